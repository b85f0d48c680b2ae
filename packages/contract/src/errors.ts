/** Error codes the API puts in `{ code }`; the web app reads the code, not the wording. */
export const errorCodes = {
  validation: 'VALIDATION',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  productSold: 'PRODUCT_SOLD',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unavailable: 'UNAVAILABLE',
  paymentFailed: 'PAYMENT_FAILED',
  /** An order action asked of an order in a state that does not allow it (409; the message names the state). */
  orderWrongState: 'ORDER_WRONG_STATE',
  /** The hand-over code entered is not the order's (400). */
  handoverCodeWrong: 'HANDOVER_CODE_WRONG',
  /** Too many wrong hand-over codes for this order lately (429). */
  handoverCodeLocked: 'HANDOVER_CODE_LOCKED',
  /**
   * A booking whose order holds money or a hand-over code (paid, cash agreed, sent, handed over,
   * disputed) cannot be deleted from My Orders (409): it is cancelled, handed over or reported instead.
   */
  orderNotDeletable: 'ORDER_NOT_DELETABLE',
  /** The 72-hour window to report a problem after the hand-over has passed (409). */
  disputeWindowClosed: 'DISPUTE_WINDOW_CLOSED',
  /** The 14-day window to rate after completion has passed, or the order is not completed (409). */
  reviewWindowClosed: 'REVIEW_WINDOW_CLOSED',
  /** This side has rated this order already (409). */
  alreadyReviewed: 'ALREADY_REVIEWED',
  /** A payout asked for more than the seller's available balance (409). */
  payoutExceedsBalance: 'PAYOUT_EXCEEDS_BALANCE',
  /** The payout was marked paid already (409). */
  payoutAlreadyPaid: 'PAYOUT_ALREADY_PAID',
  /** A new listing's IMEI is live in another listing (409, `errors.imei` says so too). */
  imeiTaken: 'IMEI_TAKEN',
  /** Three IMEI collisions in 24 hours: further listings and relists by this person wait (429; decision 0052). */
  imeiAttemptsLimited: 'IMEI_ATTEMPTS_LIMITED',
  /** Ten reports in 24 hours from this person (429; decision 0052). */
  reportLimit: 'REPORT_LIMIT',
  /**
   * Not a refusal: the edit was saved, and the listing of a seller not yet verified waits for review again
   * because its text, price or photos changed (`review.cause` on the listing; decision 0052).
   */
  editAwaitsReview: 'EDIT_AWAITS_REVIEW',
  /** Issue 38: a listing going live or a payout being paid while its seller has verified neither email nor phone (409). */
  contactUnverified: 'CONTACT_UNVERIFIED',
  /** Issue 38: the hour's cap on phone codes sent to a number or from an address is reached (429). */
  phoneCodeLimit: 'PHONE_CODE_LIMIT',
  /** Issue 38 §4: deleting one's account while an order is open or money is held for them (409; GET /users/me/deletion says what). */
  accountNotDeletable: 'ACCOUNT_NOT_DELETABLE',
  /** Issue 39 §4: an answer to an offer no longer open, accepted, declined, countered, withdrawn or expired meanwhile (409; the message names which). */
  offerNotPending: 'OFFER_NOT_PENDING',
  /** Issue 39 §4: a new offer in a conversation that already has an open one (409): it is answered or withdrawn first. */
  offerOpen: 'OFFER_OPEN',
  /** Issue 39 §5: this filter is among the person's saved searches already (409). */
  savedSearchExists: 'SAVED_SEARCH_EXISTS',
  /** Issue 39 §5: the person keeps MAX_SAVED_SEARCHES saved searches already (409). */
  savedSearchLimit: 'SAVED_SEARCH_LIMIT',
  /** Issue 41 §6: a write with this Idempotency-Key is still being carried out (409 with Retry-After; decision 0072). */
  idempotencyKeyInUse: 'IDEMPOTENCY_KEY_IN_USE',
  /** Issue 41 §6: this Idempotency-Key was used with another request body (422; decision 0072). */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
