import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { errorCodes, holdingOrderStates, priceMarkOf, type Product } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { variantsOfUrl } from '../images/image-names.ts';
import { bookings, products, users } from '../../db/schema/index.ts';
import { othersMedianSql } from './guide-without-self.ts';

// Columns no answer carries: the search vector, the listed flag, the demo seed's key and the IMEIs'
// hashes and sealed values (only the last four digits are public; decision 0036), and the verification
// photo, which only the review queue reads, by its own select (decision 0040).
const {
  search: _search,
  isListed: _isListed,
  seedKey: _seedKey,
  imeiHash: _imeiHash,
  imeiSealed: _imeiSealed,
  imei2Hash: _imei2Hash,
  imei2Sealed: _imei2Sealed,
  verificationPhoto: _verificationPhoto,
  ...productFields
} = getTableColumns(products);

/**
 * A sold phone whose order is paid and not yet completed or refunded shows as Reserved. Only sold rows
 * ask (CASE stops there), so public lists, which hold available phones only, pay nothing for it.
 */
function reservedSql() {
  const holding = sql.join(
    holdingOrderStates.map((state) => sql`${state}`),
    sql`, `,
  );
  return sql<boolean>`case when ${products.status} = 'sold' then exists (select 1 from ${bookings} where ${bookings.productId} = ${products.id} and ${bookings.state} in (${holding})) else false end`.as(
    'reserved',
  );
}

/**
 * What a product answer is made of: the product's own columns (a new column comes along by itself)
 * and its seller's tick and email.
 */
export const productRowColumns = {
  ...productFields,
  sellerVerified: users.verify,
  sellerPhoneVerified: users.phoneNumberVerified,
  sellerEmail: users.email,
  sellerRatingSum: users.sellerRatingSum,
  sellerRatingCount: users.sellerRatingCount,
  // The seller card's facts (decision 0044): two more columns of the row already joined.
  sellerCompletedSales: users.sellerCompletedSales,
  sellerSince: users.createdAt,
  reserved: reservedSql(),
  // The card's mark (decision 0043) against the other listings of its kind, never itself (issue 36).
  guideMedian: othersMedianSql().as('guide_median'),
};

/** Starts a select of product rows joined to their sellers. */
export const selectProductRows = (db: Database) =>
  db.select(productRowColumns).from(products).innerJoin(users, eq(users.id, products.sellerId));

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProductRows>['execute']>>[number];

/**
 * Listing rows by id as named statements (decision 0077): PostgreSQL plans the join, its reservation
 * and price-guide subqueries once per connection instead of on every read, which cost 7–9 ms of its
 * CPU against 0.3 ms of running (the bench's million, one product page). One prepared query per
 * database handle (the primary, the replica router, PGlite).
 */
const preparedReads = new WeakMap<Database, ReturnType<typeof prepareReads>>();

function prepareReads(db: Database) {
  return {
    byId: selectProductRows(db)
      .where(and(eq(products.id, sql.placeholder('id')), isNull(products.deletedAt)))
      .limit(1)
      .prepare('product_row_by_id'),
    byIds: selectProductRows(db)
      .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('product_rows_by_ids'),
  };
}

function readsOf(db: Database) {
  let reads = preparedReads.get(db);
  if (!reads) preparedReads.set(db, (reads = prepareReads(db)));
  return reads;
}

/** One listing that has not been removed, or undefined. */
export async function productRowOf(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await readsOf(db).byId.execute({ id });
  return row;
}

/** These listings, in the order of `ids` (missing ones left out). */
export async function productRowsInOrder(db: Database, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await readsOf(db).byIds.execute({ ids });
  const place = new Map(ids.map((id, at) => [id, at]));
  return rows.sort((a, b) => place.get(a.id)! - place.get(b.id)!);
}

/**
 * The contract's `product` from a row. Fields named as in the spec pass through as they are (the
 * serializer keeps only the contract's); the few the spec names differently are renamed here. The
 * seller's email shows only where `showEmail` says: to admins and to the listing's own seller. Every
 * photo comes only `withPhotos`: one product's page, the seller's own listings, the review queue.
 */
export function productAnswer(row: ProductRow, showEmail: boolean, { withPhotos = false } = {}): Product {
  const {
    id,
    sellerName,
    brandId,
    adsLabel,
    sellerEmail,
    sellerRatingSum,
    sellerRatingCount,
    sellerCompletedSales: _sellerCompletedSales,
    sellerSince: _sellerSince,
    createdAt,
    reserved,
    reviewStatus,
    reviewReason,
    reviewCause,
    photoUrls,
    guideMedian,
    ...fields
  } = row;
  return {
    ...fields,
    status: reserved ? 'reserved' : fields.status,
    sellerRating: ratingOf(sellerRatingSum, sellerRatingCount),
    _id: id,
    seller: sellerName,
    brand: brandId,
    ...(adsLabel !== null && { ads: adsLabel }),
    ...(showEmail && { email: sellerEmail }),
    // Where a listing that is not public stands in review: for the same eyes as the email.
    // A cause shows as the contract's code, which the web words (decision 0052).
    ...(showEmail &&
      reviewStatus !== 'live' && {
        review: {
          status: reviewStatus,
          reason: reviewReason,
          ...(reviewCause === 'edited' && { cause: errorCodes.editAwaitsReview }),
        },
      }),
    createdAt: createdAt.toISOString(),
    // Lists carry the cover alone (`image`); a page of one listing shows them all.
    ...(withPhotos && { photos: photosOf(fields.image, photoUrls) }),
    priceMark: priceMarkOf(fields.selling, guideMedian),
  };
}

/** Each photo with its widths (from its URL, as `imageSet`); a listing older than photos has its cover. */
function photosOf(image: string, urls: readonly string[]): NonNullable<Product['photos']> {
  return (urls.length > 0 ? urls : [image]).map((url) => ({ url, imageSet: variantsOfUrl(url) }));
}

/** The one-product answer: the listing with its photos and seller card (lists leave both out). */
export const productPageAnswer = (row: ProductRow, showEmail: boolean): Product => ({
  ...productAnswer(row, showEmail, { withPhotos: true }),
  sellerCard: { completedSales: row.sellerCompletedSales, memberSince: row.sellerSince.toISOString() },
});

/** An average of `count` ratings summing to `sum`, to one decimal; null before the first. */
export const ratingOf = (sum: number, count: number): Product['sellerRating'] =>
  count > 0 ? { average: Math.round((sum / count) * 10) / 10, count } : null;
