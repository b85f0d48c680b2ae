import { asc, eq } from 'drizzle-orm';
import { addressLine, type OrderDelivery } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { parcelEvents, parcels } from '../../db/schema/index.ts';
import { isCourierOrder } from '../orders/delivery-transitions.ts';
import type { OrderRow } from '../orders/order-row.ts';

/** The order answer's delivery part (issue 42): the address, fee, total and the parcel with its tracking list. */
export async function orderDelivery(db: Database, order: OrderRow): Promise<OrderDelivery | undefined> {
  if (!isCourierOrder(order) || !order.deliveryAddress) return undefined;
  const fee = order.deliveryFee ?? 0;
  const [parcel] = await db.select().from(parcels).where(eq(parcels.orderId, order.id)).limit(1);
  const events = parcel
    ? await db.select().from(parcelEvents).where(eq(parcelEvents.orderId, order.id)).orderBy(asc(parcelEvents.at), asc(parcelEvents.id))
    : [];
  return {
    address: order.deliveryAddress,
    addressLine: addressLine(order.deliveryAddress),
    feeTk: fee,
    totalTk: order.price + fee,
    codOffered: order.productCodAccepted,
    cashOnDelivery: order.cashAgreedAt !== null,
    pickupFrom: order.sellerLocation,
    parcel: parcel
      ? {
          courier: parcel.courier,
          status: parcel.status,
          rawStatus: parcel.rawStatus,
          consignmentId: parcel.consignmentId,
          trackingCode: parcel.trackingCode,
          bookedAt: parcel.bookedAt.toISOString(),
          deliverBy: parcel.deliverBy.toISOString(),
          codAmountTk: parcel.codAmount,
          collectedTk: parcel.collected,
          events: events.map((event) => ({ status: event.status, rawStatus: event.rawStatus, at: event.at.toISOString(), message: event.message })),
        }
      : null,
  };
}
