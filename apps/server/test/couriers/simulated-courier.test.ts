import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parcelStatuses, type NewParcel } from '../../src/services/couriers/courier.ts';
import { createOrFindParcel } from '../../src/services/couriers/create-or-find-parcel.ts';
import { SimulatedCourier } from '../../src/services/couriers/simulated-courier.ts';

const HOUR = 3600_000;
const parcel = (invoice = 'PH-order-1'): NewParcel => ({
  invoice,
  recipient: { name: 'Rahim', phone: '01711223344', address: 'House 4', district: 'Rangpur', area: 'Kotwali' },
  codAmount: 0,
  weightKg: 0.5,
});
const ORDER = ['pending', 'picked_up', 'in_transit', 'delivered'];

describe('SimulatedCourier', () => {
  it('moves pending → picked_up → in_transit → delivered on the injected clock', async () => {
    let now = 0;
    const courier = new SimulatedCourier(() => new Date(now), {
      durations: { pendingMs: HOUR, pickedUpMs: HOUR, inTransitMs: HOUR },
    });
    const created = await courier.createParcel(parcel());
    expect(created).toMatchObject({ consignmentId: 'SIM000001', trackingCode: 'SIMT000001', status: 'pending' });
    const seen = [];
    for (let step = 0; step < 4; step += 1) {
      seen.push((await courier.parcelStatus({ invoice: 'PH-order-1' })).status);
      now += HOUR;
    }
    expect(seen).toEqual(ORDER);
  });

  it('one parcel per invoice; returned and cancelled stop the clock', async () => {
    let now = 0;
    const courier = new SimulatedCourier(() => new Date(now));
    await courier.createParcel(parcel('A'));
    expect((await createOrFindParcel(courier, parcel('A'))).kind).toBe('created');
    expect((await courier.createParcel(parcel('A'))).consignmentId).toBe('SIM000001');
    now += 3 * HOUR;
    await courier.markReturned({ consignmentId: 'SIM000001' });
    now += 100 * HOUR;
    expect(await courier.parcelStatus({ invoice: 'A' })).toMatchObject({ status: 'returned' });
    await courier.createParcel(parcel('B'));
    await courier.cancelParcel({ invoice: 'B' });
    now += 100 * HOUR;
    expect(await courier.parcelStatus({ invoice: 'B' })).toMatchObject({ status: 'cancelled' });
  });

  it('property: statuses never go back, end delivered, and cancel works only before pickup', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          pendingMs: fc.integer({ min: 1, max: 10 * HOUR }),
          pickedUpMs: fc.integer({ min: 1, max: 10 * HOUR }),
          inTransitMs: fc.integer({ min: 1, max: 10 * HOUR }),
        }),
        fc.array(fc.integer({ min: 0, max: 5 * HOUR }), { maxLength: 30 }),
        async (durations, steps) => {
          let now = 1_000;
          const courier = new SimulatedCourier(() => new Date(now), { durations });
          await courier.createParcel(parcel());
          let last = 0;
          for (const step of steps) {
            now += step;
            const { status } = await courier.parcelStatus({ invoice: 'PH-order-1' });
            expect(parcelStatuses).toContain(status);
            const rank = ORDER.indexOf(status);
            expect(rank).toBeGreaterThanOrEqual(last);
            last = rank;
          }
          const status = (await courier.parcelStatus({ invoice: 'PH-order-1' })).status;
          const cancelled = courier.cancelParcel({ invoice: 'PH-order-1' });
          if (status === 'pending') await expect(cancelled).resolves.toBeUndefined();
          else await expect(cancelled).rejects.toMatchObject({ kind: 'refused' });
          if (status !== 'pending') {
            now += durations.pendingMs + durations.pickedUpMs + durations.inTransitMs;
            expect((await courier.parcelStatus({ invoice: 'PH-order-1' })).status).toBe('delivered');
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
