import { z } from 'zod';
import { settingsFromEnv } from './courier-settings.ts';

export const pathaoSettings = z.object({
  /** https://api-hermes.pathao.com live; https://courier-api-sandbox.pathao.com sandbox. */
  baseUrl: z.url().default('https://api-hermes.pathao.com'),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  username: z.string().min(1),
  password: z.string().min(1),
  storeId: z.coerce.number().int().positive(),
  /** The secret typed into Pathao's webhook panel; it comes back as X-PATHAO-Signature. */
  webhookSecret: z.string().min(16, 'at least 16 characters'),
  timeoutMs: z.coerce.number().int().positive().default(15_000),
});
export type PathaoSettings = z.output<typeof pathaoSettings>;

export const PATHAO_VARIABLES = {
  baseUrl: 'PATHAO_BASE_URL',
  clientId: 'PATHAO_CLIENT_ID',
  clientSecret: 'PATHAO_CLIENT_SECRET',
  username: 'PATHAO_USERNAME',
  password: 'PATHAO_PASSWORD',
  storeId: 'PATHAO_STORE_ID',
  webhookSecret: 'PATHAO_WEBHOOK_SECRET',
  timeoutMs: 'PATHAO_TIMEOUT_MS',
} as const;

export const pathaoSettingsFromEnv = (env: Record<string, string | undefined>): PathaoSettings =>
  settingsFromEnv(pathaoSettings, PATHAO_VARIABLES, env);
