import { z } from 'zod';
import { settingsFromEnv } from './courier-settings.ts';
import { flatRateTable } from './flat-rate-table.ts';

export const steadfastSettings = z.object({
  baseUrl: z.url().default('https://portal.packzy.com/api/v1'),
  apiKey: z.string().min(1),
  secretKey: z.string().min(1),
  /** The "Auth Token (Bearer)" typed into Steadfast's webhook panel; webhooks without it are refused. */
  webhookToken: z.string().min(16, 'at least 16 characters'),
  timeoutMs: z.coerce.number().int().positive().default(15_000),
  /** JSON of the merchant's agreed flat plan (flat-rate.ts): Steadfast has no rate API. */
  rates: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(flatRateTable),
});
export type SteadfastSettings = z.output<typeof steadfastSettings>;

export const STEADFAST_VARIABLES = {
  baseUrl: 'STEADFAST_BASE_URL',
  apiKey: 'STEADFAST_API_KEY',
  secretKey: 'STEADFAST_SECRET_KEY',
  webhookToken: 'STEADFAST_WEBHOOK_TOKEN',
  timeoutMs: 'STEADFAST_TIMEOUT_MS',
  rates: 'STEADFAST_RATES',
} as const;

export const steadfastSettingsFromEnv = (env: Record<string, string | undefined>): SteadfastSettings =>
  settingsFromEnv(steadfastSettings, STEADFAST_VARIABLES, env);
