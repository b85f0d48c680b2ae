import { z } from 'zod';
import { districtIds } from './bd-districts.ts';
import { wholeNumber } from './common.ts';
import { messages } from './messages.ts';
import { conditionGrades, includedItems, MAX_WARRANTY_MONTHS, phoneVariants, ramSizesGb, storageSizesGb } from './phone-models.ts';

/** Messages of the structured listing fields' choices (the web app's `listing` namespace has them in Bangla). */
export const listingFieldMessages = {
  storage: 'Choose the storage from the list',
  ram: 'Choose the RAM from the list',
  condition: 'Choose the condition',
  variant: 'Choose official or unofficial',
  included: 'Choose box, charger or receipt',
  district: 'Choose a district from the list',
} as const;

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

/**
 * The structured fields of a listing (issue 26) beside the spec's own, as POST /allProducts and the Add Product
 * form read them. The model is text: the form offers the brand's list (phone-models.ts) or "Other" with the
 * seller's own words. The division is not sent: the district names it.
 */
export const listingFieldInputs = {
  model: requiredText('Model', 80),
  storageGb: wholeNumber('Storage', { min: 1, max: 2048 }).refine(oneOf(storageSizesGb), listingFieldMessages.storage),
  ramGb: optionalWholeNumber('RAM', { min: 1, max: 64 }).refine(oneOf(ramSizesGb), listingFieldMessages.ram),
  colour: requiredText('Colour', 40),
  condition: z.enum(conditionGrades, { error: listingFieldMessages.condition }),
  batteryHealth: optionalWholeNumber('Battery Health', { min: 0, max: 100 }),
  variant: z.enum(phoneVariants, { error: listingFieldMessages.variant }),
  /** Left out means nothing comes with it; each item counts once. */
  included: z
    .array(z.enum(includedItems, { error: listingFieldMessages.included }), { error: listingFieldMessages.included })
    .max(includedItems.length, listingFieldMessages.included)
    .transform((items) => [...new Set(items)])
    .optional(),
  warrantyMonths: optionalWholeNumber('Warranty', { min: 0, max: MAX_WARRANTY_MONTHS }),
  district: z.enum(districtIds, { error: listingFieldMessages.district }),
  area: requiredText('Area', 80),
};
