import { z } from 'zod';
import { withLatinDigits } from './digits.ts';

/**
 * Error body of every failed API call. `errors` maps a field name to its message on 400s; `issues` has the
 * same fields' errors as codes with parameters (field-errors.ts), which the web app translates by key.
 */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  issues: z
    .array(z.object({ field: z.string(), code: z.string(), params: z.record(z.string(), z.number()).optional() }))
    .optional(),
  /** Facts about the refusal the client acts on (issue 39: `{ canWrite: false }` when a block stops a message). */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Answer shapes kept from the older document store (spec §7). */
export const insertResult = z.object({ acknowledged: z.boolean(), insertedId: z.string() });
export const updateResult = z.object({
  acknowledged: z.boolean(),
  matchedCount: z.number().int(),
  modifiedCount: z.number().int(),
});
export const deleteResult = z.object({ acknowledged: z.boolean(), deletedCount: z.number().int() });
export type InsertResult = z.infer<typeof insertResult>;
export type UpdateResult = z.infer<typeof updateResult>;
export type DeleteResult = z.infer<typeof deleteResult>;

/** Path parameter holding an id. Any string is accepted: an unknown or malformed id is a 404, not a 400. */
export const idParams = z.object({ id: z.string().min(1).max(200) });
export type IdParams = z.infer<typeof idParams>;

export const emailParams = z.object({ email: z.string().min(1).max(320) });

/** A whole number as a form writes it: decimal digits, with a minus sign at most (`0x10`, `1e3`, ` 12`, `12.0` are not). */
const DECIMAL_INTEGER = /^-?\d+$/;

/**
 * A whole number sent either as a JSON number or as the string a form input produces. Empty input
 * reads as missing so the spec's 'Required' message shows. A string is read only when it is plain
 * decimal digits (Bangla ones read as ASCII): Number() would also read hex, exponents, padding and a trailing `.0`.
 */
export const wholeNumber = (label: string, bounds: { min: number; max: number }) =>
  z
    .union([z.number(), z.string()], { error: 'Required' })
    // Typed on a Bangla keyboard: ৪৫০০০ reads as 45000.
    .transform(withLatinDigits)
    .refine((value) => typeof value === 'number' || value.trim() !== '', { error: 'Required', abort: true, params: { code: 'required' } })
    // Text without a digit is no number at all; '0x10' or '1e3' is a number written otherwise.
    .refine((value) => typeof value === 'number' || /\d/.test(value), {
      error: `${label} must be a number`,
      abort: true,
      params: { code: 'not_number' },
    })
    .refine((value) => typeof value === 'number' || DECIMAL_INTEGER.test(value), {
      error: `${label} must be a whole number`,
      abort: true,
      params: { code: 'not_whole_number' },
    })
    .transform((value) => Number(value))
    .pipe(
      z
        .number({ error: `${label} must be a number` })
        .int({ error: `${label} must be a whole number` })
        .min(bounds.min, { error: `${label} must be at least ${bounds.min}` })
        .max(bounds.max, { error: `${label} must be at most ${bounds.max.toLocaleString('en-US')}` }),
    );
