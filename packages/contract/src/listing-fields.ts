import { z } from 'zod';
import { wholeNumber } from './common.ts';
import { imei, optionalImei } from './imei.ts';
import { messages } from './messages.ts';
export { listingFieldMessages } from './listing-field-registry.ts';
import { answerKeyOf, listingFields, type ListingFieldEntry, type ListingFieldRule } from './listing-field-registry.ts';

const requiredText = (label: string, max: number) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, `${label} must be at most ${max} characters`);

/** A whole number the seller may leave out: an empty input or null reads as not given. */
const optionalWholeNumber = (label: string, bounds: { min: number; max: number }) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a number` })
    .optional()
    .transform((value) => (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value))
    .pipe(wholeNumber(label, bounds).optional());

const oneOf = (sizes: readonly number[]) => (value: number | undefined) => value === undefined || sizes.includes(value);

/** The zod rule of a registry entry's input, as POST /allProducts, PATCH /products/{id} and the forms read it. */
export function listingFieldInput(entry: ListingFieldEntry) {
  const rule: ListingFieldRule = entry.rule;
  switch (rule.type) {
    case 'text':
      return requiredText(entry.english, rule.max);
    case 'number': {
      const bounds = { min: rule.min, max: rule.max };
      const number: z.ZodType<number | undefined, unknown> = rule.optional
        ? optionalWholeNumber(entry.english, bounds)
        : wholeNumber(entry.english, bounds);
      return rule.oneOf ? number.refine(oneOf(rule.oneOf), { error: rule.message ?? `Choose the ${entry.english} from the list`, params: { code: 'not_in_list' } }) : number;
    }
    case 'choice':
      return z.enum(rule.options as [string, ...string[]], { error: rule.message });
    case 'choices':
      /** Left out means nothing comes with it; each item counts once. */
      return z
        .array(z.enum(rule.options as [string, ...string[]], { error: rule.message }), { error: rule.message })
        .max(rule.options.length, rule.message)
        .transform((items) => [...new Set(items)])
        .optional();
    case 'imei':
      return rule.optional ? optionalImei : imei;
  }
}

/** The zod shape of an entry's part of the answer: null on a listing made before the field (none for a list). */
function answerShape(entry: ListingFieldEntry) {
  const rule: ListingFieldRule = entry.rule;
  switch (entry.answer?.shape) {
    case 'integer':
      return z.number().int().nullable();
    case 'choice':
      return rule.type === 'choice' ? z.enum(rule.options as [string, ...string[]]).nullable() : z.string().nullable();
    case 'choices':
      return z.array(rule.type === 'choices' ? z.enum(rule.options as [string, ...string[]]) : z.string());
    default:
      return z.string().nullable();
  }
}

/** The inputs of `fields`, by name: the listing body's part (newProductBody spreads it). */
export function listingInputsOf(fields: readonly ListingFieldEntry[]) {
  return Object.fromEntries(fields.map((entry) => [entry.name, listingFieldInput(entry)]));
}

/** The answer's part of `fields`, by answer key; a place field brings its division (the district names it). */
export function listingAnswerOf(fields: readonly ListingFieldEntry[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const entry of fields) {
    if (!entry.answer) continue;
    if (entry.kind === 'place') shape.division = z.string().nullable();
    shape[answerKeyOf(entry)] = answerShape(entry);
  }
  return shape;
}

/** The zod type an entry's rule compiles to, so the body's fields keep their types (`condition` is a grade). */
type RuleInput<R> = R extends { type: 'text' }
  ? ReturnType<typeof requiredText>
  : R extends { type: 'number'; optional: true }
    ? z.ZodType<number | undefined, number | string | null | undefined>
    : R extends { type: 'number' }
      ? z.ZodType<number, number | string>
      : R extends { type: 'choice'; options: readonly (infer Option extends string)[] }
        ? z.ZodType<Option, Option>
        : R extends { type: 'choices'; options: readonly (infer Option extends string)[] }
          ? z.ZodOptional<z.ZodType<Option[], Option[]>>
          : R extends { type: 'imei'; optional: true }
            ? typeof optionalImei
            : typeof imei;
export type ListingInputsOf<Fields extends readonly ListingFieldEntry[]> = {
  [Entry in Fields[number] as Entry['name']]: RuleInput<Entry['rule']>;
};

/**
 * The structured fields of a listing (issue 26) beside the spec's own, as POST /allProducts and the Add Product
 * form read them, from the registry. The model is text: the form offers the brand's list (phone-models.ts) or
 * "Other" with the seller's own words. The division is not sent: the district names it.
 */
export const listingFieldInputs = listingInputsOf(listingFields) as unknown as ListingInputsOf<typeof listingFields>;

/** The zod type of an entry's part of the answer. */
type AnswerShapeOf<Entry extends ListingFieldEntry> = Entry['answer'] extends { shape: 'integer' }
  ? z.ZodNullable<z.ZodNumber>
  : Entry['answer'] extends { shape: 'choice' }
    ? Entry['rule'] extends { type: 'choice'; options: readonly (infer Option extends string)[] }
      ? z.ZodNullable<z.ZodType<Option, Option>>
      : z.ZodNullable<z.ZodString>
    : Entry['answer'] extends { shape: 'choices' }
      ? Entry['rule'] extends { type: 'choices'; options: readonly (infer Option extends string)[] }
        ? z.ZodArray<z.ZodType<Option, Option>>
        : z.ZodArray<z.ZodString>
      : z.ZodNullable<z.ZodString>;
export type ListingAnswerOf<Fields extends readonly ListingFieldEntry[]> = {
  [Entry in Fields[number] as Entry['answer'] extends null
    ? never
    : Entry['answer'] extends { key: infer Key extends string }
      ? Key
      : Entry['name']]: AnswerShapeOf<Entry>;
} & (Extract<Fields[number], { kind: 'place' }> extends never ? unknown : { division: z.ZodNullable<z.ZodString> });

/** The answer's part of the registry's fields (product.ts spreads it into `product`). */
export const listingFieldAnswers = listingAnswerOf(listingFields) as unknown as ListingAnswerOf<typeof listingFields>;
