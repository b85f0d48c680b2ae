import { and, eq, sql } from 'drizzle-orm';
import { becomeSellerMessages, type BecomeSellerAnswer } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../../errors/app-error.ts';

/**
 * A signed-in User becomes a Seller (User → Seller only; asking again changes nothing). An admin is
 * made by configuration and keeps that role (409). The profile counts as registered from now on, so a
 * late POST /users cannot choose the role back.
 */
export async function becomeSeller(db: Database, viewer: Viewer): Promise<BecomeSellerAnswer> {
  const changed = await db
    .update(users)
    .set({ role: 'Seller', registeredAt: sql`coalesce(${users.registeredAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(users.id, viewer.id), eq(users.role, 'User')))
    .returning({ role: users.role });
  if (changed.length > 0) return { role: 'Seller' };
  const [current] = await db.select({ role: users.role }).from(users).where(eq(users.id, viewer.id));
  if (current?.role === 'admin') throw conflict(becomeSellerMessages.adminKeepsRole);
  return { role: 'Seller' };
}
