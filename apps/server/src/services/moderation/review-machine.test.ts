import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPORTS_TO_HOLD } from '@phonehaat/contract';
import { initialReview, isPublic, nextReview, ReviewRefused, type ReviewEvent, type ReviewState } from './review-machine.ts';

const event: fc.Arbitrary<ReviewEvent> = fc.oneof(
  fc.constant({ kind: 'approve' as const }),
  fc.string({ minLength: 1, maxLength: 20 }).map((reason) => ({ kind: 'reject' as const, reason })),
  fc.constant({ kind: 'edit' as const }),
  fc.integer({ min: 0, max: 6 }).map((openReporters) => ({ kind: 'reported' as const, openReporters })),
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
          // Reports hide only live listings, and only at REPORTS_TO_HOLD reporters.
          if (after.status === 'held' && before.status !== 'held') {
            expect(happened).toMatchObject({ kind: 'reported' });
            expect(before.status).toBe('live');
            expect((happened as { openReporters: number }).openReporters).toBeGreaterThanOrEqual(REPORTS_TO_HOLD);
          }
          // Removal is final: nothing applies after it.
          if (before.status === 'removed') expect(refused).toBe(true);
          // A seller's edit never publishes, and fixes a rejection into a wait for review.
          if (happened.kind === 'edit' && !refused) {
            expect(after.status).toBe(before.status === 'rejected' ? 'pending' : before.status);
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
