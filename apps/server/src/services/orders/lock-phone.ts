import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/**
 * Locks the phone's product row for the rest of the transaction. Every writer of a phone's sale and
 * orders takes this lock first (decision 0020), so they queue instead of deadlocking. On PGlite the
 * transaction itself already runs alone; the lock is for PostgreSQL.
 */
export async function lockPhone(tx: Database, productId: string): Promise<void> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
}
