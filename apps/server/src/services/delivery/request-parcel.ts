import { eq } from 'drizzle-orm';
import { addressLine, PHONE_PARCEL_WEIGHT_KG } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings, parcels } from '../../db/schema/index.ts';
import type { Courier, Parcel } from '../couriers/courier.ts';
import { isCourierError } from '../couriers/courier-error.ts';
import { createOrFindParcel } from '../couriers/create-or-find-parcel.ts';
import { courierDistrict } from './courier-terms.ts';
import { applyParcelReport, recordParcelError } from './parcel-updates.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/**
 * Asks the courier to create a `requested` parcel, idempotently: the order's id is the merchant's invoice,
 * and create-or-find-parcel.ts settles a create whose answer was lost by asking the courier by invoice, so
 * however often this runs (the seller's request, then each sweep until it lands) there is one parcel. A
 * failure is recorded on the row for the reconciliation page, never thrown: the sweep tries again.
 */
export async function requestParcel(
  db: Database,
  catalogueChanged: CatalogueChanged,
  courier: Courier,
  orderId: string,
  now: Date,
): Promise<'created' | 'found' | 'unsettled' | 'failed'> {
  const [row] = await db
    .select({ parcel: parcels, buyerName: bookings.buyerName, address: bookings.deliveryAddress, sellerLocation: bookings.sellerLocation })
    .from(parcels)
    .innerJoin(bookings, eq(bookings.id, parcels.orderId))
    .where(eq(parcels.orderId, orderId))
    .limit(1);
  if (!row?.address || row.parcel.status !== 'requested') return 'found';
  const { parcel, address } = row;
  const recorded = async (): Promise<Parcel | null> => {
    const [mine] = await db.select().from(parcels).where(eq(parcels.orderId, orderId)).limit(1);
    return mine?.consignmentId
      ? { invoice: orderId, consignmentId: mine.consignmentId, trackingCode: mine.trackingCode, status: 'pending', rawStatus: mine.rawStatus }
      : null;
  };
  try {
    const outcome = await createOrFindParcel(
      courier,
      {
        invoice: orderId,
        recipient: {
          name: row.buyerName,
          phone: address.phone,
          address: addressLine(address),
          district: courierDistrict(address.district),
          area: address.area,
        },
        codAmount: parcel.codAmount,
        note: `Mobile phone, fragile. Pick up from the seller at ${row.sellerLocation}.`,
        weightKg: PHONE_PARCEL_WEIGHT_KG,
      },
      { recorded },
    );
    if (outcome.kind === 'unsettled') {
      await recordParcelError(db, orderId, outcome.reason, now);
      return 'unsettled';
    }
    const { parcel: booked } = outcome;
    await applyParcelReport(
      db,
      catalogueChanged,
      {
        orderId,
        // A found parcel may have moved on already; a new one is pending (booked, not yet picked up).
        status: booked.status === 'cancelled' ? 'pending' : booked.status,
        rawStatus: booked.rawStatus,
        consignmentId: booked.consignmentId,
        trackingCode: booked.trackingCode,
      },
      now,
    );
    return outcome.kind;
  } catch (error) {
    if (!isCourierError(error) && !(error instanceof RangeError)) throw error;
    await recordParcelError(db, orderId, `${error.message}`, now);
    return 'failed';
  }
}
