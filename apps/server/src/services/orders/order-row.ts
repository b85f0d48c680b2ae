import { eq, getTableColumns } from 'drizzle-orm';
import { isUuid } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings, parcels, products } from '../../db/schema/index.ts';

/** An order (a booking row) with its phone's seller and sale state: what transitions decide on. */
export const orderRowColumns = {
  ...getTableColumns(bookings),
  sellerId: products.sellerId,
  sellerName: products.sellerName,
  productStatus: products.status,
  productDeletedAt: products.deletedAt,
  /** Whether the seller takes cash at the meet-up for this phone (decision 0034). */
  productCashAccepted: products.cashAccepted,
  /** Whether the seller lets a courier buyer pay at the door (issue 42). */
  productCodAccepted: products.codAccepted,
  /** Sealed: opened only for the buyer of a paid order (get-order.ts). */
  imeiSealed: products.imeiSealed,
  imei2Sealed: products.imei2Sealed,
  /** A courier order's parcel (issue 42): its status and the law's delivery deadline; null before the pickup is booked. */
  parcelStatus: parcels.status,
  parcelDeliverBy: parcels.deliverBy,
};

export const selectOrderRows = (db: Database) =>
  db
    .select(orderRowColumns)
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .leftJoin(parcels, eq(parcels.orderId, bookings.id));

export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrderRows>['execute']>>[number];

/** One order by id (hidden ones included: a buyer's "delete" hides a booking, the order goes on). */
export async function findOrderRow(db: Database, id: string): Promise<OrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectOrderRows(db).where(eq(bookings.id, id)).limit(1);
  return row ?? null;
}
