import { z } from 'zod';
import { latinDigits } from './digits.ts';
import { messages } from './messages.ts';

/**
 * IMEI collisions one person may meet in any 24 hours (decision 0052): after these, their further
 * listings and relists are refused with 429, so nobody learns from 409s which IMEIs are on sale.
 */
export const MAX_IMEI_COLLISIONS = 3;

/** Messages of the IMEI fields, written once for the server and the form (the web app has them in Bangla). */
export const imeiMessages = {
  digits: 'IMEI must be 15 digits',
  checkDigit: 'This IMEI is not valid: check its last digit (dial *#06# to see it)',
  same: 'The second IMEI must differ from the first',
  taken: 'This IMEI is already in a live listing on PhoneHaat',
  attemptsLimited: 'Three of your listings in the last 24 hours named an IMEI that is already on sale. You can list again 24 hours after the first of them; an admin will look into it.',
} as const;

/**
 * The IMEI as digits only: Bangla digits read as ASCII ones, and the spaces, dashes and slashes sellers copy
 * from a box or from *#06# dropped.
 */
export function imeiDigits(text: string): string {
  return latinDigits(text).replace(/[\s\-/]/g, '');
}

/** Luhn: doubling every second digit from the right, the sum is a multiple of 10 (the IMEI's 15th digit is its check). */
export function hasValidLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** The last four digits, the only part of an IMEI anyone but the buyer after payment sees. */
export const imeiLast4 = (digits: string): string => digits.slice(-4);

const validImei = z
  .string()
  .regex(/^\d{15}$/, imeiMessages.digits)
  .refine(hasValidLuhn, { error: imeiMessages.checkDigit, params: { code: 'imei_check_digit' } });

/** A required IMEI: 15 digits with a valid check digit, as written above. */
export const imei = z
  .string({ error: messages.required })
  .max(40, imeiMessages.digits)
  .transform(imeiDigits)
  .pipe(z.string().min(1, messages.required).pipe(validImei));

/** The second IMEI of a dual-SIM phone: empty reads as none. */
export const optionalImei = z
  .string({ error: imeiMessages.digits })
  .max(40, imeiMessages.digits)
  .optional()
  .transform((text) => (text === undefined || imeiDigits(text) === '' ? undefined : imeiDigits(text)))
  .pipe(validImei.optional());

/** GET /admin/imei-collisions: listings refused because their IMEI was live elsewhere, newest first (admins). */
export const imeiCollision = z.object({
  _id: z.string(),
  /** The live listing the refused one met, and its seller. */
  productId: z.string(),
  productName: z.string(),
  sellerId: z.string(),
  /** Who tried to list the phone again. */
  attemptedBy: z.string(),
  attemptedByName: z.string(),
  /** Collisions of that person in the 24 hours before now, and whether that stops their listing (decision 0052). */
  attemptedByRecent: z.number().int(),
  attemptedByLimited: z.boolean(),
  /** The IMEI's last four digits (the collision's keyed hash is not shown). */
  imeiLast4: z.string().nullable(),
  createdAt: z.string(),
});
export type ImeiCollision = z.infer<typeof imeiCollision>;
export const imeiCollisionsQuery = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page must be at most 10000').optional(),
});
export const IMEI_COLLISIONS_PAGE_SIZE = 50;
