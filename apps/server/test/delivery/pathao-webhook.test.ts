import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryQuote, Order } from '@phonehaat/contract';
import { sweepOrderTimers } from '../../src/services/timers/sweep-order-timers.ts';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { PATHAO_TEST_CREDENTIALS, startPathaoStandIn, type PathaoStandIn } from '../support/pathao-stand-in.ts';
import { createTestApp, type Actor, type TestApp } from '../support/test-app.ts';

const SECRET = 'pathao-webhook-secret-for-tests';
const ADDRESS = { division: 'rangpur', district: 'rangpur', area: 'Kotwali', street: 'House 4, Road 2', phone: '01711223344' };
const HOUR = 3600_000;

/**
 * COURIER=pathao through the app against the local Pathao: the fee from its price plan, and a create whose
 * answer never comes — Pathao cannot be asked by our invoice, so nothing books it again; its own signed
 * order.created push settles the parcel, and later pushes move the order.
 */
describe('delivery by Pathao', () => {
  const clock = new TestClock();
  let standIn: PathaoStandIn;
  let t: TestApp;
  let deal: ReturnType<typeof dealDriver>;
  let seller: Actor;

  beforeAll(async () => {
    standIn = await startPathaoStandIn();
    t = await createTestApp(
      'pglite',
      {
        COURIER: 'pathao',
        PATHAO_BASE_URL: standIn.url,
        PATHAO_CLIENT_ID: PATHAO_TEST_CREDENTIALS.clientId,
        PATHAO_CLIENT_SECRET: PATHAO_TEST_CREDENTIALS.clientSecret,
        PATHAO_USERNAME: PATHAO_TEST_CREDENTIALS.username,
        PATHAO_PASSWORD: PATHAO_TEST_CREDENTIALS.password,
        PATHAO_STORE_ID: String(PATHAO_TEST_CREDENTIALS.storeId),
        PATHAO_WEBHOOK_SECRET: SECRET,
        PATHAO_TIMEOUT_MS: '300',
      },
      { now: clock.now },
    );
    deal = dealDriver(t);
    seller = await t.signUp('Seller');
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const push = (body: object, signature = SECRET) =>
    t.app.inject({
      method: 'POST',
      url: '/api/couriers/pathao/webhook',
      headers: { 'x-pathao-signature': signature, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('answers Pathao\u2019s integration check, and refuses a push without the secret', async () => {
    const check = await push({ event: 'webhook_integration' });
    expect(check.statusCode).toBe(202);
    expect(check.headers['x-pathao-merchant-webhook-integration-secret']).toBe('f3992ecc-59da-4cbe-a049-a13da2018d51');
    expect((await push({ event: 'order.delivered', merchant_order_id: 'x' }, 'not-the-secret-at-all')).statusCode).toBe(401);
  });

  it('a lost create is not booked twice; the order.created push settles it and the parcel moves the order', async () => {
    const category = await makeCategory(t.database.db);
    const product = await makeProduct(t.database.db, seller, category, { selling: 40_000, district: 'dhaka', division: 'dhaka', ships: true });
    const quote = (await t.app.inject(`/api/delivery/quote?productId=${product.id}&district=rangpur&area=Kotwali`)).json<DeliveryQuote>();
    expect(quote).toMatchObject({ courier: 'pathao', deliveryDays: 10 });
    expect(quote.feeTk).toBeGreaterThan(0);
    const buyer = await t.signUp();
    const booked = await deal.call(buyer, 'POST', '/bookingProduct', {
      productId: product.id,
      pickUpLocation: 'House 4, Road 2, Rangpur',
      phone: ADDRESS.phone,
      delivery: { kind: 'courier', address: ADDRESS },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const orderId = booked.json<{ insertedId: string }>().insertedId;
    expect((await deal.pay(buyer, orderId)).statusCode).toBeLessThan(300);

    standIn.hangNext('orders');
    const pickup = await deal.call(seller, 'POST', `/orders/${orderId}/pickup`, { neirDeregistered: true });
    expect(pickup.statusCode, pickup.body).toBe(200);
    expect(pickup.json<Order>().courier?.parcel).toMatchObject({ status: 'requested', consignmentId: null });
    const created = () => [...standIn.orders.values()].filter((order) => order.merchant_order_id === orderId);
    expect(created()).toHaveLength(1);
    // The sweep asks again: Pathao refuses the repeated merchant_order_id, and nothing more is booked.
    clock.advance(HOUR);
    await sweepOrderTimers(t.database.db, t.app.catalogueChanged, [], clock.now(), t.app.log, t.app.courier);
    expect(created()).toHaveLength(1);
    expect((await deal.order(buyer, orderId)).courier?.parcel?.status).toBe('requested');

    const consignment = created()[0]!.consignment_id;
    const settled = await push({ event: 'order.created', consignment_id: consignment, merchant_order_id: orderId, store_id: PATHAO_TEST_CREDENTIALS.storeId });
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await deal.order(buyer, orderId)).courier?.parcel).toMatchObject({ status: 'pending', consignmentId: consignment });
    await push({ event: 'order.picked', consignment_id: consignment, merchant_order_id: orderId });
    expect((await deal.order(buyer, orderId)).state).toBe('sent');
    await push({ event: 'order.delivered', consignment_id: consignment, merchant_order_id: orderId, collected_amount: 0 });
    const delivered = await deal.order(buyer, orderId);
    expect(delivered.state).toBe('handed_over');
    expect(delivered.courier?.parcel?.events.map((event) => event.status)).toEqual(['pending', 'picked_up', 'delivered']);
  });
});
