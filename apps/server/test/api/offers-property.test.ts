import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/viewer.ts';
import { bookings, messages, notifications, offers } from '../../src/db/schema/index.ts';
import { AppError } from '../../src/errors/app-error.ts';
import { createBooking } from '../../src/services/bookings/create-booking.ts';
import { answerOffer } from '../../src/services/offers/answer-offer.ts';
import { counterOffer } from '../../src/services/offers/counter-offer.ts';
import { expireDueOffers } from '../../src/services/offers/expire-offers.ts';
import { makeOffer } from '../../src/services/offers/make-offer.ts';
import { dealFixture, TestClock } from '../support/deal.ts';
import { makeProduct } from '../support/factories.ts';
import { databaseKinds, type Actor } from '../support/test-app.ts';

const PRICE = 60_000;
const HOUR = 60 * 60 * 1000;
const viewerOf = (actor: Actor): Viewer => ({
  id: actor.id,
  name: actor.name,
  email: actor.email,
  role: actor.role,
  verify: false,
  image: null,
});

/** A step of a random walk over one listing and two buyers; `offer` counts back from the newest offer. */
type Step =
  | { kind: 'make'; buyer: number; amount: number }
  | { kind: 'counter'; offer: number; amount: number }
  | { kind: 'answer'; who: 'buyer' | 'seller'; offer: number; action: 'accept' | 'decline' | 'withdraw' }
  | { kind: 'book'; buyer: number }
  | { kind: 'time'; hours: number }
  | { kind: 'sweep' };

// Mostly fair prices, sometimes the asking price itself or one taka above it (refused).
const amount = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: PRICE }) },
  { weight: 1, arbitrary: fc.constantFrom(PRICE, PRICE + 1, 45_000) },
);
const make = fc.record({ kind: fc.constant('make' as const), buyer: fc.nat(1), amount });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: make },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('counter' as const), offer: fc.nat(2), amount }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      who: fc.constantFrom('buyer' as const, 'seller' as const),
      offer: fc.nat(2),
      action: fc.constantFrom('accept' as const, 'accept' as const, 'decline' as const, 'withdraw' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('book' as const), buyer: fc.nat(1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 50 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'sweep' as const }) },
);

/** Walks through every state, run before the random ones (fast-check's `examples`). */
const everyState: Step[][] = [
  [
    { kind: 'make', buyer: 0, amount: 50_000 },
    { kind: 'counter', offer: 0, amount: 55_000 },
    { kind: 'answer', who: 'buyer', offer: 0, action: 'accept' },
    { kind: 'make', buyer: 1, amount: 40_000 },
    { kind: 'answer', who: 'seller', offer: 0, action: 'decline' },
    { kind: 'make', buyer: 1, amount: 41_000 },
    { kind: 'answer', who: 'buyer', offer: 0, action: 'withdraw' },
    { kind: 'make', buyer: 1, amount: 42_000 },
    { kind: 'time', hours: 49 },
    { kind: 'sweep' },
  ],
  [
    { kind: 'make', buyer: 0, amount: 50_000 },
    { kind: 'time', hours: 48 },
    { kind: 'answer', who: 'seller', offer: 0, action: 'accept' },
    { kind: 'make', buyer: 0, amount: 51_000 },
    { kind: 'book', buyer: 1 },
    { kind: 'answer', who: 'seller', offer: 0, action: 'accept' },
  ],
];

/**
 * Issue 39 §4's offers as a small state machine, walked at random through the services: whatever the
 * order of offers, counters, answers, bookings, time and sweeps, the rows keep their invariants.
 */
describe.each(databaseKinds)('offer walks on %s', (kind) => {
  const clock = new TestClock();
  const deal = dealFixture(kind, clock);
  // Each walk a fortnight after the last: the sending limits count the seller's last minute of messages.
  let start = clock.now().getTime();

  async function checkInvariants(productId: string, directBookings: Set<string>) {
    const rows = await deal.db.select().from(offers).where(eq(offers.productId, productId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const pendingPerThread = new Map<string, number>();
    for (const row of rows)
      if (row.state === 'pending') pendingPerThread.set(row.conversationId, (pendingPerThread.get(row.conversationId) ?? 0) + 1);
    expect([...pendingPerThread.values()].every((count) => count === 1)).toBe(true);

    const booked = await deal.db.select().from(bookings).where(eq(bookings.productId, productId));
    const ids = [...byId.keys()];
    const lines = ids.length === 0 ? [] : await deal.db.select().from(messages).where(inArray(messages.offerId, ids));
    // The offer_expired notifications of these offers (their event is `offer:<id>:expired`).
    const told =
      ids.length === 0
        ? []
        : await deal.db
            .select({ offerId: sql<string>`split_part(${notifications.dedupeKey}, ':', 2)` })
            .from(notifications)
            .where(
              and(eq(notifications.kind, 'offer_expired'), inArray(sql`split_part(${notifications.dedupeKey}, ':', 2)`, ids)),
            );
    for (const row of rows) {
      expect(row.amount).toBeLessThanOrEqual(PRICE);
      // Accepted ⇔ a booking at its amount, for its buyer, on its place and phone.
      const booking = booked.find((candidate) => candidate.id === row.bookingId);
      if (row.state === 'accepted') {
        expect(booking, row.id).toMatchObject({
          buyerId: row.buyerId,
          price: row.amount,
          pickUpLocation: row.pickUpLocation,
          phone: row.phone,
        });
      } else {
        expect(row.bookingId, row.id).toBeNull();
      }
      // The thread: one line when made, one more when it closed (a counter's line is the new offer's).
      const ownLines = lines.filter((line) => line.offerId === row.id).length;
      expect(ownLines, `${row.id} ${row.state}`).toBe(row.state === 'pending' || row.state === 'countered' ? 1 : 2);
      // A seller's offer counters exactly one buyer's offer of its thread, and each countered offer has one counter.
      if (row.madeBy === 'seller')
        expect(byId.get(row.counterOf!)).toMatchObject({
          state: 'countered',
          conversationId: row.conversationId,
          madeBy: 'buyer',
        });
      if (row.state === 'countered') expect(rows.filter((other) => other.counterOf === row.id)).toHaveLength(1);
      // An expired offer told both sides once; no other did.
      const expiredNotices = told.filter((notice) => notice.offerId === row.id);
      expect(expiredNotices.length, row.id).toBe(row.state === 'expired' ? 2 : 0);
    }
    // Every booking of the phone is a direct one or an accepted offer's.
    for (const booking of booked)
      expect(directBookings.has(booking.id) || rows.some((row) => row.bookingId === booking.id)).toBe(true);
  }

  it('keeps one open offer per thread, and every accepted offer a booking at its price', async () => {
    // The same two buyers every walk (each walk is about a new listing, a fortnight later).
    const buyers = [await deal.signUp(), await deal.signUp()];
    await fc.assert(
      fc.asyncProperty(fc.tuple(make, fc.array(step, { maxLength: 14 })), async ([first, rest]) => {
        const steps = [first, ...rest];
        start += 14 * 24 * HOUR;
        let now = new Date(start);
        const product = await makeProduct(deal.db, deal.seller, deal.category, { selling: PRICE });
        const made: string[] = [];
        const directBookings = new Set<string>();
        const seller = viewerOf(deal.seller);
        const target = (back: number) => made[made.length - 1 - Math.min(back, made.length - 1)];

        for (const current of steps) {
          try {
            if (current.kind === 'make') {
              const terms = { productId: product.id, amount: current.amount, pickUpLocation: 'Mirpur 10', phone: '01711111111' };
              made.push((await makeOffer(deal.db, viewerOf(buyers[current.buyer]!), terms, now)).id);
            } else if (current.kind === 'counter' && made.length > 0) {
              made.push((await counterOffer(deal.db, seller, target(current.offer)!, current.amount, now)).id);
            } else if (current.kind === 'answer' && made.length > 0) {
              const offerId = target(current.offer)!;
              const [row] = await deal.db.select({ buyerId: offers.buyerId }).from(offers).where(eq(offers.id, offerId));
              const viewer = current.who === 'seller' ? seller : viewerOf(buyers.find((buyer) => buyer.id === row!.buyerId)!);
              await answerOffer(deal.db, deal.app.catalogueChanged, viewer, offerId, current.action, now);
            } else if (current.kind === 'book') {
              const booking = { productId: product.id, pickUpLocation: 'Mirpur 10', phone: '01711111111' };
              directBookings.add((await createBooking(deal.db, viewerOf(buyers[current.buyer]!), booking, now)).insertedId);
            } else if (current.kind === 'time') {
              now = new Date(now.getTime() + current.hours * HOUR);
            } else if (current.kind === 'sweep') {
              await expireDueOffers(deal.db, now);
            }
          } catch (error) {
            // Refusals (wrong side, wrong state, above the price, an open offer or booking) are part of the walk.
            if (!(error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500)) throw error;
            expect(error.statusCode).not.toBe(429);
          }
          await checkInvariants(product.id, directBookings);
        }
        // However the walk ended, a sweep far enough later leaves no offer pending.
        await expireDueOffers(deal.db, new Date(now.getTime() + 49 * HOUR));
        const open = await deal.db
          .select()
          .from(offers)
          .where(and(eq(offers.productId, product.id), eq(offers.state, 'pending')));
        expect(open).toEqual([]);
        await checkInvariants(product.id, directBookings);
      }),
      { numRuns: 25, examples: everyState.map(([first, ...rest]) => [[first as Extract<Step, { kind: 'make' }>, rest]]) },
    );
  }, 300_000);
});
