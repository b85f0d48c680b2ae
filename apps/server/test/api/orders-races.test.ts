import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@phonehaat/contract';
import { bookings, handoverAttempts, ledgerEntries, orderEvents } from '../../src/db/schema/index.ts';
import { applyTransition } from '../../src/services/orders/apply-transition.ts';
import { dealWindows } from '../../src/services/orders/deal-windows.ts';
import { runDueTimers } from '../../src/services/timers/run-due-timers.ts';
import { dealFixture, TestClock } from '../support/deal.ts';
import { makeProduct } from '../support/factories.ts';
import { databaseKinds, type Actor } from '../support/test-app.ts';

/** Races of issue 24: each has one winner, and the loser is told the state the winner left. */
describe.each(databaseKinds)('order races on %s', (kind) => {
  const clock = new TestClock();
  const deal = dealFixture(kind, clock);

  const newProduct = () => makeProduct(deal.db, deal.seller, deal.category);
  const settledEntries = (orderId: string) =>
    deal.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), inArray(ledgerEntries.kind, ['released', 'refunded'])));

  /** A paid order handed over at the meet-up. */
  async function handedOver(): Promise<{ orderId: string; buyer: Actor }> {
    const buyer = await deal.signUp();
    const orderId = await deal.book(buyer, (await newProduct()).id);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    await deal.act(deal.seller, orderId, 'handover-code', { neirDeregistered: true, code: (await deal.order(buyer, orderId)).handoverCode });
    return { orderId, buyer };
  }

  it('the seller accepts while the buyer cancels: the cancel stands, ten times over, and no change is lost', async () => {
    for (let round = 0; round < 10; round += 1) {
      const buyer = await deal.signUp();
      const orderId = await deal.book(buyer, (await newProduct()).id);
      const [accepted, cancelled] = await Promise.all([
        deal.call(deal.seller, 'POST', `/orders/${orderId}/accept`),
        deal.call(buyer, 'POST', `/orders/${orderId}/cancel`, {}),
      ]);
      // A booking may be cancelled before or after its acceptance, so the cancel always wins; the
      // accept either came first (and shows in the timeline) or is refused naming the cancelled state.
      expect(cancelled.statusCode).toBe(200);
      expect((await deal.order(buyer, orderId)).state).toBe('cancelled');
      const events = await deal.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
      if (accepted.statusCode === 200) {
        expect(events.map((event) => event.toState)).toEqual(['booked', 'accepted', 'cancelled']);
      } else {
        expect(accepted.statusCode).toBe(409);
        expect(accepted.json()).toMatchObject({ code: 'ORDER_WRONG_STATE', message: expect.stringContaining('(cancelled)') });
        expect(events.map((event) => event.toState)).toEqual(['booked', 'cancelled']);
      }
    }
  });

  it('two buyers pay for one phone: one order is paid and holds money, the other is declined and its charge released', async () => {
    const product = await newProduct();
    const [first, second] = [await deal.signUp(), await deal.signUp()];
    const orders = [await deal.book(first, product.id), await deal.book(second, product.id)];
    const results = await Promise.all([deal.pay(first, orders[0]!), deal.pay(second, orders[1]!)]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const states = await deal.db.select({ state: bookings.state }).from(bookings).where(inArray(bookings.id, orders));
    expect(states.map((row) => row.state).sort()).toEqual(['declined', 'paid']);
    const held = await deal.db.select().from(ledgerEntries).where(and(inArray(ledgerEntries.orderId, orders), eq(ledgerEntries.kind, 'held')));
    expect(held).toHaveLength(1);
  });

  it('the dispute arrives as the auto-receive timer fires: one wins, and the money moves once', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { orderId, buyer } = await handedOver();
      const [row] = await deal.db.select({ handedOverAt: bookings.handedOverAt }).from(bookings).where(eq(bookings.id, orderId));
      // The buyer's request is a millisecond inside the window; the timer runs at its due moment.
      const lastMoment = new Date(row!.handedOverAt!.getTime() + dealWindows.disputeMs - 1);
      const due = new Date(row!.handedOverAt!.getTime() + dealWindows.disputeMs);
      const viewer = { id: buyer.id, name: buyer.name, email: buyer.email, role: buyer.role, verify: false, image: null };
      const [dispute, timer] = await Promise.allSettled([
        applyTransition(deal.db, deal.app.catalogueChanged, { orderId, action: 'dispute', by: { viewer }, now: lastMoment, input: { note: 'other: screen' } }),
        runDueTimers(deal.db, deal.app.catalogueChanged, due),
      ]);
      expect(timer.status).toBe('fulfilled');
      const final = (await deal.order(buyer, orderId)).state;
      if (final === 'disputed') {
        expect(dispute.status).toBe('fulfilled');
        expect(await settledEntries(orderId)).toHaveLength(0);
      } else {
        expect(final).toBe('completed');
        expect(dispute.status).toBe('rejected');
        expect((await settledEntries(orderId)).map((entry) => entry.kind)).toEqual(['released']);
      }
    }
  });

  it('thirty wrong hand-over codes at once: at most five are judged, the rest locked, and the right code is refused until the window passes', async () => {
    const buyer = await deal.signUp();
    const orderId = await deal.book(buyer, (await newProduct()).id);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    const code = (await deal.order(buyer, orderId)).handoverCode!;
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => deal.call(deal.seller, 'POST', `/orders/${orderId}/handover-code`, { neirDeregistered: true, code: wrong })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(dealWindows.codeTries);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - dealWindows.codeTries);
    expect(await deal.db.select().from(handoverAttempts).where(eq(handoverAttempts.orderId, orderId))).toHaveLength(dealWindows.codeTries);

    const right = await deal.call(deal.seller, 'POST', `/orders/${orderId}/handover-code`, { neirDeregistered: true, code });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'HANDOVER_CODE_LOCKED' });
    expect((await deal.order(buyer, orderId)).state).toBe('paid');
    clock.advance(dealWindows.codeWindowMs + 1);
    expect((await deal.act(deal.seller, orderId, 'handover-code', { neirDeregistered: true, code })).state).toBe('handed_over');
  });

  it('an admin resolves a dispute twice at once: refund or release, never both', async () => {
    const { orderId, buyer } = await handedOver();
    await deal.call(buyer, 'POST', `/orders/${orderId}/dispute`, { reason: 'not_working', text: 'Dead battery' });
    const [refund, release] = await Promise.all([
      deal.call(deal.admin, 'POST', `/disputes/${orderId}/resolve`, { outcome: 'refund', note: 'first tab' }),
      deal.call(deal.admin, 'POST', `/disputes/${orderId}/resolve`, { outcome: 'release', note: 'second tab' }),
    ]);
    expect([refund.statusCode, release.statusCode].sort()).toEqual([200, 409]);
    const final = (await deal.order(deal.admin, orderId)) as Order;
    const settled = await settledEntries(orderId);
    expect(settled).toHaveLength(1);
    expect(settled[0]?.kind).toBe(final.state === 'refunded' ? 'refunded' : 'released');
  });
});
