import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order, SellerBalance, SellerProfile } from '@phonehaat/contract';
import { ledgerEntries, orderEvents, products } from '../../src/db/schema/index.ts';
import { dealWindows } from '../../src/services/orders/deal-windows.ts';
import { runDueTimers } from '../../src/services/timers/run-due-timers.ts';
import { dealFixture, TestClock } from '../support/deal.ts';
import { makeProduct } from '../support/factories.ts';
import { databaseKinds, type Actor } from '../support/test-app.ts';

const HOUR = 60 * 60_000;

describe.each(databaseKinds)('the deal on %s', (kind) => {
  const clock = new TestClock();
  const deal = dealFixture(kind, clock);

  const newProduct = (selling = 40_000) => makeProduct(deal.db, deal.seller, deal.category, { selling });
  const productStatus = async (id: string) =>
    (await deal.db.select({ status: products.status, deletedAt: products.deletedAt }).from(products).where(eq(products.id, id)))[0];
  const ledgerOf = (orderId: string) =>
    deal.db.select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));

  it("lists the seller's bookings with the buyer's name, phone and pick-up place, and what the seller may do", async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    const orderId = await deal.book(buyer, product.id);
    const response = await deal.call(deal.seller, 'GET', '/orders/selling');
    expect(response.statusCode).toBe(200);
    const mine = response.json<Order[]>().find((order) => order._id === orderId);
    expect(mine).toMatchObject({
      state: 'booked',
      buyerName: buyer.name,
      phone: '01711111111',
      pickUpLocation: 'Mirpur 10, Dhaka',
      actions: expect.arrayContaining(['accept', 'decline']),
    });
    expect(mine?.handoverCode).toBeUndefined();
    // The buyer sees none of another seller's list.
    const theirs = await deal.call(buyer, 'GET', '/orders/selling');
    expect(theirs.json<Order[]>()).toEqual([]);
  });

  it('refuses the wrong actor with 403 and the wrong state with 409 naming the state', async () => {
    const buyer = await deal.signUp();
    const stranger = await deal.signUp();
    const orderId = await deal.book(buyer, (await newProduct()).id);

    const byBuyer = await deal.call(buyer, 'POST', `/orders/${orderId}/accept`);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json()).toMatchObject({ code: 'FORBIDDEN' });
    const byStranger = await deal.call(stranger, 'GET', `/orders/${orderId}`);
    expect(byStranger.statusCode).toBe(403);

    await deal.act(deal.seller, orderId, 'accept');
    const again = await deal.call(deal.seller, 'POST', `/orders/${orderId}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_WRONG_STATE', message: expect.stringContaining('(accepted)') });
    const received = await deal.call(buyer, 'POST', `/orders/${orderId}/received`);
    expect(received.statusCode).toBe(409);
  });

  it('walks the whole meet-up deal: book, accept, pay, code, received, ratings, balance, payout', async () => {
    const buyer = await deal.signUp();
    const rival = await deal.signUp();
    const product = await newProduct(40_000);
    const orderId = await deal.book(buyer, product.id);
    const rivalOrder = await deal.book(rival, product.id);
    await deal.act(deal.seller, orderId, 'accept');

    const paid = await deal.pay(buyer, orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    const asBuyer = await deal.order(buyer, orderId);
    expect(asBuyer.state).toBe('paid');
    expect(asBuyer.handoverCode).toMatch(/^\d{6}$/);
    expect((await deal.order(deal.seller, orderId)).handoverCode).toBeUndefined();
    expect(await ledgerOf(orderId)).toEqual([{ kind: 'held', amount: 4_000_000 }]);
    // The other open booking on the phone is declined with a message; the phone is off the market.
    const declined = await deal.order(rival, rivalOrder);
    expect(declined.state).toBe('declined');
    expect(declined.timeline?.at(-1)).toMatchObject({ action: 'decline_sold', actor: 'system', note: 'Another buyer has paid for this phone' });
    expect((await productStatus(product.id))?.status).toBe('sold');

    const balanceHeld = await deal.call(deal.seller, 'GET', '/balance');
    expect(balanceHeld.json<SellerBalance>()).toMatchObject({ held: 4_000_000, available: 0 });

    const code = asBuyer.handoverCode!;
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await deal.call(deal.seller, 'POST', `/orders/${orderId}/handover-code`, { neirDeregistered: true, code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'HANDOVER_CODE_WRONG' });
    expect(refused.body).not.toContain(code);
    const handed = await deal.act(deal.seller, orderId, 'handover-code', { neirDeregistered: true, code });
    expect(handed).toMatchObject({ state: 'handed_over', delivery: 'meetup' });
    expect(handed.handoverCode).toBeUndefined();

    const completed = await deal.act(buyer, orderId, 'received');
    expect(completed.state).toBe('completed');
    expect(completed.timeline?.map((event) => event.to)).toEqual(['booked', 'accepted', 'paid', 'handed_over', 'completed']);
    expect(await ledgerOf(orderId)).toEqual([
      { kind: 'held', amount: 4_000_000 },
      { kind: 'released', amount: 4_000_000 },
    ]);

    const buyerReview = await deal.call(buyer, 'POST', `/orders/${orderId}/review`, { rating: 5, text: 'Exactly as described' });
    expect(buyerReview.statusCode, buyerReview.body).toBe(201);
    const twice = await deal.call(buyer, 'POST', `/orders/${orderId}/review`, { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_REVIEWED' });
    const sellerReview = await deal.call(deal.seller, 'POST', `/orders/${orderId}/review`, { rating: 4 });
    expect(sellerReview.statusCode).toBe(201);

    const profile = await deal.app.inject(`/api/sellers/${deal.seller.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<SellerProfile>()).toMatchObject({ name: deal.seller.name, completedSales: 1, averageRating: 5, ratingCount: 1 });
    expect(profile.body).not.toContain(deal.seller.email);

    const balance = (await deal.call(deal.seller, 'GET', '/balance')).json<SellerBalance>();
    expect(balance).toMatchObject({ held: 0, available: 4_000_000, paidOut: 0 });
    const tooMuch = await deal.call(deal.seller, 'POST', '/payouts', { amount: 4_000_001, account: { method: 'bkash', number: '01700000000' } });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'PAYOUT_EXCEEDS_BALANCE' });
    const requested = await deal.call(deal.seller, 'POST', '/payouts', { amount: 4_000_000, account: { method: 'bkash', number: '01700000000' } });
    expect(requested.statusCode, requested.body).toBe(201);
    const payoutId = requested.json<{ _id: string }>()._id;
    const byNonAdmin = await deal.call(deal.seller, 'POST', `/payouts/${payoutId}/paid`, { reference: 'TRX1' });
    expect(byNonAdmin.statusCode).toBe(403);
    const markPaid = await deal.call(deal.admin, 'POST', `/payouts/${payoutId}/paid`, { reference: 'BKASH-TRX-1' });
    expect(markPaid.statusCode, markPaid.body).toBe(200);
    const markAgain = await deal.call(deal.admin, 'POST', `/payouts/${payoutId}/paid`, { reference: 'BKASH-TRX-1' });
    expect(markAgain.json()).toMatchObject({ code: 'PAYOUT_ALREADY_PAID' });
    expect((await deal.call(deal.seller, 'GET', '/balance')).json<SellerBalance>()).toMatchObject({ available: 0, paidOut: 4_000_000, requested: 0 });
  });

  it('locks the hand-over code after five wrong tries within 15 minutes, then lets the seller try again', async () => {
    const buyer = await deal.signUp();
    const orderId = await deal.book(buyer, (await newProduct()).id);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    const code = (await deal.order(buyer, orderId)).handoverCode!;
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < dealWindows.codeTries; i += 1) {
      expect((await deal.call(deal.seller, 'POST', `/orders/${orderId}/handover-code`, { neirDeregistered: true, code: wrong })).statusCode).toBe(400);
    }
    const locked = await deal.call(deal.seller, 'POST', `/orders/${orderId}/handover-code`, { neirDeregistered: true, code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'HANDOVER_CODE_LOCKED' });
    clock.advance(dealWindows.codeWindowMs + 1);
    expect((await deal.act(deal.seller, orderId, 'handover-code', { neirDeregistered: true, code })).state).toBe('handed_over');
  });

  it('takes a courier delivery: tracking reference, then the buyer confirms and completes', async () => {
    const buyer = await deal.signUp();
    const orderId = await deal.book(buyer, (await newProduct()).id);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    const sent = await deal.act(deal.seller, orderId, 'sent', { neirDeregistered: true, trackingReference: 'SA-PATHAO-778812' });
    expect(sent).toMatchObject({ state: 'sent', delivery: 'courier', trackingReference: 'SA-PATHAO-778812' });
    expect((await deal.act(buyer, orderId, 'received')).state).toBe('handed_over');
    expect((await deal.act(buyer, orderId, 'received')).state).toBe('completed');
  });

  it('resolves a dispute once: refund puts the phone back on sale; a second resolution is refused', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct(25_000);
    const orderId = await deal.book(buyer, product.id);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    await deal.act(deal.seller, orderId, 'handover-code', { neirDeregistered: true, code: (await deal.order(buyer, orderId)).handoverCode });
    const disputed = await deal.call(buyer, 'POST', `/orders/${orderId}/dispute`, { reason: 'not_working', text: 'The screen goes black' });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json<Order>().state).toBe('disputed');

    const queue = await deal.call(deal.admin, 'GET', '/disputes');
    expect(queue.json<Order[]>().map((order) => order._id)).toContain(orderId);
    expect((await deal.call(deal.seller, 'GET', '/disputes')).statusCode).toBe(403);

    const resolved = await deal.call(deal.admin, 'POST', `/disputes/${orderId}/resolve`, { outcome: 'refund', note: 'Seller agreed' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<Order>().state).toBe('refunded');
    const twice = await deal.call(deal.admin, 'POST', `/disputes/${orderId}/resolve`, { outcome: 'release', note: 'Changed my mind' });
    expect(twice.statusCode).toBe(409);
    expect(await ledgerOf(orderId)).toEqual([
      { kind: 'held', amount: 2_500_000 },
      { kind: 'refunded', amount: 2_500_000 },
    ]);
    expect((await productStatus(product.id))?.status).toBe('available');
  });

  it('closes the dispute window 72 hours after the hand-over; then the timer completes the order', async () => {
    const buyer = await deal.signUp();
    const orderId = await deal.book(buyer, (await newProduct()).id);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    await deal.act(deal.seller, orderId, 'handover-code', { neirDeregistered: true, code: (await deal.order(buyer, orderId)).handoverCode });
    clock.advance(dealWindows.disputeMs);
    const late = await deal.call(buyer, 'POST', `/orders/${orderId}/dispute`, { reason: 'other', text: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'DISPUTE_WINDOW_CLOSED' });
    await runDueTimers(deal.db, deal.app.catalogueChanged, clock.now());
    expect((await deal.order(buyer, orderId)).state).toBe('completed');
    expect((await ledgerOf(orderId)).map((entry) => entry.kind)).toEqual(['held', 'released']);
  });

  it('expires unanswered bookings after 48 hours and refunds paid orders not handed over within 5 days', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    const unanswered = await deal.book(buyer, (await newProduct()).id);
    const orderId = await deal.book(await deal.signUp(), product.id);
    await deal.act(deal.seller, orderId, 'accept');

    clock.advance(dealWindows.answerMs - HOUR);
    await runDueTimers(deal.db, deal.app.catalogueChanged, clock.now());
    expect((await deal.order(deal.seller, unanswered)).state).toBe('booked');
    clock.advance(HOUR);
    await runDueTimers(deal.db, deal.app.catalogueChanged, clock.now());
    expect((await deal.order(deal.seller, unanswered)).state).toBe('expired');
    expect((await deal.order(deal.seller, orderId)).state).toBe('expired');
    // An expired booking can no longer be paid; a new booking of the phone can.
    expect((await deal.pay(buyer, unanswered)).statusCode).toBe(409);

    const fresh = await deal.signUp();
    const paidOrder = await deal.book(fresh, product.id);
    expect((await deal.pay(fresh, paidOrder)).statusCode).toBe(200);
    clock.advance(dealWindows.handoverMs);
    // Two sweeps (or two instances) at once: the order is refunded once.
    await Promise.all([runDueTimers(deal.db, deal.app.catalogueChanged, clock.now()), runDueTimers(deal.db, deal.app.catalogueChanged, clock.now())]);
    expect((await deal.order(fresh, paidOrder)).state).toBe('refunded');
    expect((await ledgerOf(paidOrder)).map((entry) => entry.kind)).toEqual(['held', 'refunded']);
    expect((await productStatus(product.id))?.status).toBe('available');
    const events = await deal.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, paidOrder), eq(orderEvents.action, 'handover_timeout')));
    expect(events).toHaveLength(1);
  });

  it('counts the orders waiting for each side', async () => {
    const seller2 = await deal.signUp('Seller');
    const buyer = await deal.signUp();
    const product = await makeProduct(deal.db, seller2, deal.category);
    const orderId = await deal.book(buyer, product.id);
    const count = async (actor: Actor) => (await deal.call(actor, 'GET', '/orders/attention')).json<{ count: number }>().count;
    expect(await count(seller2)).toBe(1);
    expect(await count(buyer)).toBe(0);
    await deal.act(seller2, orderId, 'accept');
    expect(await count(seller2)).toBe(0);
    expect(await count(buyer)).toBe(1);
    // A cash order waits for its seller to meet the buyer and hand the phone over, as a paid one does.
    const cashPhone = await makeProduct(deal.db, seller2, deal.category, { cashAccepted: true });
    const cashOrder = await deal.book(buyer, cashPhone.id);
    await deal.act(seller2, cashOrder, 'accept');
    await deal.act(buyer, cashOrder, 'cash');
    expect(await count(seller2)).toBe(1);
    await deal.act(seller2, cashOrder, 'handover-code', { neirDeregistered: true, code: (await deal.order(buyer, cashOrder)).handoverCode });
    expect(await count(seller2)).toBe(0);
  });

  it("cancels a buyer's open booking when the buyer deletes it, and shows the order's state on My Orders", async () => {
    const buyer = await deal.signUp();
    const orderId = await deal.book(buyer, (await newProduct()).id);
    const mine = await deal.call(buyer, 'GET', `/bookingProduct/${orderId}`);
    expect(mine.json()).toMatchObject({ paid: false, state: 'booked' });
    const deleted = await deal.app.inject({ method: 'DELETE', url: `/api/bookingsProduct/${orderId}`, headers: buyer.auth });
    expect(deleted.json()).toMatchObject({ deletedCount: 1 });
    expect((await deal.order(deal.seller, orderId)).state).toBe('cancelled');
    expect((await deal.call(deal.seller, 'POST', `/orders/${orderId}/accept`)).statusCode).toBe(409);
  });

  it('keeps the timeline and the ledger append-only', async () => {
    await expect(deal.db.update(ledgerEntries).set({ amount: 1 })).rejects.toThrow();
    await expect(deal.db.delete(orderEvents)).rejects.toThrow();
  });
});
