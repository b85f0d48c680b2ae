import { count, desc, eq, gt } from 'drizzle-orm';
import { IMEI_COLLISIONS_PAGE_SIZE, MAX_IMEI_COLLISIONS, type ImeiCollision } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { imeiCollisions, products, users } from '../../db/schema/index.ts';
import { IMEI_COLLISION_WINDOW_MS } from './live-imei.ts';

/**
 * A page of refused listings' collisions, newest first, with the live listing they met and how many
 * collisions the person who tried has in the last 24 hours: at MAX_IMEI_COLLISIONS they are flagged,
 * and their listing waits (decision 0052). The admins' view.
 */
export async function listImeiCollisions(db: Database, now: Date, page = 1): Promise<ImeiCollision[]> {
  const recent = db
    .select({ attemptedBy: imeiCollisions.attemptedBy, n: count().as('recent_n') })
    .from(imeiCollisions)
    .where(gt(imeiCollisions.createdAt, new Date(now.getTime() - IMEI_COLLISION_WINDOW_MS)))
    .groupBy(imeiCollisions.attemptedBy)
    .as('recent');
  const rows = await db
    .select({
      id: imeiCollisions.id,
      productId: imeiCollisions.productId,
      productName: products.productName,
      sellerId: products.sellerId,
      attemptedBy: imeiCollisions.attemptedBy,
      attemptedByName: users.name,
      attemptedByRecent: recent.n,
      imeiHash: imeiCollisions.imeiHash,
      liveImeiHash: products.imeiHash,
      imeiLast4: products.imeiLast4,
      createdAt: imeiCollisions.createdAt,
    })
    .from(imeiCollisions)
    .innerJoin(products, eq(products.id, imeiCollisions.productId))
    .innerJoin(users, eq(users.id, imeiCollisions.attemptedBy))
    .leftJoin(recent, eq(recent.attemptedBy, imeiCollisions.attemptedBy))
    .orderBy(desc(imeiCollisions.createdAt), desc(imeiCollisions.id))
    .limit(IMEI_COLLISIONS_PAGE_SIZE)
    .offset((page - 1) * IMEI_COLLISIONS_PAGE_SIZE);
  return rows.map((row) => {
    const attemptedByRecent = Number(row.attemptedByRecent ?? 0);
    return {
      _id: row.id,
      productId: row.productId,
      productName: row.productName,
      sellerId: row.sellerId,
      attemptedBy: row.attemptedBy,
      attemptedByName: row.attemptedByName,
      attemptedByRecent,
      attemptedByLimited: attemptedByRecent >= MAX_IMEI_COLLISIONS,
      // The last four are the live listing's first IMEI's; a collision on its second IMEI shows none.
      imeiLast4: row.imeiHash === row.liveImeiHash ? row.imeiLast4 : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
