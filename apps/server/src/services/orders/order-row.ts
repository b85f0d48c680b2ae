import { eq, getTableColumns } from 'drizzle-orm';
import { isUuid } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings, products } from '../../db/schema/index.ts';

/** An order (a booking row) with its phone's seller and sale state: what transitions decide on. */
export const orderRowColumns = {
  ...getTableColumns(bookings),
  sellerId: products.sellerId,
  sellerName: products.sellerName,
  productStatus: products.status,
  productDeletedAt: products.deletedAt,
  /** Whether the seller takes cash at the meet-up for this phone (decision 0034). */
  productCashAccepted: products.cashAccepted,
  /** Sealed: opened only for the buyer of a paid order (get-order.ts). */
  imeiSealed: products.imeiSealed,
  imei2Sealed: products.imei2Sealed,
};

export const selectOrderRows = (db: Database) =>
  db.select(orderRowColumns).from(bookings).innerJoin(products, eq(products.id, bookings.productId));

export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrderRows>['execute']>>[number];

/** One order by id (hidden ones included: a buyer's "delete" hides a booking, the order goes on). */
export async function findOrderRow(db: Database, id: string): Promise<OrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectOrderRows(db).where(eq(bookings.id, id)).limit(1);
  return row ?? null;
}
