import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** A refunded order's phone goes back on sale (the payment had marked it sold). */
export async function relistProduct(tx: Database, productId: string): Promise<void> {
  await tx
    .update(products)
    .set({ status: 'available', soldAt: null, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), eq(products.status, 'sold')));
}

/** A refunded order's phone is taken off the market instead (an admin's choice on a dispute). */
export async function removeRefundedProduct(tx: Database, productId: string, at: Date): Promise<void> {
  await tx
    .update(products)
    .set({ status: 'available', soldAt: null, deletedAt: at, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}
