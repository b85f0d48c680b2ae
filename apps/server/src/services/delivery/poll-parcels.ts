import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { finalOrderStates, type OrderState } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings, parcels } from '../../db/schema/index.ts';
import type { Courier } from '../couriers/courier.ts';
import { isCourierError } from '../couriers/courier-error.ts';
import { applyParcelReport, recordParcelError } from './parcel-updates.ts';
import { requestParcel } from './request-parcel.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/** Parcels still moving: the courier is asked about them. */
export const activeParcelStatuses = ['requested', 'pending', 'picked_up', 'in_transit', 'on_hold'] as const;
/** A parcel is asked about at most this often (couriers limit their APIs; their webhooks are sooner where they have them). */
export const PARCEL_POLL_EVERY_MS = 10 * 60_000;

/**
 * One round of the courier's status polling (issue 42 §3, §5), run by the order timers' sweep (the job
 * queue, every minute) and by the test clock: the stalest active parcels first. A `requested` parcel is
 * created (again: idempotent by invoice); an order that ended while its parcel waits for pickup (refunded
 * at the hand-over deadline, cancelled) has its parcel cancelled with the courier; every other parcel's
 * status is asked and applied. One courier error is recorded on its parcel and the round goes on.
 */
export async function pollParcels(
  db: Database,
  catalogueChanged: CatalogueChanged,
  courier: Courier,
  now: Date,
  limit = 50,
): Promise<{ asked: number; moved: number }> {
  const due = await db
    .select({ orderId: parcels.orderId, status: parcels.status, consignmentId: parcels.consignmentId, orderState: bookings.state })
    .from(parcels)
    .innerJoin(bookings, eq(bookings.id, parcels.orderId))
    .where(
      and(
        eq(parcels.courier, courier.name),
        inArray(parcels.status, [...activeParcelStatuses]),
        or(isNull(parcels.checkedAt), lte(parcels.checkedAt, new Date(now.getTime() - PARCEL_POLL_EVERY_MS))),
      ),
    )
    .orderBy(asc(parcels.checkedAt))
    .limit(limit);
  let moved = 0;
  for (const parcel of due) {
    const ended = (finalOrderStates as readonly OrderState[]).includes(parcel.orderState);
    try {
      if (ended && (parcel.status === 'requested' || parcel.status === 'pending')) {
        if (parcel.status === 'pending') await courier.cancelParcel(parcel.consignmentId ? { consignmentId: parcel.consignmentId } : { invoice: parcel.orderId });
        await db.update(parcels).set({ status: 'cancelled', rawStatus: 'cancelled', checkedAt: now }).where(eq(parcels.orderId, parcel.orderId));
        continue;
      }
      if (parcel.status === 'requested') {
        await requestParcel(db, catalogueChanged, courier, parcel.orderId, now);
        continue;
      }
      const state = await courier.parcelStatus(parcel.consignmentId ? { consignmentId: parcel.consignmentId } : { invoice: parcel.orderId });
      moved += await applyParcelReport(db, catalogueChanged, { orderId: parcel.orderId, ...state }, now);
    } catch (error) {
      if (!isCourierError(error)) throw error;
      await recordParcelError(db, parcel.orderId, error.message, now);
    }
  }
  return { asked: due.length, moved };
}
