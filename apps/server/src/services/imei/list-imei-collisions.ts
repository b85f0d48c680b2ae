import { desc, eq } from 'drizzle-orm';
import { IMEI_COLLISIONS_PAGE_SIZE, type ImeiCollision } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { imeiCollisions, products, users } from '../../db/schema/index.ts';

/** A page of refused listings' collisions, newest first, with the live listing they met (the admins' view). */
export async function listImeiCollisions(db: Database, page = 1): Promise<ImeiCollision[]> {
  const rows = await db
    .select({
      id: imeiCollisions.id,
      productId: imeiCollisions.productId,
      productName: products.productName,
      sellerId: products.sellerId,
      attemptedBy: imeiCollisions.attemptedBy,
      attemptedByName: users.name,
      imeiHash: imeiCollisions.imeiHash,
      liveImeiHash: products.imeiHash,
      imeiLast4: products.imeiLast4,
      createdAt: imeiCollisions.createdAt,
    })
    .from(imeiCollisions)
    .innerJoin(products, eq(products.id, imeiCollisions.productId))
    .innerJoin(users, eq(users.id, imeiCollisions.attemptedBy))
    .orderBy(desc(imeiCollisions.createdAt), desc(imeiCollisions.id))
    .limit(IMEI_COLLISIONS_PAGE_SIZE)
    .offset((page - 1) * IMEI_COLLISIONS_PAGE_SIZE);
  return rows.map((row) => ({
    _id: row.id,
    productId: row.productId,
    productName: row.productName,
    sellerId: row.sellerId,
    attemptedBy: row.attemptedBy,
    attemptedByName: row.attemptedByName,
    // The last four are the live listing's first IMEI's; a collision on its second IMEI shows none.
    imeiLast4: row.imeiHash === row.liveImeiHash ? row.imeiLast4 : null,
    createdAt: row.createdAt.toISOString(),
  }));
}
