import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryMessages, type DeliveryQuote, type Order, type ParcelMismatch } from '@phonehaat/contract';
import { bookings, ledgerEntries, notifications, orderEvents, parcels, payments } from '../../src/db/schema/index.ts';
import type { SimulatedCourier } from '../../src/services/couriers/simulated-courier.ts';
import { sweepOrderTimers } from '../../src/services/timers/sweep-order-timers.ts';
import { dealFixture, TestClock } from '../support/deal.ts';
import { makeProduct } from '../support/factories.ts';
import { databaseKinds, type Actor } from '../support/test-app.ts';

const HOUR = 3600_000;
const RANGPUR = { division: 'rangpur', district: 'rangpur', area: 'Kotwali', street: 'House 12, Road 3, Dhap', landmark: 'Jail Road mosque', phone: '01712345678' };
const DHAKA = { ...RANGPUR, division: 'dhaka', district: 'dhaka', area: 'Mirpur 10', street: 'Flat 4B, Road 6, Block C' };

/** Issue 42 through the API on the simulated courier: quote, book with delivery, pay, pickup, parcel moves, confirm; returns; COD. */
describe.each(databaseKinds)('delivery by courier on %s', (kind) => {
  const clock = new TestClock();
  const deal = dealFixture(kind, clock);

  const shipping = (overrides: Parameters<typeof makeProduct>[3] = {}) =>
    makeProduct(deal.db, deal.seller, deal.category, { selling: 30_000, district: 'dhaka', division: 'dhaka', ships: true, ...overrides });
  const quote = (productId: string, district: string, cod = false) =>
    deal.app.inject(`/api/delivery/quote?productId=${productId}&district=${district}&cod=${cod}`);
  const sweep = () => sweepOrderTimers(deal.db, deal.app.catalogueChanged, [], clock.now(), deal.app.log, deal.app.courier);
  async function bookDelivered(buyer: Actor, productId: string, address = RANGPUR): Promise<string> {
    const response = await deal.call(buyer, 'POST', '/bookingProduct', {
      productId,
      pickUpLocation: 'House 12, Road 3, Dhap, Rangpur',
      phone: address.phone,
      delivery: { kind: 'courier', address },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ insertedId: string }>().insertedId;
  }
  const pickup = (actor: Actor, orderId: string, body: unknown = { neirDeregistered: true }) => deal.call(actor, 'POST', `/orders/${orderId}/pickup`, body);
  const ledgerOf = (orderId: string) =>
    deal.db.select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
  const kindsFor = async (userId: string, orderId: string) =>
    (await deal.db.select({ kind: notifications.kind, params: notifications.params }).from(notifications).where(eq(notifications.userId, userId)))
      .filter((row) => (row.params as { orderId?: string }).orderId === orderId)
      .map((row) => row.kind);

  it('quotes the fee from the plan, apart from the price, and refuses what the seller does not offer', async () => {
    const meetOnly = await makeProduct(deal.db, deal.seller, deal.category, { district: 'dhaka' });
    const refused = await quote(meetOnly.id, 'rangpur');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(deliveryMessages.notOffered);

    const product = await shipping();
    const far = (await quote(product.id, 'rangpur')).json<DeliveryQuote>();
    expect(far).toEqual({ courier: 'simulated', feeTk: 130, deliveryTk: 130, codChargeTk: 0, totalTk: 30_130, deliveryDays: 10 });
    const near = (await quote(product.id, 'dhaka')).json<DeliveryQuote>();
    expect(near).toMatchObject({ feeTk: 80, totalTk: 30_080, deliveryDays: 5 });
    expect((await quote(product.id, 'rangpur', true)).json<{ message: string }>().message).toBe(deliveryMessages.codNotAccepted);
    expect((await quote(product.id, 'atlantis')).statusCode).toBe(400);
  });

  it('a bad address is refused naming the field, and books nothing', async () => {
    const product = await shipping();
    const buyer = await deal.signUp();
    const wrong = await deal.call(buyer, 'POST', '/bookingProduct', {
      productId: product.id,
      pickUpLocation: 'somewhere',
      phone: '01712345678',
      delivery: { kind: 'courier', address: { ...RANGPUR, division: 'sylhet', phone: '12345' } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(deliveryMessages.districtOutsideDivision);
    expect(wrong.body).toContain(deliveryMessages.mobile);
    expect(await deal.db.select().from(bookings).where(eq(bookings.productId, product.id))).toEqual([]);
  });

  it('the whole delivered deal: fee paid with the price and held, pickup booked once, the parcel moves the order, the buyer confirms', async () => {
    const product = await shipping();
    const buyer = await deal.signUp();
    const orderId = await bookDelivered(buyer, product.id);
    const booked = await deal.order(buyer, orderId);
    expect(booked.courier).toMatchObject({ feeTk: 130, totalTk: 30_130, cashOnDelivery: false, parcel: null, address: RANGPUR });
    expect(booked.courier?.addressLine).toBe('House 12, Road 3, Dhap, near Jail Road mosque, Kotwali, Rangpur');

    const paid = await deal.pay(buyer, orderId);
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    const [payment] = await deal.db.select({ amount: payments.amount }).from(payments).where(eq(payments.bookingId, orderId));
    expect(payment?.amount).toBe(30_130);
    // The seller's held money is the phone's price: the fee is the courier's.
    expect(await ledgerOf(orderId)).toEqual([{ kind: 'held', amount: 3_000_000 }]);
    const buyerPaid = await deal.order(buyer, orderId);
    expect(buyerPaid.handoverCode).toBeUndefined();
    const sellerPaid = await deal.order(deal.seller, orderId);
    expect(sellerPaid.actions).toContain('book_pickup');
    expect(sellerPaid.actions).not.toContain('enter_code');
    expect(sellerPaid.actions).not.toContain('mark_sent');

    expect((await pickup(deal.seller, orderId, {})).statusCode).toBe(400);
    expect((await pickup(buyer, orderId)).statusCode).toBe(403);
    const code = await deal.call(deal.seller, 'POST', `/orders/${orderId}/handover-code`, { code: '123456', neirDeregistered: true });
    expect(code.statusCode).toBe(409);
    const booking = await pickup(deal.seller, orderId);
    expect(booking.statusCode, booking.body).toBe(200);
    const withParcel = booking.json<Order>();
    expect(withParcel.state).toBe('paid');
    expect(withParcel.courier?.parcel).toMatchObject({
      courier: 'simulated',
      status: 'pending',
      consignmentId: expect.stringMatching(/^SIM\d{6}$/),
      trackingCode: expect.stringMatching(/^SIMT\d{6}$/),
      codAmountTk: 0,
    });
    // 10 days from payment: Dhaka to Rangpur.
    expect(Date.parse(withParcel.courier!.parcel!.deliverBy) - Date.parse(withParcel.paidAt!)).toBe(10 * 24 * HOUR);
    const again = await pickup(deal.seller, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(deliveryMessages.pickupBooked);
    expect(await kindsFor(buyer.id, orderId)).toContain('pickup_booked');

    clock.advance(3 * HOUR);
    await sweep();
    const sent = await deal.order(buyer, orderId);
    expect(sent.state).toBe('sent');
    expect(sent.dueAt).toBeNull();
    expect(sent.timeline?.find((event) => event.action === 'parcel_picked_up')).toMatchObject({ actor: 'system', neirDeregistered: true });
    clock.advance(6 * HOUR);
    await sweep();
    expect((await deal.order(buyer, orderId)).courier?.parcel?.status).toBe('in_transit');
    clock.advance(30 * HOUR);
    await sweep();
    const delivered = await deal.order(buyer, orderId);
    expect(delivered.state).toBe('handed_over');
    expect(delivered.actions.sort()).toEqual(['complete', 'dispute']);
    expect(delivered.courier?.parcel?.events.map((event) => event.status)).toEqual(['pending', 'picked_up', 'in_transit', 'delivered']);
    expect(await kindsFor(buyer.id, orderId)).toEqual(expect.arrayContaining(['order_sent', 'parcel_delivered']));
    // A second sweep of a delivered parcel changes nothing and tells no one again.
    const eventsBefore = (await deal.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).length;
    clock.advance(HOUR);
    await sweep();
    expect((await deal.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).length).toBe(eventsBefore);

    const completed = await deal.act(buyer, orderId, 'received');
    expect(completed.state).toBe('completed');
    expect((await ledgerOf(orderId)).map((row) => row.kind).sort()).toEqual(['held', 'released']);
  });

  it('a returned parcel refunds the buyer everything paid and puts the phone back on sale', async () => {
    const product = await shipping();
    const buyer = await deal.signUp();
    const orderId = await bookDelivered(buyer, product.id, DHAKA);
    await deal.pay(buyer, orderId);
    expect((await pickup(deal.seller, orderId)).statusCode).toBe(200);
    clock.advance(9 * HOUR);
    await sweep();
    expect((await deal.order(buyer, orderId)).state).toBe('sent');
    // The seller may not cancel a parcel on its way; it comes back as a return.
    expect((await deal.call(deal.seller, 'POST', `/orders/${orderId}/cancel`, {})).statusCode).toBe(409);
    await (deal.app.courier as SimulatedCourier).markReturned({ invoice: orderId });
    clock.advance(HOUR);
    await sweep();
    const returned = await deal.order(buyer, orderId);
    expect(returned.state).toBe('refunded');
    expect(returned.courier?.parcel?.status).toBe('returned');
    expect((await ledgerOf(orderId)).map((row) => row.kind).sort()).toEqual(['held', 'refunded']);
    expect((await deal.app.inject(`/api/products/${product.id}`)).json<{ status: string }>().status).toBe('available');
    expect(await kindsFor(buyer.id, orderId)).toEqual(expect.arrayContaining(['parcel_returned', 'refund_made']));
    expect(await kindsFor(deal.seller.id, orderId)).toContain('parcel_returned');
  });

  it('cash on delivery: fee quoted with the cash charge, the courier collects price and fee, delivery completes it settled outside', async () => {
    const product = await shipping({ codAccepted: true });
    const buyer = await deal.signUp();
    const orderId = await bookDelivered(buyer, product.id);
    await deal.act(deal.seller, orderId, 'accept');
    const agreed = await deal.act(buyer, orderId, 'cash');
    expect(agreed.state).toBe('cash_agreed');
    // 130 delivery + 1 % of 30,000 collected.
    expect(agreed.courier).toMatchObject({ cashOnDelivery: true, feeTk: 430, totalTk: 30_430 });
    const booked = (await pickup(deal.seller, orderId)).json<Order>();
    expect(booked.courier?.parcel?.codAmountTk).toBe(30_430);
    clock.advance(40 * HOUR);
    await sweep();
    const done = await deal.order(buyer, orderId);
    expect(done.state).toBe('completed');
    expect(await ledgerOf(orderId)).toEqual([{ kind: 'settled_outside', amount: 3_000_000 }]);
  });

  it('a parcel past the law\u2019s deadline tells buyer, seller and admins once, and lets the buyer report it', async () => {
    const product = await shipping();
    const buyer = await deal.signUp();
    const orderId = await bookDelivered(buyer, product.id);
    await deal.pay(buyer, orderId);
    await pickup(deal.seller, orderId);
    clock.advance(3 * HOUR);
    await sweep();
    const early = await deal.call(buyer, 'POST', `/orders/${orderId}/dispute`, { reason: 'not_received', text: 'Where is it?' });
    expect(early.statusCode).toBe(409);
    // The courier is stuck: the parcel's deadline is moved to now, as if ten days had passed.
    await deal.db.update(parcels).set({ deliverBy: clock.now() }).where(eq(parcels.orderId, orderId));
    await deal.db.update(parcels).set({ checkedAt: clock.now() }).where(eq(parcels.orderId, orderId));
    await sweep();
    await sweep();
    for (const person of [buyer, deal.seller, deal.admin]) expect((await kindsFor(person.id, orderId)).filter((k) => k === 'delivery_overdue')).toHaveLength(1);
    const reported = await deal.call(buyer, 'POST', `/orders/${orderId}/dispute`, { reason: 'not_received', text: 'Ten days and no phone' });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json<Order>().state).toBe('disputed');
    // The courier delivers after all: the order stays disputed and the admins see the disagreement.
    clock.advance(40 * HOUR);
    await sweep();
    expect((await deal.order(buyer, orderId)).state).toBe('disputed');
    const listed = (await deal.call(deal.admin, 'GET', '/admin/reconciliation/parcels')).json<ParcelMismatch[]>();
    expect(listed.find((row) => row.orderId === orderId)).toBeUndefined();
    await deal.db.update(bookings).set({ state: 'sent' }).where(and(eq(bookings.id, orderId)));
    const mismatched = (await deal.call(deal.admin, 'GET', '/admin/reconciliation/parcels')).json<ParcelMismatch[]>();
    expect(mismatched.find((row) => row.orderId === orderId)).toMatchObject({ parcelStatus: 'delivered', orderState: 'sent' });
    expect((await deal.call(buyer, 'GET', '/admin/reconciliation/parcels')).statusCode).toBe(403);
  });
});
