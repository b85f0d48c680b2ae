import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Booking, Order } from '@phonehaat/contract';
import { bookings, products } from '../../src/db/schema/index.ts';
import { dealWindows } from '../../src/services/orders/deal-windows.ts';
import { runDueTimers } from '../../src/services/timers/run-due-timers.ts';
import { dealFixture, TestClock } from '../support/deal.ts';
import { makeProduct } from '../support/factories.ts';
import { databaseKinds, type Actor } from '../support/test-app.ts';

const SUCCESS_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };

/**
 * My Orders and the payment page read the booking answer (issue 36, items 10, 11 and 13): it carries
 * what the viewer may do now, from the one transition table, and whether the booking may be deleted;
 * the server refuses what the answer does not offer.
 */
describe.each(databaseKinds)('what a booking offers its buyer on %s', (kind) => {
  const clock = new TestClock();
  const deal = dealFixture(kind, clock);

  const newProduct = (overrides: { cashAccepted?: boolean } = {}) =>
    makeProduct(deal.db, deal.seller, deal.category, { selling: 30_000, ...overrides });
  const remove = (actor: Actor, id: string) =>
    deal.app.inject({ method: 'DELETE', url: `/api/bookingsProduct/${id}`, headers: actor.auth });
  const booking = async (actor: Actor, id: string): Promise<Booking> => {
    const response = await deal.call(actor, 'GET', `/bookingProduct/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Booking>();
  };
  const listed = async (buyer: Actor) =>
    (await deal.call(buyer, 'GET', `/bookingProduct?email=${encodeURIComponent(buyer.email)}`)).json<Booking[]>();
  const sorted = (actions: Booking['actions']) => [...(actions ?? [])].sort();

  it('offers Pay Now and Cancel on a booking the seller has not answered, and paying it gives the seller the phone to hand over', async () => {
    const buyer = await deal.signUp();
    const orderId = await deal.book(buyer, (await newProduct()).id);
    const open = await booking(buyer, orderId);
    expect(open).toMatchObject({ state: 'booked', paid: false, deletable: true });
    expect(sorted(open.actions)).toEqual(['cancel', 'pay']);
    expect(sorted((await listed(buyer)).find((row) => row._id === orderId)?.actions)).toEqual(['cancel', 'pay']);

    // Decision 0020 (kept, decision 0053): paying before the seller answers is allowed, and the server takes it.
    const paid = await deal.pay(buyer, orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await booking(buyer, orderId);
    expect(after).toMatchObject({ state: 'paid', paid: true, deletable: false, actions: [] });
    const asSeller = await deal.order(deal.seller, orderId);
    expect(sorted(asSeller.actions)).toEqual(['cancel', 'enter_code', 'mark_sent']);
    expect(asSeller.timeline?.map((event) => [event.from, event.to])).toEqual([
      [null, 'booked'],
      ['booked', 'paid'],
    ]);
    // Accepting is no longer open: the seller's answer is the hand-over.
    expect((await deal.call(deal.seller, 'POST', `/orders/${orderId}/accept`)).statusCode).toBe(409);
  });

  it('offers cash only once accepted, and neither Pay Now nor cash once the listing is removed', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct({ cashAccepted: true });
    const orderId = await deal.book(buyer, product.id);
    expect(sorted((await booking(buyer, orderId)).actions)).toEqual(['cancel', 'pay']);
    await deal.act(deal.seller, orderId, 'accept');
    expect(sorted((await booking(buyer, orderId)).actions)).toEqual(['cancel', 'choose_cash', 'pay']);

    await deal.db.update(products).set({ deletedAt: clock.now() }).where(eq(products.id, product.id));
    const removed = await booking(buyer, orderId);
    expect(removed).toMatchObject({ productStatus: 'removed', state: 'accepted' });
    expect(removed.actions).toEqual(['cancel']);
    expect((await deal.order(buyer, orderId)).actions).toEqual(['cancel']);
    const intent = await deal.call(buyer, 'POST', '/create-payment-intent', { items: { _id: orderId } });
    expect(intent.statusCode).toBe(409);
  });

  it('offers nothing to pay on an expired booking, refuses its payment, and lets the buyer delete it', async () => {
    const buyer = await deal.signUp();
    const orderId = await deal.book(buyer, (await newProduct()).id);
    clock.advance(dealWindows.answerMs + 60_000);
    await runDueTimers(deal.db, deal.app.catalogueChanged, clock.now());
    const expired = await booking(buyer, orderId);
    expect(expired).toMatchObject({ state: 'expired', paid: false, productStatus: 'available', actions: [], deletable: true });
    const intent = await deal.call(buyer, 'POST', '/create-payment-intent', { items: { _id: orderId } });
    expect(intent.statusCode).toBe(409);
    expect(intent.json()).toMatchObject({ code: 'ORDER_WRONG_STATE' });
    const deleted = await remove(buyer, orderId);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ deletedCount: 1 });
  });

  it('keeps a refunded booking paid in the spec field but with its state refunded and nothing to pay', async () => {
    const buyer = await deal.signUp();
    const orderId = await deal.book(buyer, (await newProduct()).id);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    await deal.act(deal.seller, orderId, 'cancel', { reason: 'Screen cracked since' });
    const refunded = await booking(buyer, orderId);
    expect(refunded).toMatchObject({ state: 'refunded', paid: true, productStatus: 'available', actions: [], deletable: true });
  });

  it('refuses to delete a booking whose order holds money or a hand-over code, for its buyer and an admin, and keeps it listed', async () => {
    const buyer = await deal.signUp();
    const paidOrder = await deal.book(buyer, (await newProduct()).id);
    expect((await deal.pay(buyer, paidOrder)).statusCode).toBe(200);
    const cashOrder = await deal.book(buyer, (await newProduct({ cashAccepted: true })).id);
    await deal.act(deal.seller, cashOrder, 'accept');
    await deal.act(buyer, cashOrder, 'cash');
    const sentOrder = await deal.book(buyer, (await newProduct()).id);
    expect((await deal.pay(buyer, sentOrder)).statusCode).toBe(200);
    await deal.act(deal.seller, sentOrder, 'sent', { trackingReference: 'PATHAO-1', neirDeregistered: true });
    const disputedOrder = await deal.book(buyer, (await newProduct()).id);
    expect((await deal.pay(buyer, disputedOrder)).statusCode).toBe(200);
    const code = (await deal.order(buyer, disputedOrder)).handoverCode;
    await deal.act(deal.seller, disputedOrder, 'handover-code', { neirDeregistered: true, code });
    const handedOver = (await deal.order(buyer, disputedOrder)).state;
    await deal.act(buyer, disputedOrder, 'dispute', { reason: 'not_working', text: 'It does not switch on' });

    const held: [string, Order['state']][] = [
      [paidOrder, 'paid'],
      [cashOrder, 'cash_agreed'],
      [sentOrder, 'sent'],
      [disputedOrder, 'disputed'],
    ];
    expect(handedOver).toBe('handed_over');
    for (const [id, state] of held) {
      for (const who of [buyer, deal.admin]) {
        const refused = await remove(who, id);
        expect(refused.statusCode, `${state}: ${refused.body}`).toBe(409);
        expect(refused.json()).toMatchObject({
          code: 'ORDER_NOT_DELETABLE',
          message: 'This order holds your payment or a hand-over code, so it cannot be deleted. Open it to see what you can do.',
        });
      }
      expect(await booking(buyer, id)).toMatchObject({ state, deletable: false });
    }
    expect((await listed(buyer)).map((row) => row._id).sort()).toEqual(held.map(([id]) => id).sort());
    expect((await deal.order(buyer, paidOrder)).handoverCode).toMatch(/^\d{6}$/);
    expect((await deal.order(buyer, cashOrder)).handoverCode).toMatch(/^\d{6}$/);
    const rows = await deal.db.select({ deletedAt: bookings.deletedAt }).from(bookings).where(eq(bookings.buyerId, buyer.id));
    expect(rows.every((row) => row.deletedAt === null)).toBe(true);
  });

  it('lets the buyer delete a booking that holds nothing: open (cancelled first), declined, completed', async () => {
    const buyer = await deal.signUp();
    const openOrder = await deal.book(buyer, (await newProduct()).id);
    const declinedOrder = await deal.book(buyer, (await newProduct()).id);
    await deal.act(deal.seller, declinedOrder, 'decline', { reason: 'Sold in the shop' });
    const completedOrder = await deal.book(buyer, (await newProduct()).id);
    expect((await deal.pay(buyer, completedOrder)).statusCode).toBe(200);
    const code = (await deal.order(buyer, completedOrder)).handoverCode;
    await deal.act(deal.seller, completedOrder, 'handover-code', { neirDeregistered: true, code });
    await deal.act(buyer, completedOrder, 'received');

    for (const id of [openOrder, declinedOrder, completedOrder]) {
      expect((await booking(buyer, id)).deletable).toBe(true);
      const deleted = await remove(buyer, id);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toMatchObject({ deletedCount: 1 });
    }
    expect(await listed(buyer)).toEqual([]);
    expect((await deal.order(deal.seller, openOrder)).state).toBe('cancelled');
  });

  it('never hides a paid booking when its payment and its deletion come at once', async () => {
    const buyer = await deal.signUp();
    // Either the payment comes first (the deletion is refused, the booking stays listed) or the
    // deletion does (the booking is cancelled, so the payment is refused); never a hidden paid booking.
    const outcomes = [
      { payment: 200, deletion: 409, state: 'paid', hidden: false },
      { payment: 409, deletion: 200, state: 'cancelled', hidden: true },
      // Deleted before the payment's record read the booking: not found, the charge released by its job.
      { payment: 404, deletion: 200, state: 'cancelled', hidden: true },
    ];
    for (let round = 0; round < 8; round += 1) {
      const orderId = await deal.book(buyer, (await newProduct()).id);
      const intent = await deal.call(buyer, 'POST', '/create-payment-intent', { items: { _id: orderId } });
      const confirmed = await deal.call(buyer, 'POST', '/payments/simulated/confirm', {
        clientSecret: intent.json<{ clientSecret: string }>().clientSecret,
        card: SUCCESS_CARD,
      });
      const transactionId = confirmed.json<{ id: string }>().id;
      const [payment, deletion] = await Promise.all([
        deal.call(buyer, 'POST', '/payments', { transactionId, bookingId: orderId }),
        remove(buyer, orderId),
      ]);
      const [row] = await deal.db
        .select({ state: bookings.state, deletedAt: bookings.deletedAt })
        .from(bookings)
        .where(eq(bookings.id, orderId));
      expect(outcomes).toContainEqual({
        payment: payment.statusCode,
        deletion: deletion.statusCode,
        state: row?.state,
        hidden: row?.deletedAt !== null,
      });
    }
  });
});
