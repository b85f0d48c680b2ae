import { districtIds } from './bd-districts.ts';
import { conditionGrades, includedItems, MAX_WARRANTY_MONTHS, phoneVariants, ramSizesGb, storageSizesGb } from './phone-models.ts';

// The listing field registry (issue 37, decision 0057): one entry per field a seller states about the phone.
// From it come the contract's input rules and answer shape (listing-fields.ts), the Add Product and edit
// dialog inputs, the product page's specifications rows, the error codes a field can fail with, and test
// fixtures. No zod here: the product and list pages read the entries, and zod is 22 KB gzip they do not
// download; the entry's rule is data that listing-fields.ts compiles into zod.

/** Messages of the structured listing fields' choices (the web app's `listing` namespace has them in Bangla). */
export const listingFieldMessages = {
  storage: 'Choose the storage from the list',
  ram: 'Choose the RAM from the list',
  condition: 'Choose the condition',
  variant: 'Choose official or unofficial',
  included: 'Choose box, charger or receipt',
  district: 'Choose a district from the list',
} as const;

/** What a field takes. Compiled into zod by `listingFieldInput` (listing-fields.ts). */
export type ListingFieldRule =
  /** Text the seller must give, trimmed, at most `max` characters. */
  | { type: 'text'; max: number }
  /** A whole number within bounds; `optional`: empty reads as not given; `oneOf`: only these values (`message` otherwise). */
  | { type: 'number'; min: number; max: number; optional?: boolean; oneOf?: readonly number[]; message?: string }
  /** One of `options` (`message` otherwise). */
  | { type: 'choice'; options: readonly string[]; message: string }
  /** Any of `options`, each once; left out means none. */
  | { type: 'choices'; options: readonly string[]; message: string }
  /** An IMEI: 15 digits with a valid check digit (imei.ts). */
  | { type: 'imei'; optional?: boolean };

/** How the inputs and the specs row draw a field; a new field takes one of the plain ones (text, number, choice, choices). */
export type ListingFieldKind =
  | 'text'
  | 'number'
  | 'choice'
  | 'choices'
  /** The brand's list of models, or "Other" with the seller's own words. */
  | 'model'
  /** A select of sizes in GB (shown as TB from 1024). */
  | 'size'
  /** The condition grades, each with its definition, and the price guide below. */
  | 'grade'
  | 'imei'
  /** Division → district selects (the division only narrows the list). */
  | 'place';

/** How the answer carries the field: its key (the field's name unless said) and shape. */
export interface ListingFieldAnswer {
  key?: string;
  shape: 'text' | 'integer' | 'choice' | 'choices';
}

export interface ListingFieldEntry {
  name: string;
  /** The field's name in the contract's English messages: "Battery Health must be at most 100". */
  english: string;
  rule: ListingFieldRule;
  kind: ListingFieldKind;
  /** The answer's part (null: never answered, as a second IMEI). Every answered field is null on listings made before it. */
  answer: ListingFieldAnswer | null;
  /** `listing` namespace keys: the input's label, its hint, its name inside a message (default: label). */
  label: string;
  help?: string;
  messageLabel?: string;
  /** Choice kinds: the `listing` namespace group naming each option (`variants` → variants.official). */
  options?: string;
  /** A placeholder of a text input, and whether the input spans both columns of the form. */
  placeholder?: string;
  wide?: boolean;
  /** Where it shows. `form`: its place in Add Product's phone details (smaller first); false: not asked. */
  shows: {
    form: number | false;
    /** The seller may change it in the edit dialog (PATCH /products/{id}). */
    edit: boolean;
    /** A row of the product page's specifications (in registry order), with its own label key if not `label`. */
    specs: false | { label?: string; format?: 'size' | 'percent' | 'months' | 'last4' | 'place' };
    /** The GET /allProducts parameter that filters by it, counted by GET /products/facets; false: none. */
    filter: false | 'storageGb' | 'condition' | 'variant' | 'batteryMin' | 'district';
  };
  /** A valid input and what the answer then holds, for test fixtures. */
  example: { input: unknown; answer: unknown };
}

/**
 * Every listing field, in the answer's order (and the specs table's). Adding a field: a column and its
 * migration, one entry here, and its label in `listing.json` in English and Bangla (docs/architecture.md).
 */
export const listingFields = [
  {
    name: 'model',
    english: 'Model',
    rule: { type: 'text', max: 80 },
    kind: 'model',
    answer: { shape: 'text' },
    label: 'fields.model',
    messageLabel: 'labels.Model',
    shows: { form: 10, edit: true, specs: { label: 'specs.model' }, filter: false },
    example: { input: 'iPhone 13', answer: 'iPhone 13' },
  },
  {
    name: 'storageGb',
    english: 'Storage',
    rule: { type: 'number', min: 1, max: 2048, oneOf: storageSizesGb, message: listingFieldMessages.storage },
    kind: 'size',
    answer: { shape: 'integer' },
    label: 'fields.storage',
    messageLabel: 'labels.Storage',
    shows: { form: 30, edit: true, specs: { label: 'specs.storage', format: 'size' }, filter: 'storageGb' },
    example: { input: 128, answer: 128 },
  },
  {
    name: 'ramGb',
    english: 'RAM',
    rule: { type: 'number', min: 1, max: 64, optional: true, oneOf: ramSizesGb, message: listingFieldMessages.ram },
    kind: 'size',
    answer: { shape: 'integer' },
    label: 'fields.ram',
    messageLabel: 'labels.RAM',
    shows: { form: 40, edit: true, specs: { label: 'specs.ram', format: 'size' }, filter: false },
    example: { input: 4, answer: 4 },
  },
  {
    name: 'colour',
    english: 'Colour',
    rule: { type: 'text', max: 40 },
    kind: 'text',
    answer: { shape: 'text' },
    label: 'fields.colour',
    messageLabel: 'labels.Colour',
    shows: { form: 20, edit: true, specs: { label: 'specs.colour' }, filter: false },
    example: { input: 'Midnight', answer: 'Midnight' },
  },
  {
    name: 'condition',
    english: 'Condition',
    rule: { type: 'choice', options: conditionGrades, message: listingFieldMessages.condition },
    kind: 'grade',
    answer: { shape: 'choice' },
    label: 'fields.condition',
    wide: true,
    shows: { form: 50, edit: true, specs: { label: 'specs.condition' }, filter: 'condition' },
    example: { input: 'excellent', answer: 'excellent' },
  },
  {
    name: 'batteryHealth',
    english: 'Battery Health',
    rule: { type: 'number', min: 0, max: 100, optional: true },
    kind: 'number',
    answer: { shape: 'integer' },
    label: 'fields.batteryHealth',
    help: 'fields.batteryHint',
    messageLabel: 'labels.Battery Health',
    shows: { form: 80, edit: true, specs: { label: 'specs.batteryHealth', format: 'percent' }, filter: 'batteryMin' },
    example: { input: 86, answer: 86 },
  },
  {
    name: 'variant',
    english: 'Variant',
    rule: { type: 'choice', options: phoneVariants, message: listingFieldMessages.variant },
    kind: 'choice',
    answer: { shape: 'choice' },
    label: 'fields.variant',
    options: 'variants',
    shows: { form: 60, edit: true, specs: { label: 'specs.variant' }, filter: 'variant' },
    example: { input: 'official', answer: 'official' },
  },
  {
    name: 'included',
    english: 'Comes with',
    rule: { type: 'choices', options: includedItems, message: listingFieldMessages.included },
    kind: 'choices',
    answer: { shape: 'choices' },
    label: 'fields.included',
    options: 'included',
    shows: { form: 70, edit: true, specs: { label: 'specs.included' }, filter: false },
    example: { input: ['box', 'charger'], answer: ['box', 'charger'] },
  },
  {
    name: 'warrantyMonths',
    english: 'Warranty',
    rule: { type: 'number', min: 0, max: MAX_WARRANTY_MONTHS, optional: true },
    kind: 'number',
    answer: { shape: 'integer' },
    label: 'fields.warrantyMonths',
    messageLabel: 'labels.Warranty',
    shows: { form: 90, edit: true, specs: { label: 'specs.warranty', format: 'months' }, filter: false },
    example: { input: 0, answer: 0 },
  },
  {
    name: 'imei',
    english: 'IMEI',
    rule: { type: 'imei' },
    kind: 'imei',
    // Kept as a keyed hash and encrypted (decision 0036): anyone but the buyer after payment sees its last four digits.
    answer: { key: 'imeiLast4', shape: 'text' },
    label: 'fields.imei',
    help: 'fields.imeiHint',
    // The IMEI names the phone being sold: a different one is a new listing.
    shows: { form: 100, edit: false, specs: { label: 'specs.imei', format: 'last4' }, filter: false },
    example: { input: '490154203237518', answer: '7518' },
  },
  {
    name: 'imei2',
    english: 'Second IMEI',
    rule: { type: 'imei', optional: true },
    kind: 'imei',
    answer: null,
    label: 'fields.imei2',
    shows: { form: 110, edit: false, specs: false, filter: false },
    // Optional, and left out of fixtures: a second IMEI in every test listing would collide with the next one's.
    example: { input: undefined, answer: undefined },
  },
  {
    name: 'district',
    english: 'District',
    rule: { type: 'choice', options: districtIds, message: listingFieldMessages.district },
    kind: 'place',
    // The division comes with it (the district names it); the answer holds both.
    answer: { shape: 'text' },
    label: 'fields.district',
    shows: { form: 120, edit: true, specs: { label: 'specs.location', format: 'place' }, filter: 'district' },
    example: { input: 'dhaka', answer: 'dhaka' },
  },
  {
    name: 'area',
    english: 'Area',
    rule: { type: 'text', max: 80 },
    kind: 'text',
    answer: { shape: 'text' },
    label: 'fields.area',
    messageLabel: 'labels.Area',
    placeholder: 'fields.areaPlaceholder',
    wide: true,
    // Shown in the specs' location row, with its district.
    shows: { form: 130, edit: true, specs: false, filter: false },
    example: { input: 'Dhanmondi', answer: 'Dhanmondi' },
  },
] as const satisfies readonly ListingFieldEntry[];

export type ListingFieldName = (typeof listingFields)[number]['name'];

/** The answer key of a field (its name unless the entry says otherwise). */
export const answerKeyOf = (entry: ListingFieldEntry): string => entry.answer?.key ?? entry.name;

/** The fields of Add Product's phone details, in their order on the form. */
export const formFieldsOf = (fields: readonly ListingFieldEntry[] = listingFields): ListingFieldEntry[] =>
  fields.filter((entry) => entry.shows.form !== false).sort((a, b) => Number(a.shows.form) - Number(b.shows.form));

/** The fields the edit dialog offers. */
export const editFieldsOf = (fields: readonly ListingFieldEntry[] = listingFields): ListingFieldEntry[] =>
  fields.filter((entry) => entry.shows.edit);

/** The fields with a row in the product page's specifications, in its order. */
export const specsFieldsOf = (fields: readonly ListingFieldEntry[] = listingFields): ListingFieldEntry[] =>
  fields.filter((entry) => entry.shows.specs !== false);

/** A valid input of every field (the listing body's part), for tests. */
export function listingFieldsExample(fields: readonly ListingFieldEntry[] = listingFields): Record<string, unknown> {
  return Object.fromEntries(fields.map((entry) => [entry.name, entry.example.input]));
}

/** What the answer holds for `listingFieldsExample()`, division included, for test fixtures of a product. */
export function listingAnswerExample(fields: readonly ListingFieldEntry[] = listingFields): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  for (const entry of fields) {
    if (!entry.answer) continue;
    if (entry.kind === 'place') answer.division = 'dhaka';
    answer[answerKeyOf(entry)] = entry.example.answer;
  }
  return answer;
}
