import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@phonehaat/contract';
import { parcels } from '../../src/db/schema/index.ts';
import { sweepOrderTimers } from '../../src/services/timers/sweep-order-timers.ts';
import { dealDriver, TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { startSteadfastStandIn, STEADFAST_TEST_CREDENTIALS, type SteadfastStandIn } from '../support/steadfast-stand-in.ts';
import { createTestApp, type Actor, type TestApp } from '../support/test-app.ts';

const TOKEN = 'steadfast-webhook-token-for-tests';
const RATES = { sameDistrictTk: 60, otherDistrictTk: 110, perExtraKgTk: 20, codPercent: 1, minimumTk: 60 };
const ADDRESS = { division: 'khulna', district: 'khulna', area: 'Sonadanga', street: 'House 7, KDA Avenue', phone: '01812345678' };
const HOUR = 3600_000;

/** COURIER=steadfast through the app against the local Steadfast: the plan's fee, the pickup, a lost answer, its signed pushes. */
describe('delivery by Steadfast', () => {
  const clock = new TestClock();
  let standIn: SteadfastStandIn;
  let t: TestApp;
  let deal: ReturnType<typeof dealDriver>;
  let seller: Actor;
  let category: { id: string; name: string };

  beforeAll(async () => {
    standIn = await startSteadfastStandIn();
    t = await createTestApp(
      'pglite',
      {
        COURIER: 'steadfast',
        STEADFAST_BASE_URL: standIn.url,
        STEADFAST_API_KEY: STEADFAST_TEST_CREDENTIALS.apiKey,
        STEADFAST_SECRET_KEY: STEADFAST_TEST_CREDENTIALS.secretKey,
        STEADFAST_WEBHOOK_TOKEN: TOKEN,
        STEADFAST_RATES: JSON.stringify(RATES),
        STEADFAST_TIMEOUT_MS: '300',
      },
      { now: clock.now },
    );
    deal = dealDriver(t);
    seller = await t.signUp('Seller');
    category = await makeCategory(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const push = (body: object, token = TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: '/api/couriers/steadfast/webhook',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  async function paidOrder(): Promise<{ buyer: Actor; orderId: string }> {
    const product = await makeProduct(t.database.db, seller, category, { selling: 25_000, district: 'dhaka', division: 'dhaka', ships: true });
    const buyer = await t.signUp();
    const booked = await deal.call(buyer, 'POST', '/bookingProduct', {
      productId: product.id,
      pickUpLocation: 'House 7, KDA Avenue, Khulna',
      phone: ADDRESS.phone,
      delivery: { kind: 'courier', address: ADDRESS },
    });
    const orderId = booked.json<{ insertedId: string }>().insertedId;
    await deal.pay(buyer, orderId);
    return { buyer, orderId };
  }

  it('quotes from the merchant plan and tells the web app which courier delivers', async () => {
    expect((await t.app.inject('/api/config')).json<{ courier: string }>().courier).toBe('steadfast');
    const { buyer, orderId } = await paidOrder();
    expect((await deal.order(buyer, orderId)).courier).toMatchObject({ feeTk: 110, totalTk: 25_110 });
  });

  it('a create whose answer is lost is settled by asking by invoice: one parcel, then signed pushes move the order', async () => {
    const { buyer, orderId } = await paidOrder();
    // The create lands but its answer never comes, nor does the look-up by invoice that follows it.
    standIn.hangNext('create_order');
    standIn.hangNext('status_by_invoice');
    const booked = await deal.call(seller, 'POST', `/orders/${orderId}/pickup`, { neirDeregistered: true });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json<Order>().courier?.parcel?.status).toBe('requested');
    expect(standIn.parcels.has(orderId)).toBe(true);
    // The sweep books it again: the courier calls the invoice taken, the look-up finds the one parcel.
    clock.advance(HOUR);
    await sweepOrderTimers(t.database.db, t.app.catalogueChanged, [], clock.now(), t.app.log, t.app.courier);
    const found = await deal.order(buyer, orderId);
    expect([...standIn.parcels.values()].filter((parcel) => parcel.invoice === orderId)).toHaveLength(1);
    expect(found.courier?.parcel?.status).toBe('pending');
    const consignment = standIn.parcels.get(orderId)!.consignment_id;

    const forged = await push({ notification_type: 'delivery_status', consignment_id: consignment, invoice: orderId, cod_amount: 0, status: 'delivered', delivery_charge: 110, tracking_message: 'x', updated_at: '2026-11-28 10:00:00' }, 'wrong-token-wrong-token');
    expect(forged.statusCode).toBe(401);
    expect((await deal.order(buyer, orderId)).state).toBe('paid');

    const moving = await push({ notification_type: 'delivery_status', consignment_id: consignment, invoice: orderId, cod_amount: 0, status: 'pending', delivery_charge: 110, tracking_message: 'Picked up', updated_at: '2026-11-28 10:00:00' });
    expect(moving.statusCode, moving.body).toBe(200);
    expect((await deal.order(buyer, orderId)).state).toBe('sent');
    const arrived = await push({ notification_type: 'delivery_status', consignment_id: consignment, invoice: orderId, cod_amount: 0, status: 'Delivered', delivery_charge: 110, tracking_message: 'Delivered to the buyer', updated_at: '2026-11-28 16:00:00' });
    expect(arrived.statusCode).toBe(200);
    const delivered = await deal.order(buyer, orderId);
    expect(delivered.state).toBe('handed_over');
    expect(delivered.courier?.parcel?.events.at(-1)).toMatchObject({ status: 'delivered', message: 'Delivered to the buyer' });
    // The same push again (couriers retry) changes nothing.
    await push({ notification_type: 'delivery_status', consignment_id: consignment, invoice: orderId, cod_amount: 0, status: 'Delivered', delivery_charge: 110, tracking_message: 'Delivered to the buyer', updated_at: '2026-11-28 16:00:00' });
    expect((await deal.order(buyer, orderId)).timeline).toEqual(delivered.timeline);
    const [row] = await t.database.db.select().from(parcels).where(eq(parcels.orderId, orderId));
    expect(row?.consignmentId).toBe(String(consignment));
  });

  it('a push about a parcel that is not ours is acknowledged and changes nothing', async () => {
    const answer = await push({ notification_type: 'tracking_update', consignment_id: 999999, invoice: 'someone-else-7', tracking_message: 'x', updated_at: '2026-11-28 10:00:00' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ ok: true, ignored: true });
  });
});
