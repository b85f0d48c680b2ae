/**
 * The deal's time limits (issue 24; Bangladesh's Digital Commerce Operation Guidelines 2021). The server's
 * timers and guards run on them, and the help pages state them from here, so the two cannot drift.
 */
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export const dealWindows = {
  /** A booking the seller has not answered, or an accepted one not paid, expires after this. */
  answerMs: 48 * HOUR,
  /** A paid order not handed over within this is refunded in full. */
  handoverMs: 5 * DAY,
  /** The same when the seller sent it by courier (counted from payment too). */
  courierHandoverMs: 10 * DAY,
  /** After the hand-over the buyer may report a problem this long; then the money is released. */
  disputeMs: 72 * HOUR,
  /**
   * The law's notice (Digital Commerce Guidelines 2021): a paid phone not handed over or sent within this
   * tells the buyer and reminds the seller (issue 38); the refund comes later, at `handoverMs`.
   */
  handoverNoticeMs: 48 * HOUR,
  /** Every complaint must be acted on within this: a dispute still open then goes to the admins again. */
  complaintActionMs: 72 * HOUR,
  /** Both sides may rate each other this long after completion. */
  reviewMs: 14 * DAY,
  /** Wrong hand-over codes allowed per order within `codeWindowMs`. */
  codeTries: 5,
  codeWindowMs: 15 * 60_000,
} as const;

/** The windows in the units people read them in (hours, days, minutes), for texts that state them. */
export const dealWindowFigures = {
  answerHours: dealWindows.answerMs / HOUR,
  handoverDays: dealWindows.handoverMs / DAY,
  courierDays: dealWindows.courierHandoverMs / DAY,
  disputeHours: dealWindows.disputeMs / HOUR,
  reviewDays: dealWindows.reviewMs / DAY,
  codeTries: dealWindows.codeTries,
  codeMinutes: dealWindows.codeWindowMs / 60_000,
} as const;
export type DealWindowFigure = keyof typeof dealWindowFigures;
