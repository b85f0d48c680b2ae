import { REPORTS_TO_HOLD, type ListingReviewCause, type ListingReviewState } from '@phonehaat/contract';

/**
 * The listing's review as a state machine (decision 0037), pure so that its rules are tested on their
 * own (fast-check) and every writer asks it before changing `review_status`.
 *
 *   listed by a verified seller or an admin → live; by anyone else → pending
 *   pending  --approve-->          live
 *   pending  --reject(reason)-->   rejected
 *   rejected --seller edits-->     pending        (other edits change nothing)
 *   live     --material edit by a seller not verified--> pending, cause `edited` (decision 0052)
 *   live     --reported (open reports from REPORTS_TO_HOLD people whose word weighs, or an admin's)--> held
 *   live     --back on sale while its IMEI is live elsewhere (a refund)--> pending
 *   held     --dismiss-->          live           (live stays live: its reports are closed)
 *   any      --remove-->           removed        (the row is soft-deleted; reports are upheld)
 */
export type ReviewEvent =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  /** `material`: text, photos or the price beyond MATERIAL_PRICE_CHANGE; `trusted`: a verified seller or an admin. */
  | { kind: 'edit'; material: boolean; trusted: boolean }
  /** `weightyReporters`: distinct people with open reports whose word carries weight (reporter-weight.ts). */
  | { kind: 'reported'; weightyReporters: number; byAdmin: boolean }
  | { kind: 'imeiLiveElsewhere' }
  | { kind: 'dismiss' }
  | { kind: 'remove' };

export interface ReviewState {
  status: ListingReviewState | 'removed';
  reason: string | null;
  /** Why a listing that was live waits again; only on `pending`. */
  cause: ListingReviewCause | null;
}

/** A state a listing row holds (removal is the row's `deleted_at`). */
export interface StoredReview extends ReviewState {
  status: ListingReviewState;
}

/** The state a new listing starts in. */
export const initialReview = (seller: { verify: boolean; role: string }): StoredReview => ({
  status: seller.verify || seller.role === 'admin' ? 'live' : 'pending',
  reason: null,
  cause: null,
});

/** Why an event does not apply: the caller answers 409 with it. */
export class ReviewRefused extends Error {
  override name = 'ReviewRefused';
}

/** The state after `event`, or ReviewRefused when the event does not apply to `state`. */
export function nextReview(state: ReviewState, event: ReviewEvent): ReviewState {
  if (state.status === 'removed') throw new ReviewRefused('removed');
  switch (event.kind) {
    case 'approve':
      if (state.status !== 'pending') throw new ReviewRefused('not pending');
      return { status: 'live', reason: null, cause: null };
    case 'reject':
      if (state.status !== 'pending') throw new ReviewRefused('not pending');
      return { status: 'rejected', reason: event.reason, cause: null };
    case 'edit':
      return reviewAfterEdit({ ...state, status: state.status }, event);
    case 'reported':
      return state.status === 'live' && (event.byAdmin || event.weightyReporters >= REPORTS_TO_HOLD) ? { status: 'held', reason: null, cause: null } : state;
    case 'imeiLiveElsewhere':
      return state.status === 'live' ? { status: 'pending', reason: null, cause: null } : state;
    case 'dismiss':
      if (state.status !== 'held' && state.status !== 'live') throw new ReviewRefused('not reported');
      return { status: 'live', reason: null, cause: null };
    case 'remove':
      return { status: 'removed', reason: null, cause: null };
  }
}

/**
 * After its seller edits it: a rejected listing waits for review again; a live one too when the edit is
 * material and its seller needs review (decision 0052: approved, then edited into a scam); any other
 * keeps its state.
 */
export function reviewAfterEdit(state: StoredReview, edit: { material: boolean; trusted: boolean }): StoredReview {
  if (state.status === 'rejected') return { status: 'pending', reason: null, cause: null };
  if (state.status === 'live' && edit.material && !edit.trusted) return { status: 'pending', reason: null, cause: 'edited' };
  return state;
}

/** Public (in lists, search, sitemap and to anyone on the product page) only when live. */
export const isPublic = (state: ReviewState) => state.status === 'live';
