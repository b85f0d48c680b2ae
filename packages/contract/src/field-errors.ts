import { listingFields, type ListingFieldEntry, type ListingFieldRule } from './listing-field-registry.ts';

// A field's validation error as a code with parameters (issue 37, decision 0057), sent beside the English
// message (which stays the spec's and the contract's): the web app translates the code by key, never the
// English wording. zod/mini-free and zod-free: the web app reads it on every form.

/** What went wrong with a field. */
export type FieldErrorCode =
  | 'required'
  /** Text longer than `max` characters. */
  | 'too_long'
  /** A number below `min` or above `max`; a list with more than `max` items. */
  | 'too_small'
  | 'too_big'
  | 'too_many'
  | 'not_number'
  | 'not_whole_number'
  /** Not one of the field's choices (its own message names them). */
  | 'not_in_list'
  /** Text not in the shape asked (a date as YYYY-MM-DD). */
  | 'bad_format'
  | 'not_real_date'
  | 'imei_digits'
  | 'imei_check_digit'
  | 'imei_same'
  | 'imei_taken'
  | 'select_brand'
  | 'image_not_ours'
  | 'photos_not_ours'
  | 'photos_repeated'
  | 'verification_required'
  | 'verification_not_ours'
  | 'verification_not_under_review'
  /** The web form's own: a picked file that is no photo or too large (`max` MB), a date not typed day/month/year. */
  | 'photo_type'
  | 'photo_size'
  | 'date_typed';

/** One field's error: `{ field: 'batteryHealth', code: 'too_big', params: { max: 100 } }`. */
export interface FieldError {
  field: string;
  code: FieldErrorCode;
  params?: Record<string, number>;
}

/** The parts of a zod issue (classic or mini) this reads; custom refinements name their code in `params.code`. */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  params?: Record<string, unknown> | undefined;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
}

/** The listing body's own fields (spec §7) by the rule they follow, beside the registry's. */
const specFieldRules: Record<string, ListingFieldRule | { type: 'date' | 'other' }> = {
  productName: { type: 'text', max: 120 },
  location: { type: 'text', max: 120 },
  details: { type: 'text', max: 2000 },
  purchase: { type: 'number', min: 1, max: 0 },
  selling: { type: 'number', min: 1, max: 0 },
  usingYears: { type: 'number', min: 0, max: 0 },
  postDate: { type: 'date' },
};

/** The code zod's own issue kinds mean, before the field's rule says more. */
function structuralCode(issue: IssueLike): Pick<FieldError, 'code' | 'params'> {
  const bound = (value: number | bigint | undefined) => Number(value ?? 0);
  switch (issue.code) {
    case 'too_small':
      if ((issue.origin === 'string' || issue.origin === 'array') && bound(issue.minimum) <= 1) return { code: 'required' };
      return { code: 'too_small', params: { min: bound(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { code: 'too_long', params: { max: bound(issue.maximum) } };
      if (issue.origin === 'array') return { code: 'too_many', params: { max: bound(issue.maximum) } };
      return { code: 'too_big', params: { max: bound(issue.maximum) } };
    case 'invalid_type':
      if (issue.expected === 'int') return { code: 'not_whole_number' };
      if (issue.expected === 'number') return { code: 'not_number' };
      return { code: 'required' };
    case 'invalid_value':
      return { code: 'not_in_list' };
    case 'invalid_format':
      return { code: 'bad_format' };
    default:
      return { code: 'required' };
  }
}

const numericParams = (params: Record<string, unknown>): Record<string, number> | undefined => {
  const numbers = Object.entries(params).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  return numbers.length > 0 ? Object.fromEntries(numbers) : undefined;
};

/**
 * The code and parameters of a zod issue on a listing body field (the field is the issue's first path part),
 * by zod's issue kind and the field's rule: each rule fails in the few ways its English messages say.
 */
export function fieldErrorOf(issue: IssueLike, fields: readonly ListingFieldEntry[] = listingFields): FieldError {
  const field = String(issue.path[0] ?? '');
  const custom = issue.code === 'custom' ? issue.params?.code : undefined;
  if (typeof custom === 'string') {
    const { code: _code, ...rest } = issue.params ?? {};
    const params = numericParams(rest);
    return { field, code: custom as FieldErrorCode, ...(params && { params }) };
  }
  const { code, params } = structuralCode(issue);
  const rule = fields.find((entry) => entry.name === field)?.rule ?? specFieldRules[field];
  const error = (coded: FieldErrorCode, withParams: Record<string, number> | null | undefined = params): FieldError => ({
    field,
    code: coded,
    ...(withParams && { params: withParams }),
  });
  switch (rule?.type) {
    case 'choice':
    case 'choices':
      // Every way a choice fails says "choose one of the list" ("Choose the condition").
      return error('not_in_list', null);
    case 'number':
      // Not a number nor text at all: "Required" for a number that must be given, "must be a number" for an optional one.
      if (issue.code === 'invalid_union') return error(rule.optional ? 'not_number' : 'required');
      return error(code);
    case 'imei':
      if (code === 'bad_format' || code === 'too_long' || (rule.optional && code === 'required' && issue.code === 'invalid_type'))
        return error('imei_digits', null);
      return error(code);
    default:
      return error(code);
  }
}

/** The codes an entry's rule may fail with, and their parameters: the Bangla test reads every one. */
export function fieldErrorsOfEntry(entry: ListingFieldEntry): FieldError[] {
  const rule: ListingFieldRule = entry.rule;
  const field = entry.name;
  switch (rule.type) {
    case 'text':
      return [
        { field, code: 'required' },
        { field, code: 'too_long', params: { max: rule.max } },
      ];
    case 'number':
      return [
        ...(rule.optional ? [] : [{ field, code: 'required' } as const]),
        { field, code: 'not_number' },
        { field, code: 'not_whole_number' },
        { field, code: 'too_small', params: { min: rule.min } },
        { field, code: 'too_big', params: { max: rule.max } },
        ...(rule.oneOf ? [{ field, code: 'not_in_list' } as const] : []),
      ];
    case 'choice':
    case 'choices':
      return [{ field, code: 'not_in_list' }];
    case 'imei':
      return [
        ...(rule.optional ? [] : [{ field, code: 'required' } as const]),
        { field, code: 'imei_digits' },
        { field, code: 'imei_check_digit' },
      ];
  }
}
