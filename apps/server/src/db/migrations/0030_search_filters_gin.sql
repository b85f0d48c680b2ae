-- Issue 40: a search narrowed by a brand, condition, storage size or district is intersected inside one
-- GIN index, so listings the words match but the filter does not are never read from the table. Before
-- it, "iphone se 2022" of the brand Samsung fetched the 17,000 iPhone SE rows to count none (1.4 s on
-- 1,000,000 listings; 12 ms through this index). btree_gin gives the scalar columns GIN operator
-- classes (a contrib extension PostgreSQL ships). The selling price is left out: a range over a GIN
-- column unions every price's posting list (300 ms). On 1,000,000 listings the index is 15 MB and builds
-- in about 4 s (writes to products wait meanwhile).
-- PGlite has no such index: its btree_gin bundle, loaded beside pg_trgm's, breaks the trigram operator
-- `%` (both are linked into one WebAssembly module; search's typo correction found nothing and hung).
-- Without the bundle PGlite lists no btree_gin, and the block below leaves the index out; its searches
-- intersect the words' and the brand's indexes as before.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_available_extensions WHERE name = 'btree_gin') THEN
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE INDEX IF NOT EXISTS "products_listed_search_filters_idx" ON "products" USING gin ("brand_id","condition","storage_gb","district","search") WHERE "products"."is_listed";
  END IF;
END $$;
