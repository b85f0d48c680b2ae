import { describe, expect, it } from 'vitest';
import { fieldErrorOf, fieldErrorsOfEntry } from './field-errors.ts';
import { listingFacets } from './listing-facets.ts';
import {
  answerKeyOf,
  editFieldsOf,
  formFieldsOf,
  listingAnswerExample,
  listingFields,
  listingFieldsExample,
  specsFieldsOf,
  type ListingFieldEntry,
} from './listing-field-registry.ts';
import { listingAnswerOf, listingInputsOf } from './listing-fields.ts';
import { productListQuery } from './listing-query.ts';
import { editProductBody, newProductBody, product } from './product.ts';

const spec = {
  brand: 'b0f3c0de-0000-4000-8000-000000000001',
  productName: 'iPhone 13 128GB',
  image: '/uploads/a1b2-640.webp',
  purchase: 98000,
  selling: 64000,
  location: 'Dhanmondi',
  usingYears: 2,
  postDate: '2026-03-28',
  details: 'Battery 86%',
};
const answerKeys = Object.keys(product.shape);

describe('the listing field registry', () => {
  it('names each field once, in the listing body, the edit body and the answer where it says', () => {
    expect(new Set(listingFields.map((entry) => entry.name)).size).toBe(listingFields.length);
    for (const entry of listingFields as readonly ListingFieldEntry[]) {
      expect(Object.keys(newProductBody.shape), entry.name).toContain(entry.name);
      if (entry.shows.edit) expect(editProductBody.safeParse({ [entry.name]: entry.example.input }).success, entry.name).toBe(true);
      if (entry.answer) expect(answerKeys, entry.name).toContain(answerKeyOf(entry));
    }
  });

  it('declares no filter that GET /allProducts and GET /products/facets do not have', () => {
    for (const entry of listingFields as readonly ListingFieldEntry[]) {
      if (entry.shows.filter === false) continue;
      expect(Object.keys(productListQuery.shape), entry.name).toContain(entry.shows.filter);
      expect(Object.keys(listingFacets.shape), entry.name).toContain(entry.shows.filter);
    }
  });

  it('has a fixture every rule takes, and an answer fixture the answer schema takes', () => {
    const parsed = newProductBody.safeParse({ ...spec, ...listingFieldsExample() });
    expect(parsed.error?.issues).toBeUndefined();
    const answer = listingAnswerExample();
    for (const entry of listingFields as readonly ListingFieldEntry[]) {
      if (!entry.answer) continue;
      const key = answerKeyOf(entry);
      expect(product.shape[key as keyof typeof product.shape].safeParse(answer[key]).success, key).toBe(true);
    }
    expect(product.shape.division.safeParse(answer.division).success).toBe(true);
  });

  it('gives each place its own order: the form, the edit dialog and the specs table', () => {
    expect(formFieldsOf().map((entry) => entry.name)).toEqual([
      'model',
      'colour',
      'storageGb',
      'ramGb',
      'condition',
      'variant',
      'included',
      'batteryHealth',
      'warrantyMonths',
      'imei',
      'imei2',
      'district',
      'area',
    ]);
    expect(editFieldsOf().map((entry) => entry.name)).not.toContain('imei');
    expect(specsFieldsOf().map((entry) => entry.name)).toEqual([
      'model',
      'storageGb',
      'ramGb',
      'colour',
      'condition',
      'batteryHealth',
      'variant',
      'included',
      'warrantyMonths',
      'imei',
      'district',
    ]);
  });
});

describe('field errors as codes', () => {
  const issuesOf = (field: string, value: unknown) => {
    const result = newProductBody.safeParse({ ...spec, ...listingFieldsExample(), [field]: value });
    return (result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => fieldErrorOf(issue));
  };

  it.each([
    ['batteryHealth', 101, { field: 'batteryHealth', code: 'too_big', params: { max: 100 } }],
    ['batteryHealth', -1, { field: 'batteryHealth', code: 'too_small', params: { min: 0 } }],
    ['batteryHealth', '86.5', { field: 'batteryHealth', code: 'not_whole_number' }],
    ['batteryHealth', 'lots', { field: 'batteryHealth', code: 'not_number' }],
    ['batteryHealth', true, { field: 'batteryHealth', code: 'not_number' }],
    ['storageGb', '', { field: 'storageGb', code: 'required' }],
    ['storageGb', undefined, { field: 'storageGb', code: 'required' }],
    ['storageGb', 100, { field: 'storageGb', code: 'not_in_list' }],
    ['ramGb', 5, { field: 'ramGb', code: 'not_in_list' }],
    ['model', ' ', { field: 'model', code: 'required' }],
    ['model', undefined, { field: 'model', code: 'required' }],
    ['model', 'x'.repeat(81), { field: 'model', code: 'too_long', params: { max: 80 } }],
    ['condition', undefined, { field: 'condition', code: 'not_in_list' }],
    ['condition', 'mint', { field: 'condition', code: 'not_in_list' }],
    ['included', ['box', 'sticker'], { field: 'included', code: 'not_in_list' }],
    ['included', 'box', { field: 'included', code: 'not_in_list' }],
    ['district', 'atlantis', { field: 'district', code: 'not_in_list' }],
    ['imei', '', { field: 'imei', code: 'required' }],
    ['imei', '4901542032375', { field: 'imei', code: 'imei_digits' }],
    ['imei', '1'.repeat(41), { field: 'imei', code: 'imei_digits' }],
    ['imei', '490154203237519', { field: 'imei', code: 'imei_check_digit' }],
    ['imei2', 12, { field: 'imei2', code: 'imei_digits' }],
    ['selling', 'lots', { field: 'selling', code: 'not_number' }],
    ['selling', '', { field: 'selling', code: 'required' }],
    ['selling', 0, { field: 'selling', code: 'too_small', params: { min: 1 } }],
    ['postDate', '28/03/2026', { field: 'postDate', code: 'bad_format' }],
    ['postDate', '2026-02-30', { field: 'postDate', code: 'not_real_date' }],
    ['image', '//evil.example/x.png', { field: 'image', code: 'image_not_ours' }],
    ['photos', ['/uploads/a.webp', '/uploads/a.webp'], { field: 'photos', code: 'photos_repeated' }],
    ['photos', Array.from({ length: 9 }, (_, n) => `/uploads/${n}.webp`), { field: 'photos', code: 'too_many', params: { max: 8 } }],
  ])('%s = %j fails as %j, its message unchanged', (field, value, expected) => {
    expect(issuesOf(field, value)[0]).toEqual(expected);
  });

  it('lists, per field, every code its rule can fail with', () => {
    expect(fieldErrorsOfEntry(listingFields.find((entry) => entry.name === 'batteryHealth')!)).toEqual([
      { field: 'batteryHealth', code: 'not_number' },
      { field: 'batteryHealth', code: 'not_whole_number' },
      { field: 'batteryHealth', code: 'too_small', params: { min: 0 } },
      { field: 'batteryHealth', code: 'too_big', params: { max: 100 } },
    ]);
  });
});

/**
 * The recipe (docs/architecture.md): a new field is one registry entry (and its column and locale lines).
 * Here "SIM slots" is added in the test, and appears in the body's rules, the answer and the places it declares.
 */
describe('the recipe: adding a field is one entry', () => {
  const simSlots = {
    name: 'simSlots',
    english: 'SIM Slots',
    rule: { type: 'number', min: 1, max: 4, optional: true },
    kind: 'number',
    answer: { shape: 'integer' },
    label: 'fields.simSlots',
    shows: { form: 95, edit: true, specs: {}, filter: false },
    example: { input: 2, answer: 2 },
  } as const satisfies ListingFieldEntry;
  const fields: readonly ListingFieldEntry[] = [...listingFields, simSlots];

  it('takes its input by its rule, with its English messages and its codes', () => {
    const inputs = listingInputsOf(fields);
    expect(inputs.simSlots?.parse('2')).toBe(2);
    expect(inputs.simSlots?.parse('')).toBeUndefined();
    const failed = inputs.simSlots?.safeParse(5);
    expect(failed?.error?.issues[0]?.message).toBe('SIM Slots must be at most 4');
    expect(fieldErrorOf({ ...failed!.error!.issues[0]!, path: ['simSlots'] }, fields)).toEqual({
      field: 'simSlots',
      code: 'too_big',
      params: { max: 4 },
    });
  });

  it('answers it, null on a listing made before it', () => {
    const answer = listingAnswerOf(fields);
    expect(answer.simSlots?.parse(null)).toBeNull();
    expect(answer.simSlots?.parse(2)).toBe(2);
    expect(listingAnswerExample(fields)).toMatchObject({ simSlots: 2 });
    expect(listingFieldsExample(fields)).toMatchObject({ simSlots: 2 });
  });

  it('is in the form, the edit dialog and the specs table by its declaration', () => {
    expect(formFieldsOf(fields).map((entry) => entry.name)).toContain('simSlots');
    expect(formFieldsOf(fields).map((entry) => entry.name).indexOf('simSlots')).toBe(
      formFieldsOf(fields)
        .map((entry) => entry.name)
        .indexOf('warrantyMonths') + 1,
    );
    expect(editFieldsOf(fields).map((entry) => entry.name)).toContain('simSlots');
    expect(specsFieldsOf(fields).at(-1)?.name).toBe('simSlots');
  });
});
