-- Issue 40, decision 0077: every public filter is tested inside the index a list page walks. With
-- the filter's columns in the newest-first and by-price indexes (INCLUDE), a page of "25,000–30,000,
-- 64 GB, battery 85+" is an index-only scan that never visits the table: 95 ms → 5.5 ms on 1,000,000
-- listings (the walk read 9,700 rows from the table for 24 matches), and a count over a price range is
-- an index-only pass over that range (of one brand's prices with the brand). drizzle's index builder cannot say INCLUDE, so the schema keeps
-- the plain definitions under the same names (0002 did the same for the search vector alone).
DROP INDEX IF EXISTS "products_listed_newest_idx";--> statement-breakpoint
CREATE INDEX "products_listed_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("search","brand_id","selling","division","district","condition","storage_gb","variant","battery_health","model","ads_label") WHERE "products"."is_listed";--> statement-breakpoint
DROP INDEX IF EXISTS "products_listed_price_idx";--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("selling","id") INCLUDE ("search","brand_id","division","district","condition","storage_gb","variant","battery_health","model","ads_label") WHERE "products"."is_listed";--> statement-breakpoint
DROP INDEX IF EXISTS "products_listed_brand_price_idx";--> statement-breakpoint
CREATE INDEX "products_listed_brand_price_idx" ON "products" USING btree ("brand_id","selling","id") INCLUDE ("search","division","district","condition","storage_gb","variant","battery_health","model","ads_label") WHERE "products"."is_listed";
