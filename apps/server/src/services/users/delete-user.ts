import { and, eq, isNull } from 'drizzle-orm';
import type { DeleteResult } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products, sessions, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors/app-error.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';

/**
 * Deletes an account: it can no longer sign in (its sessions end now) and its unsold listings
 * disappear, but the rows stay so that bookings and payments keep their history.
 */
export async function deleteUser(db: Database, catalogueChanged: CatalogueChanged, id: string): Promise<DeleteResult> {
  const [target] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!target) throw notFound('User');
  if (target.role === 'admin') throw forbidden('An admin account cannot be deleted');

  const result = await db.transaction(async (tx) => ({ acknowledged: true, deletedCount: await closeAccount(tx, id, new Date()) }));
  // Their unsold listings left the lists.
  if (result.deletedCount > 0) catalogueChanged();
  return result;
}

/**
 * What every deletion does, inside the caller's transaction (an admin's, and the person's own: issue 38
 * §4): the row is marked deleted, its sessions end and its unsold listings are taken down. Answers 1, or 0
 * when the account was deleted already.
 */
export async function closeAccount(tx: Database, id: string, now: Date): Promise<number> {
  const deleted = await tx
    .update(users)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning({ id: users.id });
  await tx.delete(sessions).where(eq(sessions.userId, id));
  await tx
    .update(products)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(products.sellerId, id), isNull(products.deletedAt), eq(products.status, 'available')));
  return deleted.length;
}
