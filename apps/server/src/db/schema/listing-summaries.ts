import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Listed products counted by every facet of the /products filters at once (decision 0042): one row per
 * combination that has listings. Rebuilt from `products` by the listing-summaries job (a minute at
 * most, and soon after each write); GET /products/facets reads these few thousand rows, never the
 * million products. Columns are null where the listings' fields are.
 */
export const listingFacetCounts = pgTable(
  'listing_facet_counts',
  {
    /** The brand too: a category page's counts (GET /category/{id}, /products?brand=) come from here as well. */
    brandId: uuid('brand_id').notNull(),
    district: text('district'),
    condition: text('condition'),
    storageGb: integer('storage_gb'),
    variant: text('variant'),
    /** The highest battery threshold (contract's batteryThresholds) the battery reaches, 0 below them all. */
    batteryBand: integer('battery_band'),
    listed: integer('listed').notNull(),
  },
  (table) => [
    // One brand's rows are what a brand's lists and counts read (issue 40: 55,000 rows scanned for each).
    index('listing_facet_counts_brand_idx').on(table.brandId),
  ],
);

/**
 * Asking and sold prices of one kind of phone (model, storage, condition) over the last 90 days
 * (decision 0043), rebuilt by the same job. Median and the 10th–90th percentile range, whole TK;
 * sold figures only once five sold.
 */
export const priceGuides = pgTable(
  'price_guides',
  {
    model: text('model').notNull(),
    storageGb: integer('storage_gb').notNull(),
    condition: text('condition').notNull(),
    askingMedian: integer('asking_median'),
    askingLow: integer('asking_low'),
    askingHigh: integer('asking_high'),
    askingCount: integer('asking_count').notNull(),
    soldMedian: integer('sold_median'),
    soldLow: integer('sold_low'),
    soldHigh: integer('sold_high'),
    soldCount: integer('sold_count').notNull(),
    /**
     * The asking and sold prices themselves, sorted (sold ones only once five sold): a listing's own
     * guide leaves its price out of them (get-price-guide.ts), so it is compared with the others only.
     */
    askingPrices: integer('asking_prices').array().notNull().default(sql`'{}'`),
    soldPrices: integer('sold_prices').array().notNull().default(sql`'{}'`),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.model, table.storageGb, table.condition] })],
);

/**
 * The words of listed phones' names and brands (their search vectors' lexemes) with how many listings hold
 * each (decision 0069), rebuilt by the listing-summaries job. Search reads it to turn a typed prefix into
 * the exact words it can mean (a GIN lookup of exact lexemes, not a prefix scan), to correct a word that
 * matches none by trigram similarity (pg_trgm), and to estimate how many listings a search finds.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    listed: integer('listed').notNull(),
  },
  (table) => [index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`)],
);
