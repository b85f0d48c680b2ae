-- Sitemap pages are ranges of listed products' ids (services/sitemap/sitemap-pages.ts). With the page's
-- lastmod in the index (INCLUDE), a page is an index-only range scan that never visits the table.
-- drizzle's index builder cannot say INCLUDE, so the schema keeps the plain definition under the same name.
CREATE INDEX "products_listed_id_idx" ON "products" USING btree ("id") INCLUDE ("updated_at") WHERE "products"."is_listed";
