import { z } from 'zod';
import { errorCodes } from './errors.ts';
import { insertResult, wholeNumber } from './common.ts';
import { isImageShape } from './image.ts';
import { messages } from './messages.ts';
import { MAX_PRICE_TK } from './listing.ts';
import { listingFieldAnswers, listingFieldInputs } from './listing-fields.ts';
import { listingPhoto, photosInput, verificationPhotoInput } from './photos.ts';
import { priceMarks } from './price-marks.ts';

/**
 * `reserved` is not stored: the read path answers it for a sold phone whose order is paid and not yet
 * completed or refunded (decision 0020), so everyone else sees it is taken but not gone.
 */
export const productStatuses = ['available', 'reserved', 'sold'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const MAX_USING_YEARS = 50;

/** A listing as the API answers it (spec §3 plus `sellerVerified`, `status` and image widths). */
export const product = z.object({
  _id: z.string(),
  productName: z.string(),
  image: z.string(),
  /** Responsive variants of `image` for `srcset`, narrowest first; empty for images we did not process. */
  imageSet: z.array(z.object({ url: z.string(), width: z.number().int() })),
  /**
   * Every photo in the seller's order, the cover (`image`) first (issue 26, decision 0040). Only on one
   * product's answer, the seller's own listings and the review queue: a card shows the cover alone.
   */
  photos: z.array(listingPhoto).optional(),
  purchase: z.number().int(),
  selling: z.number().int(),
  location: z.string(),
  details: z.string(),
  postDate: z.string(),
  usingYears: z.number().int(),
  seller: z.string(),
  /** The seller's email: only sent to an admin and to the seller, never on public lists. */
  email: z.string().optional(),
  brand: z.string(),
  brandName: z.string(),
  /** Advertisement label; present only when the product is advertised (spec §3). */
  ads: z.string().optional(),
  sellerVerified: z.boolean(),
  /** The seller verified a mobile number by SMS code (issue 38): the card shows a mark for it. */
  sellerPhoneVerified: z.boolean(),
  /** The seller's id, for the link to their public page (/sellers/{id}). */
  sellerId: z.string(),
  /** Buyers' ratings of the seller: the average (one decimal) and how many; null before the first. */
  sellerRating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  status: z.enum(productStatuses),
  /** True when its seller marked it sold outside PhoneHaat: they may relist it. */
  soldOutside: z.boolean().optional(),
  /** The seller takes cash at the meet-up for this phone (decision 0034). */
  cashAccepted: z.boolean().optional(),
  /** The seller ships this phone by courier anywhere in Bangladesh (issue 42). */
  ships: z.boolean().optional(),
  /** The seller lets a buyer pay the courier at the door (cash on delivery); only with `ships`. */
  codAccepted: z.boolean().optional(),
  /**
   * Where a listing that is not public stands in review (issue 26): only to its seller and admins, and
   * only while it is not live. `reason` is the admin's, on a rejected one.
   */
  review: z
    .object({
      status: z.enum(['pending', 'rejected', 'held']),
      reason: z.string().nullable(),
      /** Why a pending listing waits when it was live before: its seller (not verified) edited it materially (decision 0052). */
      cause: z.enum([errorCodes.editAwaitsReview]).optional(),
    })
    .optional(),
  createdAt: z.string(),
  // Issue 26's structured fields, from the listing field registry (listing-field-registry.ts): null on listings
  // made before them (migration 0014 keeps those as they were); the IMEI as its last four digits only, all
  // anyone sees of it but the buyer after payment (on the order).
  ...listingFieldAnswers,
  /** In the seller's own listings: the phone is reserved by a cash order, not by a payment (decision 0034). */
  reservedForCash: z.boolean().optional(),
  /**
   * The product page's seller card (decision 0044): only in the one-product answer (GET /products/{id}),
   * read with the seller's row; lists leave it out to stay small.
   */
  sellerCard: z.object({ completedSales: z.number().int(), memberSince: z.string() }).optional(),
  /** Its price against the asking median of its model, storage and condition (price-guide.ts); null without one. */
  priceMark: z.enum(priceMarks).nullable().optional(),
});
export type Product = z.infer<typeof product>;

/** How many similar phones GET /products/{id}/similar answers at most. */
export const SIMILAR_PRODUCTS_LIMIT = 6;
/** Similar phones cost at most this share more or less than the phone on the page (±25 %). */
export const SIMILAR_PRICE_SPREAD = 0.25;

/** Field messages of a listing beyond the spec's 'Required', written once for the server and the form. */
export const productMessages = {
  imageNotOurs: 'Product Photo must be an image URL uploaded to PhoneHaat',
  postDateFormat: 'Post Date must be a date (YYYY-MM-DD)',
  postDateReal: 'Post Date must be a real date',
} as const;

const requiredText = (label: string, max: number) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, `${label} must be at most ${max} characters`);

/** Whether `2026-02-30` names a day on the calendar (Date.parse rolls it over to 2 March instead). */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  // PostgreSQL has no year 0 (1 BC), and refuses it as 500-worthy "out of range".
  return year >= 1 && day >= 1 && day <= daysInMonth;
}

const isoDate = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, productMessages.postDateFormat)
  .refine(isCalendarDate, { error: productMessages.postDateReal, params: { code: 'not_real_date' } });

/**
 * POST /allProducts body (spec §7). `seller` and `email` are accepted for compatibility and ignored:
 * the server takes them from the session.
 */
export const newProductBody = z.object({
  seller: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  brand: z.string({ error: 'Select a brand' }).trim().min(1, 'Select a brand').max(64),
  productName: requiredText('Product Name', 120),
  image: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(2048)
    .refine(isImageShape, { error: productMessages.imageNotOurs, params: { code: 'image_not_ours' } }),
  purchase: wholeNumber('Purchase Price', { min: 1, max: MAX_PRICE_TK }),
  selling: wholeNumber('Selling Price', { min: 1, max: MAX_PRICE_TK }),
  location: requiredText('Seller Location', 120),
  usingYears: wholeNumber('Year Of Used', { min: 0, max: MAX_USING_YEARS }),
  postDate: isoDate,
  details: requiredText('Product Details', 2000),
  /** Cash at the meet-up accepted (decision 0034); not in the spec's form, so optional, false when absent. */
  cashAccepted: z.boolean().optional(),
  /** Ships by courier (issue 42); not in the spec's form, so optional, false when absent. */
  ships: z.boolean().optional(),
  /** Cash on delivery accepted; taken only with `ships`. */
  codAccepted: z.boolean().optional(),
  /** Up to 8 photos, cover first; when sent, the first becomes `image` (decision 0040). Absent: `[image]`. */
  photos: photosInput.optional(),
  /** Required from a seller not yet verified (the server knows who): only admins ever see it. */
  verificationPhoto: verificationPhotoInput.optional(),
  ...listingFieldInputs,
});
export type NewProductBody = z.input<typeof newProductBody>;
export type NewProduct = z.output<typeof newProductBody>;

/**
 * POST /allProducts answer: the spec's insert result, and whether the listing is on sale now or waits
 * for an admin's review (a seller not yet verified, decision 0037), so the seller is sent where it shows.
 */
export const newProductResult = insertResult.extend({ reviewStatus: z.enum(['live', 'pending']) });
export type NewProductResult = z.infer<typeof newProductResult>;

/**
 * PATCH /products/{id}: the seller edits an unsold listing's price, photo, place, details and structured
 * fields. Each field is optional (the ones sent
 * change); at least one is required. Same rules as listing it. A new `verificationPhoto` is taken only
 * while the listing waits for review (pending or rejected): it replaces the one an admin found unclear.
 */
export const editProductBody = newProductBody
  // The IMEI is not edited: it names the phone being sold (a different phone is a new listing).
  .omit({
    seller: true,
    email: true,
    brand: true,
    productName: true,
    purchase: true,
    usingYears: true,
    postDate: true,
    imei: true,
    imei2: true,
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Change at least one field' });
export type EditProductBody = z.input<typeof editProductBody>;
export type EditProduct = z.output<typeof editProductBody>;

/** Messages of a seller's listing actions (403/409), written once for the server and the web app. */
export const listingMessages = {
  notYours: 'You can only change your own listings',
  notEditable: 'A sold or reserved listing cannot be edited',
  heldByPaidOrder: 'A paid booking holds this phone: finish or cancel that order first',
  alreadySold: 'This listing is already marked sold',
  notMarkedSold: 'Only a listing you marked sold can be relisted',
} as const;
