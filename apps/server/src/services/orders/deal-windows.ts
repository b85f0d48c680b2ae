/** The deal's time limits (issue 24; Bangladesh's Digital Commerce Operation Guidelines 2021). */
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
  /** Both sides may rate each other this long after completion. */
  reviewMs: 14 * DAY,
  /** Wrong hand-over codes allowed per order within `codeWindowMs`. */
  codeTries: 5,
  codeWindowMs: 15 * 60_000,
} as const;

export const after = (start: Date, ms: number) => new Date(start.getTime() + ms);
