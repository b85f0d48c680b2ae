import { and, eq, isNull } from 'drizzle-orm';
import type { UpdateResult } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';

/** Gives a seller the verified tick. Verifying twice changes nothing (modifiedCount 0). */
export async function verifySeller(db: Database, id: string): Promise<UpdateResult> {
  const [seller] = await db
    .select({ verify: users.verify })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'Seller'), isNull(users.deletedAt)))
    .limit(1);
  if (!seller) throw notFound('Seller');
  if (seller.verify) return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
  const updated = await db
    .update(users)
    .set({ verify: true, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.verify, false)))
    .returning({ id: users.id });
  return { acknowledged: true, matchedCount: 1, modifiedCount: updated.length };
}
