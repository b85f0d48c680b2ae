import { REPORTS_TO_HOLD, type ListingReviewState } from '@phonehaat/contract';

/**
 * The listing's review as a state machine (decision 0037), pure so that its rules are tested on their
 * own (fast-check) and every writer asks it before changing `review_status`.
 *
 *   listed by a verified seller or an admin → live; by anyone else → pending
 *   pending  --approve-->          live
 *   pending  --reject(reason)-->   rejected
 *   rejected --seller edits-->     pending        (other edits change nothing)
 *   live     --reported (open reports from REPORTS_TO_HOLD people)--> held
 *   held     --dismiss-->          live           (live stays live: its reports are closed)
 *   any      --remove-->           removed        (the row is soft-deleted; reports are upheld)
 */
export type ReviewEvent =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'edit' }
  | { kind: 'reported'; openReporters: number }
  | { kind: 'dismiss' }
  | { kind: 'remove' };

export interface ReviewState {
  status: ListingReviewState | 'removed';
  reason: string | null;
}

/** A state a listing row holds (removal is the row's `deleted_at`). */
export interface StoredReview extends ReviewState {
  status: ListingReviewState;
}

/** The state a new listing starts in. */
export const initialReview = (seller: { verify: boolean; role: string }): StoredReview => ({
  status: seller.verify || seller.role === 'admin' ? 'live' : 'pending',
  reason: null,
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
      return { status: 'live', reason: null };
    case 'reject':
      if (state.status !== 'pending') throw new ReviewRefused('not pending');
      return { status: 'rejected', reason: event.reason };
    case 'edit':
      return reviewAfterEdit({ ...state, status: state.status });
    case 'reported':
      return state.status === 'live' && event.openReporters >= REPORTS_TO_HOLD ? { status: 'held', reason: null } : state;
    case 'dismiss':
      if (state.status !== 'held' && state.status !== 'live') throw new ReviewRefused('not reported');
      return { status: 'live', reason: null };
    case 'remove':
      return { status: 'removed', reason: null };
  }
}

/** After its seller edits it: a rejected listing waits for review again; any other keeps its state. */
export const reviewAfterEdit = (state: StoredReview): StoredReview => (state.status === 'rejected' ? { status: 'pending', reason: null } : state);

/** Public (in lists, search, sitemap and to anyone on the product page) only when live. */
export const isPublic = (state: ReviewState) => state.status === 'live';
