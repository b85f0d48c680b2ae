import { eq } from 'drizzle-orm';
import { errorCodes, type OrderAction, type OrderState } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { parcelEvents, parcels } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ParcelStatus } from '../couriers/courier.ts';
import { transitionInTransaction } from '../orders/apply-transition.ts';
import { lockPhone } from '../orders/lock-phone.ts';
import { findOrderRow } from '../orders/order-row.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/** What the courier said of a parcel, from a poll or a verified webhook. */
export interface ParcelReport {
  orderId: string;
  status: ParcelStatus;
  rawStatus: string;
  message?: string | null | undefined;
  collectedTk?: number | null | undefined;
  /** The courier's ids when the report carries them (a found parcel, a webhook). */
  consignmentId?: string | null | undefined;
  trackingCode?: string | null | undefined;
}

/** How far along a status is: a report older than what we know (webhooks and polls cross) moves nothing back. */
const RANK: Record<ParcelStatus, number> = {
  pending: 1,
  on_hold: 2,
  picked_up: 3,
  in_transit: 4,
  delivered: 10,
  returned: 10,
  cancelled: 10,
};
const RANK_REQUESTED = 0;

/** The order's steps a parcel status asks for, in order (a parcel seen first as delivered was picked up too). */
function stepsFor(status: ParcelStatus): OrderAction[] {
  switch (status) {
    case 'picked_up':
      return ['parcel_picked_up'];
    case 'in_transit':
      return ['parcel_picked_up', 'parcel_in_transit'];
    case 'delivered':
      return ['parcel_picked_up', 'parcel_delivered'];
    case 'returned':
      return ['parcel_returned'];
    default:
      return [];
  }
}

/** The states each step may start from; a step whose order has moved elsewhere is skipped (reconciliation lists it). */
const STEP_FROM: Partial<Record<OrderAction, readonly OrderState[]>> = {
  parcel_picked_up: ['paid', 'cash_agreed'],
  parcel_in_transit: ['sent'],
  parcel_delivered: ['sent'],
  parcel_returned: ['paid', 'cash_agreed', 'sent'],
};

/**
 * Applies one courier report (issue 42 §3): the parcel's row and its event (once per status), then the
 * order's steps, all in one transaction under the phone's lock — the lock every writer of an order takes —
 * so a delivery and a buyer's dispute, or a webhook and a poll, at once queue and each sees the other's
 * outcome. A report that moves nothing (already known, older than known) changes nothing; a step the
 * order's state no longer allows (disputed, refunded meanwhile) is left for the reconciliation page.
 * Answers how many order steps it took.
 */
export async function applyParcelReport(db: Database, catalogueChanged: CatalogueChanged, report: ParcelReport, now: Date): Promise<number> {
  const order = await findOrderRow(db, report.orderId);
  if (!order) return 0;
  let moved = 0;
  await db.transaction(async (tx) => {
    await lockPhone(tx, order.productId);
    const [parcel] = await tx.select().from(parcels).where(eq(parcels.orderId, report.orderId)).for('update').limit(1);
    if (!parcel) return;
    const known = parcel.status === 'requested' ? RANK_REQUESTED : RANK[parcel.status];
    const forward = RANK[report.status] > known;
    await tx
      .update(parcels)
      .set({
        checkedAt: now,
        lastError: null,
        ...(forward && { status: report.status, rawStatus: report.rawStatus }),
        ...(report.consignmentId && !parcel.consignmentId && { consignmentId: report.consignmentId }),
        ...(report.trackingCode && !parcel.trackingCode && { trackingCode: report.trackingCode }),
        ...(report.collectedTk != null && { collected: report.collectedTk }),
      })
      .where(eq(parcels.orderId, parcel.orderId));
    if (!forward) return;
    await tx
      .insert(parcelEvents)
      .values({ orderId: parcel.orderId, status: report.status, rawStatus: report.rawStatus, message: report.message ?? null, at: now })
      .onConflictDoNothing();
    for (const action of stepsFor(report.status)) {
      const current = await findOrderRow(tx, parcel.orderId);
      if (!current || !STEP_FROM[action]?.includes(current.state)) continue;
      try {
        await transitionInTransaction(tx, current, action, ['system'], now, { neirDeregistered: parcel.neirDeregistered }, null);
        moved += 1;
      } catch (error) {
        // A guard's refusal (a cash-on-delivery row for a prepaid order…) leaves the order as it is.
        if (error instanceof AppError && error.code !== errorCodes.validation) continue;
        throw error;
      }
    }
  });
  if (moved > 0) catalogueChanged();
  return moved;
}

/** Records a failed courier call on the parcel, for the reconciliation page; the next poll tries again. */
export async function recordParcelError(db: Database, orderId: string, message: string, now: Date): Promise<void> {
  await db
    .update(parcels)
    .set({ lastError: message.slice(0, 500), checkedAt: now })
    .where(eq(parcels.orderId, orderId));
}
