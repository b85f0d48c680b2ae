import type { z } from 'zod';

/** A courier's settings that do not validate, naming the environment variables to fix. */
export class CourierSettingsError extends Error {
  override name = 'CourierSettingsError';
  constructor(
    readonly variables: string[],
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a courier's settings from an env-like record: each setting has its variable, the record's values
 * are strings, and a missing or invalid one is reported by its variable's name (STEADFAST_API_KEY…).
 */
export function settingsFromEnv<S extends z.ZodObject>(
  schema: S,
  variables: { [K in keyof z.input<S>]-?: string },
  env: Record<string, string | undefined>,
): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [key, variable] of Object.entries(variables) as [string, string][]) {
    const value = env[variable];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const variable = (variables as Record<string, string>)[key] ?? key;
    return { variable, text: raw[key] === undefined ? `${variable} is missing` : `${variable}: ${issue.message}` };
  });
  const names = [...new Set(problems.map((problem) => problem.variable))];
  throw new CourierSettingsError(names, problems.map((problem) => problem.text).join('; '));
}
