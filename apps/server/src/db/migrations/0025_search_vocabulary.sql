-- Search's vocabulary (decision 0069): the words of listed phones with their counts, for exact-word lookups,
-- typo correction by trigram similarity and estimates; an index for filters by a storage size, fetched through
-- bitmaps when few match; and the index that lists a named model's phones first. pg_trgm is a trusted extension
-- (PostgreSQL 13+): the database's owner may create it; PGlite loads it from its contrib bundle (db/client.ts).
-- The extension statement is added by hand.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"listed" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listed_storage_idx" ON "products" USING btree ("storage_gb") WHERE "products"."is_listed";--> statement-breakpoint
CREATE INDEX "products_listed_model_newest_idx" ON "products" USING btree ("model","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_listed" and "products"."model" is not null;--> statement-breakpoint
CREATE INDEX "listing_facet_counts_brand_idx" ON "listing_facet_counts" USING btree ("brand_id");