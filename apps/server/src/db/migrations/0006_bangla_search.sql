-- Search reads Bangla (decision 0019): the stored vector is made from the text as search-text.ts reads
-- it: Bangla digits as ASCII, zero-width joiners dropped, punctuation as spaces, then Unicode NFC.
-- PostgreSQL 15 cannot change a generated column's expression, so the column is made again (every row's
-- vector is recomputed); dropping it drops the two indexes that name it, made again below as they were
-- (the INCLUDE one as migration 0002 made it). drizzle-kit wrote the two column statements; the
-- comments and the indexes are added by hand.
ALTER TABLE "products" drop column "search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', normalize(translate(coalesce("products"."product_name", '') || ' ' || coalesce("products"."brand_name", ''), U&'\09e6\09e7\09e8\09e9\09ea\09eb\09ec\09ed\09ee\09ef!"#$%&''()*+,-./:;<=>?@[\\]^_`{|}~\0964\0965\2010\2013\2014\2018\2019\201c\201d\2026\200c\200d', U&'0123456789                                          '), NFC))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_listed_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("search") WHERE "products"."is_listed";
