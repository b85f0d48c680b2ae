import { and, eq, or } from 'drizzle-orm';
import { isUuid } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import type { CourierName, StatusUpdate } from '../couriers/courier.ts';
import { applyParcelReport } from './parcel-updates.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/**
 * A verified push from the courier (routes/delivery.ts checked its signature): the parcel is found by our
 * invoice (the order's id) or the courier's consignment id, and its status applied as a poll's would be.
 * A push about a parcel that is not ours (another shop on the same merchant account) is 'ignored'.
 */
export async function applyCourierPush(
  db: Database,
  catalogueChanged: CatalogueChanged,
  courier: CourierName,
  update: StatusUpdate,
  now: Date,
): Promise<'applied' | 'ignored'> {
  // Our invoices are order ids; anything else names another shop's parcel.
  const refs = [
    ...(update.invoice && isUuid(update.invoice) ? [eq(parcels.orderId, update.invoice)] : []),
    ...(update.consignmentId ? [eq(parcels.consignmentId, update.consignmentId)] : []),
  ];
  if (refs.length === 0) return 'ignored';
  const [parcel] = await db
    .select({ orderId: parcels.orderId })
    .from(parcels)
    .where(and(eq(parcels.courier, courier), or(...refs)))
    .limit(1);
  if (!parcel) return 'ignored';
  if (update.status) {
    const { status, rawStatus, message, collectedTk, consignmentId } = update;
    await applyParcelReport(db, catalogueChanged, { orderId: parcel.orderId, status, rawStatus, message, collectedTk, consignmentId }, now);
  } else if (update.consignmentId) {
    // Pathao's "created" push settles a create whose answer was lost: its ids are the parcel's.
    await applyParcelReport(db, catalogueChanged, { orderId: parcel.orderId, status: 'pending', rawStatus: update.rawStatus, consignmentId: update.consignmentId }, now);
  }
  return 'applied';
}
