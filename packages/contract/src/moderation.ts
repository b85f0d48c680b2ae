import { z } from 'zod';
import { product } from './product.ts';

/**
 * A listing's place in review (issue 26 items 7 and 8, decision 0037). `live` is public; `pending` waits
 * for an admin (its seller is not yet verified); `rejected` carries the admin's reason until the seller
 * edits it (then `pending` again); `held` is hidden by open reports until an admin reviews them.
 */
export const listingReviewStates = ['live', 'pending', 'rejected', 'held'] as const;
export type ListingReviewState = (typeof listingReviewStates)[number];
/** Why a listing that was live waits for review again (decision 0052). */
export const listingReviewCauses = ['edited'] as const;
export type ListingReviewCause = (typeof listingReviewCauses)[number];

/**
 * Open reports from this many distinct people whose word carries weight hide a listing until an admin
 * reviews them (decision 0052): see `TRUSTED_REPORTER_DAYS` and `UPHELD_REPORTS_TO_TRUST`. An admin's
 * report hides it at once; anyone else's reports wait for an admin without hiding anything.
 */
export const REPORTS_TO_HOLD = 3;
/** A reporter's word carries weight once their account is this many days old… */
export const TRUSTED_REPORTER_DAYS = 7;
/** …or once this many of their reports were upheld by an admin (a listing removed on them). */
export const UPHELD_REPORTS_TO_TRUST = 1;
/** Reports one person may send in any 24 hours (decision 0052); the next is refused with 429. */
export const MAX_REPORTS_PER_DAY = 10;
/**
 * An edit by a seller not yet verified sends a live listing back to review when it changes the text
 * (details, location, area, model, colour), the photos, or the price by more than this share of the old price.
 */
export const MATERIAL_PRICE_CHANGE = 0.2;
export const MAX_REVIEW_REASON = 500;
export const MAX_REPORT_TEXT = 1000;

export const reportReasons = ['stolen', 'fake', 'wrong_price', 'scam', 'offensive', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportStatuses = ['open', 'dismissed', 'upheld'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** Messages of review and reports, written once for the server and the web app. */
export const moderationMessages = {
  reasonRequired: 'Say what the seller must fix',
  reasonTooLong: `The reason must be at most ${MAX_REVIEW_REASON} characters`,
  notPending: 'This listing is not waiting for review',
  reportTextRequired: 'Tell us what is wrong',
  reportTextTooLong: `The report must be at most ${MAX_REPORT_TEXT} characters`,
  reportReason: 'Choose a reason',
  alreadyReported: 'You have already reported this listing; an admin will look at it',
  ownListing: 'You cannot report your own listing',
  noOpenReports: 'This listing has no open reports',
  reportLimit: `You have sent ${MAX_REPORTS_PER_DAY} reports in the last 24 hours. Please wait a day before reporting more; admins are checking the ones you sent.`,
  editAwaitsReview: 'Saved. Your account is not verified yet, so an admin checks the changed text, price or photos before buyers see the listing again.',
  imeiLiveElsewhere: "This phone's IMEI is live in another listing: reject this one, or remove the other first",
} as const;

/** POST /products/{id}/review (admin): approve a pending listing, or reject it with a reason its seller sees. */
export const reviewDecisionBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('reject'),
    reason: z
      .string({ error: moderationMessages.reasonRequired })
      .trim()
      .min(1, moderationMessages.reasonRequired)
      .max(MAX_REVIEW_REASON, moderationMessages.reasonTooLong),
  }),
]);
export type ReviewDecisionBody = z.infer<typeof reviewDecisionBody>;

/** POST /products/{id}/reports: anyone signed in reports a public listing; the text is required for `other`. */
export const reportBody = z
  .object({
    reason: z.enum(reportReasons, { error: moderationMessages.reportReason }),
    text: z.string().trim().max(MAX_REPORT_TEXT, moderationMessages.reportTextTooLong).default(''),
  })
  .refine((body) => body.reason !== 'other' || body.text.length > 0, { message: moderationMessages.reportTextRequired, path: ['text'] });
export type ReportBody = z.input<typeof reportBody>;

/** POST /products/{id}/reports/review (admin): dismiss the open reports (the listing shows again) or remove the listing. */
export const reportsDecisionBody = z.object({ outcome: z.enum(['dismiss', 'remove']) });
export type ReportsDecisionBody = z.infer<typeof reportsDecisionBody>;

/** Another live listing with the same IMEI. Filled once listings carry IMEIs (issue 26 item 2). */
export const reviewImeiCollision = z.object({ productId: z.string(), productName: z.string(), seller: z.string() });

/** GET /admin/review-queue: one waiting listing with what the admin checks it against. */
export const reviewQueueItem = z.object({
  product,
  sellerEmail: z.string(),
  waitingSince: z.string(),
  /**
   * The seller's photo of the phone beside a paper with `listingCode` (null on listings by sellers who
   * were verified, or made before photos), and the other live listings with its IMEI.
   */
  verificationPhoto: z.string().nullable(),
  /** The code the seller was shown on the day of listing, which the paper should read (decision 0040). */
  listingCode: z.string(),
  imeiCollisions: z.array(reviewImeiCollision),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;

/** One report as the admin reads it. */
export const listingReport = z.object({
  _id: z.string(),
  reason: z.enum(reportReasons),
  text: z.string(),
  reporter: z.string(),
  createdAt: z.string(),
});
export type ListingReport = z.infer<typeof listingReport>;

/** GET /admin/reports: a listing with open reports, hidden or not, with those reports, the oldest first. */
export const reportedListing = z.object({ product, hidden: z.boolean(), reports: z.array(listingReport) });
export type ReportedListing = z.infer<typeof reportedListing>;

/** GET /reports/mine: a report the signed-in person made, with its outcome. */
export const myReport = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  reason: z.enum(reportReasons),
  text: z.string(),
  status: z.enum(reportStatuses),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReport>;
