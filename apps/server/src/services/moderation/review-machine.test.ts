import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPORTS_TO_HOLD } from '@phonehaat/contract';
import { initialReview, isPublic, nextReview, ReviewRefused, type ReviewEvent, type ReviewState } from './review-machine.ts';

const event: fc.Arbitrary<ReviewEvent> = fc.oneof(
  fc.constant({ kind: 'approve' as const }),
  fc.string({ minLength: 1, maxLength: 20 }).map((reason) => ({ kind: 'reject' as const, reason })),
  fc.record({ material: fc.boolean(), trusted: fc.boolean() }).map((edit) => ({ kind: 'edit' as const, ...edit })),
  fc
    .record({ weightyReporters: fc.integer({ min: 0, max: 6 }), byAdmin: fc.boolean() })
    .map((reported) => ({ kind: 'reported' as const, ...reported })),
  fc.constant({ kind: 'imeiLiveElsewhere' as const }),
  fc.constant({ kind: 'dismiss' as const }),
  fc.constant({ kind: 'remove' as const }),
);
const seller = fc.record({ verify: fc.boolean(), role: fc.constantFrom('User', 'Seller', 'admin') });

/** Runs events from a seller's new listing; a refused event leaves the state as it was. */
function run(start: ReviewState, events: ReviewEvent[]) {
  const trace: { before: ReviewState; event: ReviewEvent; after: ReviewState; refused: boolean }[] = [];
  let state = start;
  for (const next of events) {
    try {
      const after = nextReview(state, next);
      trace.push({ before: state, event: next, after, refused: false });
      state = after;
    } catch (error) {
      expect(error).toBeInstanceOf(ReviewRefused);
      trace.push({ before: state, event: next, after: state, refused: true });
    }
  }
  return trace;
}

describe('the listing review state machine (decision 0037)', () => {
  it('starts live only for verified sellers and admins', () => {
    fc.assert(
      fc.property(seller, (who) => {
        expect(isPublic(initialReview(who))).toBe(who.verify || who.role === 'admin');
      }),
    );
  });

  it('keeps its invariants over any sequence of events', () => {
    fc.assert(
      fc.property(seller, fc.array(event, { maxLength: 30 }), (who, events) => {
        for (const step of run(initialReview(who), events)) {
          const { before, event: happened, after, refused } = step;
          // A reason exactly when rejected, and it is the admin's.
          expect(after.reason !== null).toBe(after.status === 'rejected');
          if (after.status === 'rejected' && before.status !== 'rejected') expect(happened).toMatchObject({ kind: 'reject', reason: after.reason });
          // Only an admin's approval or dismissal makes a listing public that was not.
          if (!isPublic(before) && isPublic(after)) expect(['approve', 'dismiss']).toContain(happened.kind);
          // A cause only on a waiting listing, and `edited` only from a live one a seller needing review changed materially.
          if (after.cause !== null) expect(after.status).toBe('pending');
          if (after.cause === 'edited' && before.cause !== 'edited') {
            expect(happened).toEqual({ kind: 'edit', material: true, trusted: false });
            expect(before.status).toBe('live');
          }
          // Reports hide only live listings, and only at REPORTS_TO_HOLD reporters whose word weighs, or an admin's.
          if (after.status === 'held' && before.status !== 'held') {
            expect(happened.kind).toBe('reported');
            expect(before.status).toBe('live');
            const reported = happened as Extract<ReviewEvent, { kind: 'reported' }>;
            expect(reported.byAdmin || reported.weightyReporters >= REPORTS_TO_HOLD).toBe(true);
          }
          // Reports of new accounts alone change nothing: they wait for an admin.
          if (happened.kind === 'reported' && !happened.byAdmin && happened.weightyReporters < REPORTS_TO_HOLD) expect(after).toEqual(before);
          // A phone back on sale whose IMEI is live elsewhere is not public.
          if (happened.kind === 'imeiLiveElsewhere' && !refused) expect(isPublic(after)).toBe(false);
          // Removal is final: nothing applies after it.
          if (before.status === 'removed') expect(refused).toBe(true);
          // A seller's edit never publishes, fixes a rejection into a wait for review, and sends a live listing
          // back to review exactly when it is material and its seller needs review (decision 0052).
          if (happened.kind === 'edit' && !refused) {
            const backToReview = before.status === 'rejected' || (before.status === 'live' && happened.material && !happened.trusted);
            expect(after.status).toBe(backToReview ? 'pending' : before.status);
          }
          // Approve and reject apply to a waiting listing only.
          if ((happened.kind === 'approve' || happened.kind === 'reject') && before.status !== 'pending') expect(refused).toBe(true);
        }
      }),
    );
  });

  it('reaches every state from a new unverified listing', () => {
    const reached = new Set<string>();
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        for (const step of run(initialReview({ verify: false, role: 'Seller' }), events)) reached.add(step.after.status);
      }),
      { numRuns: 300 },
    );
    expect([...reached].sort()).toEqual(['held', 'live', 'pending', 'rejected', 'removed']);
  });
});
