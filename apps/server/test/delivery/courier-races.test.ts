import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, parcels, simulatedCourierParcels } from '../../src/db/schema/index.ts';
import { applyParcelReport } from '../../src/services/delivery/parcel-updates.ts';
import { sweepOrderTimers } from '../../src/services/timers/sweep-order-timers.ts';
import { dealFixture, TestClock } from '../support/deal.ts';
import { makeProduct } from '../support/factories.ts';
import type { Actor } from '../support/test-app.ts';

const HOUR = 3600_000;
const ADDRESS = { division: 'rangpur', district: 'rangpur', area: 'Kotwali', street: 'House 12, Road 3', phone: '01712345678' };

/** Issue 42's races, on PostgreSQL where requests really run at once: two pickup bookings; a delivery and a dispute. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('courier races on postgres', () => {
  const clock = new TestClock();
  const deal = dealFixture('postgres', clock);
  const sweep = () => sweepOrderTimers(deal.db, deal.app.catalogueChanged, [], clock.now(), deal.app.log, deal.app.courier);

  async function paidDelivery(buyer: Actor): Promise<string> {
    const product = await makeProduct(deal.db, deal.seller, deal.category, { selling: 20_000, district: 'dhaka', division: 'dhaka', ships: true });
    const booked = await deal.call(buyer, 'POST', '/bookingProduct', {
      productId: product.id,
      pickUpLocation: 'House 12, Road 3, Rangpur',
      phone: ADDRESS.phone,
      delivery: { kind: 'courier', address: ADDRESS },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const orderId = booked.json<{ insertedId: string }>().insertedId;
    expect((await deal.pay(buyer, orderId)).statusCode).toBeLessThan(300);
    return orderId;
  }

  it('two pickup bookings at once make one parcel, with the courier too', async () => {
    for (let round = 0; round < 5; round += 1) {
      const orderId = await paidDelivery(await deal.signUp());
      const answers = await Promise.all(
        [0, 1, 2].map(() => deal.call(deal.seller, 'POST', `/orders/${orderId}/pickup`, { neirDeregistered: true })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      const [mine] = await deal.db.select({ n: count() }).from(parcels).where(eq(parcels.orderId, orderId));
      const [theirs] = await deal.db.select({ n: count() }).from(simulatedCourierParcels).where(eq(simulatedCourierParcels.invoice, orderId));
      expect([mine?.n, theirs?.n]).toEqual([1, 1]);
    }
  });

  it('a delivery and a late parcel\u2019s dispute at once: each applied once or refused, the money held once', async () => {
    for (let round = 0; round < 8; round += 1) {
      const buyer = await deal.signUp();
      const orderId = await paidDelivery(buyer);
      expect((await deal.call(deal.seller, 'POST', `/orders/${orderId}/pickup`, { neirDeregistered: true })).statusCode).toBe(200);
      clock.advance(3 * HOUR);
      await sweep();
      expect((await deal.order(buyer, orderId)).state).toBe('sent');
      await deal.db.update(parcels).set({ deliverBy: clock.now() }).where(eq(parcels.orderId, orderId));
      const [delivered, disputed] = await Promise.all([
        applyParcelReport(deal.db, deal.app.catalogueChanged, { orderId, status: 'delivered', rawStatus: 'delivered' }, clock.now()),
        deal.call(buyer, 'POST', `/orders/${orderId}/dispute`, { reason: 'not_received', text: 'Late' }),
      ]);
      const order = await deal.order(buyer, orderId);
      // The dispute either came first (a late parcel) or right after the delivery (within its 72 hours): both are
      // the buyer's right; what may not happen is a step lost or applied twice.
      expect([200, 409]).toContain(disputed.statusCode);
      expect(order.state).toBe(disputed.statusCode === 200 ? 'disputed' : 'handed_over');
      const timeline = order.timeline!.map((event) => event.action);
      expect(timeline.filter((action) => action === 'parcel_delivered')).toHaveLength(delivered);
      expect(timeline.filter((action) => action === 'dispute')).toHaveLength(disputed.statusCode === 200 ? 1 : 0);
      // Either way the courier's word is kept on the parcel.
      expect(order.courier?.parcel?.status).toBe('delivered');
      const money = await deal.db.select({ kind: ledgerEntries.kind }).from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
      expect(money.map((row) => row.kind)).toEqual(['held']);
    }
  });
});
