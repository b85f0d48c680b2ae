import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorOf } from '@phonehaat/contract';

/**
 * zodResolver, with each field's error carrying its code and parameters (`coded`, field-errors.ts) beside
 * zod's English message, so a Bangla page translates it by key (form-error-text.ts; decision 0057).
 */
export function codedZodResolver<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await schema.safeParseAsync(values);
    const errors = result.errors as Record<string, object | undefined>;
    for (const issue of parsed.error?.issues ?? []) {
      const error = errors[String(issue.path[0])];
      if (error && !('coded' in error)) Object.assign(error, { coded: fieldErrorOf(issue) });
    }
    return result;
  };
}
