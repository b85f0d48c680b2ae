import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { dhakaDay, listingCode, type ReviewQueueItem } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { productAnswer, selectProductRows } from '../catalogue-read/product-answer.ts';

/** Most listings one answer of the review queue holds: the longest waiting first. */
export const REVIEW_QUEUE_MAX = 200;

/**
 * Other unsold listings, live or waiting, that carry one of these listings' IMEIs: approving a waiting
 * one beside them would put one phone on sale twice (decision 0036 keeps one live listing per IMEI;
 * two listings still waiting can share one, since neither is live yet).
 */
async function imeiCollisionsOf(db: Database, ids: string[]): Promise<Map<string, ReviewQueueItem['imeiCollisions']>> {
  const found = new Map<string, ReviewQueueItem['imeiCollisions']>();
  if (ids.length === 0) return found;
  const waiting = await db
    .select({ id: products.id, imeiHash: products.imeiHash, imei2Hash: products.imei2Hash })
    .from(products)
    .where(inArray(products.id, ids));
  const hashes = waiting.flatMap((row) => [row.imeiHash, row.imei2Hash].filter((hash): hash is string => hash !== null));
  if (hashes.length === 0) return found;
  const holders = await db
    .select({
      id: products.id,
      productName: products.productName,
      seller: products.sellerName,
      imeiHash: products.imeiHash,
      imei2Hash: products.imei2Hash,
    })
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        eq(products.status, 'available'),
        inArray(products.reviewStatus, ['live', 'pending']),
        or(inArray(products.imeiHash, hashes), inArray(products.imei2Hash, hashes)),
      ),
    );
  for (const row of waiting) {
    const mine = new Set<string | null>([row.imeiHash, row.imei2Hash].filter((hash) => hash !== null));
    const others = holders.filter((other) => other.id !== row.id && (mine.has(other.imeiHash) || mine.has(other.imei2Hash)));
    found.set(
      row.id,
      others.map((other) => ({ productId: other.id, productName: other.productName, seller: other.seller })),
    );
  }
  return found;
}

/** The verification photos of these listings: no product row carries them (product-answer.ts). */
async function verificationPhotosOf(db: Database, ids: string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, verificationPhoto: products.verificationPhoto })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.verificationPhoto]));
}

/** GET /admin/review-queue: listings waiting for review, the longest waiting first. */
export async function reviewQueue(db: Database): Promise<ReviewQueueItem[]> {
  const rows = await selectProductRows(db)
    .where(and(eq(products.reviewStatus, 'pending'), isNull(products.deletedAt)))
    .orderBy(asc(products.updatedAt), asc(products.id))
    .limit(REVIEW_QUEUE_MAX);
  const ids = rows.map((row) => row.id);
  const collisions = await imeiCollisionsOf(db, ids);
  const evidence = await verificationPhotosOf(db, ids);
  return rows.map((row) => ({
    product: productAnswer(row, true, { withPhotos: true }),
    sellerEmail: row.sellerEmail,
    waitingSince: row.updatedAt.toISOString(),
    verificationPhoto: evidence.get(row.id) ?? null,
    // The code the seller was shown on the day they listed it (decision 0040): the paper should read it.
    listingCode: listingCode(row.sellerId, dhakaDay(row.createdAt)),
    imeiCollisions: collisions.get(row.id) ?? [],
  }));
}
