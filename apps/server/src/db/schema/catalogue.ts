import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listingReviewCauses, listingReviewStates } from '@phonehaat/contract';
import { conditionGrades, includedItems, phoneVariants } from '@phonehaat/contract';
import { searchVectorSql } from '../search-text.ts';
import { users } from './auth.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stable key used by the demo seed so that seeding twice adds nothing. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull().unique(),
  img: text('img').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface ImageVariant {
  url: string;
  width: number;
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productName: text('product_name').notNull(),
    image: text('image').notNull(),
    imageSet: jsonb('image_set').$type<ImageVariant[]>().notNull().default([]),
    /**
     * Every photo's URL in the seller's order; the first is `image`, the cover (decision 0040). Each
     * photo's widths follow from its URL (image-set.ts), so only the URLs are stored.
     */
    photoUrls: text('photo_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The unverified seller's photo of the phone beside the listing code: admins only, never in an answer. */
    verificationPhoto: text('verification_photo'),
    purchase: integer('purchase').notNull(),
    selling: integer('selling').notNull(),
    location: text('location').notNull(),
    details: text('details').notNull(),
    postDate: date('post_date', { mode: 'string' }).notNull(),
    usingYears: integer('using_years').notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    /** The seller's name when the product was listed (spec: `seller`). */
    sellerName: text('seller_name').notNull(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => categories.id),
    /** Copied from the category so that search covers the brand without a join. */
    brandName: text('brand_name').notNull(),
    adsLabel: text('ads_label'),
    advertisedAt: timestamp('advertised_at', { withTimezone: true }),
    status: text('status', { enum: ['available', 'sold'] })
      .notNull()
      .default('available'),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** When it first went live (at once, or when an admin approved it): what a saved search counts as new (issue 39). */
    listedAt: timestamp('listed_at', { withTimezone: true }),
    /** Its seller marked it sold outside PhoneHaat (no order holds it), so they may relist it. */
    soldOutside: boolean('sold_outside').notNull().default(false),
    /** Its seller takes cash at the meet-up for it (decision 0034). */
    cashAccepted: boolean('cash_accepted').notNull().default(false),
    /** The seller ships it by courier (issue 42), and lets the buyer pay the courier at the door. */
    ships: boolean('ships').notNull().default(false),
    codAccepted: boolean('cod_accepted').notNull().default(false),
    seedKey: text('seed_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The name and brand's words as search reads them, with the Latin word of each Bangla spelling (search-text.ts). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        searchVectorSql(sql`coalesce(${products.productName}, '') || ' ' || coalesce(${products.brandName}, '')`),
      ),
    // Issue 26's structured fields, null on listings made before them (the contract's answer says so).
    model: text('model'),
    storageGb: integer('storage_gb'),
    ramGb: integer('ram_gb'),
    colour: text('colour'),
    condition: text('condition', { enum: conditionGrades }),
    batteryHealth: integer('battery_health'),
    variant: text('variant', { enum: phoneVariants }),
    included: text('included', { enum: includedItems })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    warrantyMonths: integer('warranty_months'),
    /** The IMEI's keyed hash and sealed value (decision 0036; never the digits), and its public last four. */
    imeiHash: text('imei_hash'),
    imeiSealed: text('imei_sealed'),
    imeiLast4: text('imei_last4'),
    imei2Hash: text('imei2_hash'),
    imei2Sealed: text('imei2_sealed'),
    /** Named by the district (contract's bd-districts.ts), kept for the division filter's index. */
    division: text('division'),
    district: text('district'),
    area: text('area'),
    /**
     * Where the listing is in review (issue 26, decision 0037): `live` is public; `pending` waits for an
     * admin (sellers not yet verified); `rejected` carries `reviewReason` until its seller edits it;
     * `held` is hidden by three open reports until an admin reviews them.
     */
    reviewStatus: text('review_status', { enum: listingReviewStates }).notNull().default('live'),
    /** The admin's reason for the last rejection; null unless `rejected`. */
    reviewReason: text('review_reason'),
    /** Why a listing that was live waits again (decision 0052: `edited` by a seller not yet verified); null otherwise. */
    reviewCause: text('review_cause', { enum: listingReviewCauses }),
    /** Public: on sale, not removed, and live in review. Every public read path filters on this alone. */
    isListed: boolean('is_listed')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`${products.deletedAt} is null and ${products.status} = 'available' and ${products.reviewStatus} = 'live'`,
      ),
  },
  (table) => [
    check('products_status_check', sql`${table.status} in ('available', 'sold')`),
    check('products_prices_check', sql`${table.purchase} > 0 and ${table.selling} > 0`),
    check('products_years_check', sql`${table.usingYears} between 0 and 50`),
    check('products_review_status_check', sql`${table.reviewStatus} in ('live', 'pending', 'rejected', 'held')`),
    check('products_review_reason_check', sql`(${table.reviewStatus} = 'rejected') = (${table.reviewReason} is not null)`),
    check('products_review_cause_check', sql`${table.reviewCause} is null or (${table.reviewStatus} = 'pending' and ${table.reviewCause} in ('edited'))`),
    // At most 8 photos, the cover first; none only on rows written without them (tests' factories).
    check(
      'products_photos_check',
      sql`cardinality(${table.photoUrls}) <= 8 and (cardinality(${table.photoUrls}) = 0 or ${table.photoUrls}[1] = ${table.image})`,
    ),
    check('products_battery_check', sql`${table.batteryHealth} between 0 and 100`),
    check('products_condition_check', sql`${table.condition} in ('like_new', 'excellent', 'good', 'fair')`),
    check('products_variant_check', sql`${table.variant} in ('official', 'unofficial')`),
    // Filters by place: a district's or division's listings, newest first, like the brand's index.
    index('products_listed_district_newest_idx')
      .on(table.district, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.isListed}`),
    index('products_listed_division_newest_idx')
      .on(table.division, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.isListed}`),
    // The facet counts' rebuild (listing_facet_counts, decision 0042): one index-only pass, grouped.
    index('products_listed_facets_idx')
      .on(table.brandId, table.district, table.condition, table.storageGb, table.variant, table.batteryHealth)
      .where(sql`${table.isListed}`),
    // The price guides' rebuild (decision 0043): asking prices of the window's listings by kind, and
    // sold prices of the window's sales. Migration 0018 adds INCLUDE (selling): both are index-only.
    index('products_listed_kind_idx')
      .on(table.createdAt, table.model, table.storageGb, table.condition)
      .where(sql`${table.isListed} and ${table.model} is not null`),
    index('products_sold_kind_idx')
      .on(table.soldAt, table.model, table.storageGb, table.condition)
      .where(sql`${table.status} = 'sold' and not ${table.soldOutside} and ${table.model} is not null`),
    // One live listing per IMEI, for everyone (decision 0052); the service checks the other column too
    // (services/imei/live-imei.ts) and answers 409 IMEI_TAKEN on a violation.
    uniqueIndex('products_listed_imei_idx')
      .on(table.imeiHash)
      .where(sql`${table.isListed} and ${table.imeiHash} is not null`),
    uniqueIndex('products_listed_imei2_idx')
      .on(table.imei2Hash)
      .where(sql`${table.isListed} and ${table.imei2Hash} is not null`),
    // Listing pages: newest first, with the id as tie-breaker for stable pages. Migration 0002 adds
    // INCLUDE (search) to this index so that searches walk it without reading the table.
    index('products_listed_newest_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.isListed}`),
    index('products_listed_brand_newest_idx')
      .on(table.brandId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.isListed}`),
    index('products_listed_price_idx')
      .on(table.selling, table.id)
      .where(sql`${table.isListed}`),
    index('products_listed_brand_price_idx')
      .on(table.brandId, table.selling, table.id)
      .where(sql`${table.isListed}`),
    // Similar phones (decision 0044): the same model's listings nearest a price, walked both ways.
    index('products_listed_model_price_idx')
      .on(table.model, table.selling, table.id)
      .where(sql`${table.isListed} and ${table.model} is not null`),
    // A filter of a rare storage size is fetched through bitmaps of its indexes (decision 0069).
    index('products_listed_storage_idx')
      .on(table.storageGb)
      .where(sql`${table.isListed}`),
    // Search ranks the listings of the model a search names first, newest first (decision 0069).
    index('products_listed_model_newest_idx')
      .on(table.model, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.isListed} and ${table.model} is not null`),
    index('products_listed_ads_idx')
      .on(table.advertisedAt.desc(), table.id.desc())
      .where(sql`${table.isListed} and ${table.adsLabel} is not null`),
    // Sitemap pages: listed products by id range (services/sitemap). Migration 0007 adds INCLUDE
    // (updated_at), the page's lastmod, so a page of 50,000 URLs is read from the index alone.
    index('products_listed_id_idx')
      .on(table.id)
      .where(sql`${table.isListed}`),
    index('products_search_idx').using('gin', table.search),
    // A search narrowed by a brand, condition, storage size or district is intersected inside one GIN
    // index (btree_gin, migration 0030; PostgreSQL only), so rows the search matches but the filter does
    // not are never fetched from the table: "iphone se 2022" of Samsung counted 17,000 rows to find none.
    index('products_listed_search_filters_idx')
      .using('gin', table.brandId, table.condition, table.storageGb, table.district, table.search)
      .where(sql`${table.isListed}`),
    index('products_seller_idx').on(table.sellerId, table.createdAt.desc()),
    // The admin's review queue: waiting listings, the longest waiting first.
    index('products_review_queue_idx')
      .on(table.updatedAt, table.id)
      .where(sql`${table.reviewStatus} = 'pending' and ${table.deletedAt} is null`),
  ],
);

/**
 * A listing refused because its IMEI was live in another (409): what admins see of the collision (GET
 * /admin/imei-collisions). The hash, never the IMEI; `productId` is the live listing it met.
 */
export const imeiCollisions = pgTable(
  'imei_collisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imeiHash: text('imei_hash').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    attemptedBy: text('attempted_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('imei_collisions_newest_idx').on(table.createdAt.desc(), table.id.desc()),
    // A person's collisions in the last 24 hours (decision 0052's limit, and the admins' flag).
    index('imei_collisions_attempted_by_idx').on(table.attemptedBy, table.createdAt.desc()),
  ],
);
