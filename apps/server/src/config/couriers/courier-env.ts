import { z } from 'zod';
import { CourierSettingsError } from './courier-settings.ts';
import { PATHAO_VARIABLES, pathaoSettingsFromEnv } from './pathao-settings.ts';
import { STEADFAST_VARIABLES, steadfastSettingsFromEnv } from './steadfast-settings.ts';

/**
 * The courier settings (issue 42), spread into config/env.ts's object like the SMS ones. COURIER names
 * who delivers; absent it is `simulated` (the demo's courier, no network) except under
 * NODE_ENV=production, where absent means no delivery at all: a real courier, or the simulated one, must
 * be named. Each courier's own variables are validated at start-up, naming the variable.
 */
export const courierChoices = ['none', 'simulated', 'steadfast', 'pathao'] as const;

const variable = z.string().optional();
export const courierSettingsShape = {
  COURIER: z.enum(courierChoices, { error: `must be one of ${courierChoices.join(', ')}` }).optional(),
  ...Object.fromEntries(Object.values(STEADFAST_VARIABLES).map((name) => [name, variable])),
  ...Object.fromEntries(Object.values(PATHAO_VARIABLES).map((name) => [name, variable])),
} as Record<string, z.ZodOptional<z.ZodString>> & { COURIER: z.ZodOptional<z.ZodEnum<{ [K in (typeof courierChoices)[number]]: K }>> };

export type CourierChoice = (typeof courierChoices)[number];

/** The courier these settings start: COURIER, else simulated outside production, none in it. */
export const courierChoice = (env: { COURIER?: CourierChoice | undefined; NODE_ENV: string }): CourierChoice =>
  env.COURIER ?? (env.NODE_ENV === 'production' ? 'none' : 'simulated');

/** What is wrong with the chosen courier's own variables, one problem per variable. */
export function courierSettingProblems(env: Record<string, unknown> & { COURIER?: CourierChoice | undefined; NODE_ENV: string }) {
  const record = env as Record<string, string | undefined>;
  const choice = courierChoice(env);
  try {
    if (choice === 'steadfast') steadfastSettingsFromEnv(record);
    if (choice === 'pathao') pathaoSettingsFromEnv(record);
    return [];
  } catch (error) {
    if (!(error instanceof CourierSettingsError)) throw error;
    return error.variables.map((name) => ({
      setting: name,
      message: error.message
        .split('; ')
        .filter((text) => text.startsWith(name))
        .join('; ')
        .replace(`${name}: `, '')
        .replace(`${name} is missing`, `is required when COURIER=${choice}`),
    }));
  }
}
