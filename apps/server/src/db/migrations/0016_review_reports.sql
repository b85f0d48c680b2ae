CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "listing_reports_reason_check" CHECK ("listing_reports"."reason" in ('stolen', 'fake', 'wrong_price', 'scam', 'offensive', 'other')),
	CONSTRAINT "listing_reports_status_check" CHECK ("listing_reports"."status" in ('open', 'dismissed', 'upheld')),
	CONSTRAINT "listing_reports_text_check" CHECK (char_length("listing_reports"."text") <= 1000)
);
--> statement-breakpoint
-- Issue 26 items 7 and 8 (decision 0037): a listing's review state, every existing listing live.
ALTER TABLE "products" ADD COLUMN "review_status" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_reason" text;--> statement-breakpoint
-- is_listed (what every public read filters on) now also asks that the listing be live in review.
-- PostgreSQL 15 cannot change a generated column's expression, so it is dropped and added again; that
-- drops the partial indexes on it, which are made again below exactly as migrations 0000, 0002, 0007
-- and 0008 left them (INCLUDE columns and all).
ALTER TABLE "products" DROP COLUMN "is_listed";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_listed" boolean GENERATED ALWAYS AS ("products"."deleted_at" is null and "products"."status" = 'available' and "products"."review_status" = 'live') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_listed_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("search") WHERE "products"."is_listed";--> statement-breakpoint
CREATE INDEX "products_listed_brand_newest_idx" ON "products" USING btree ("brand_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_listed";--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("selling","id") WHERE "products"."is_listed";--> statement-breakpoint
CREATE INDEX "products_listed_brand_price_idx" ON "products" USING btree ("brand_id","selling","id") WHERE "products"."is_listed";--> statement-breakpoint
CREATE INDEX "products_listed_ads_idx" ON "products" USING btree ("advertised_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_listed" and "products"."ads_label" is not null;--> statement-breakpoint
CREATE INDEX "products_listed_id_idx" ON "products" USING btree ("id") INCLUDE ("updated_at") WHERE "products"."is_listed";--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_one_open_idx" ON "listing_reports" USING btree ("product_id","reporter_id") WHERE "listing_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("product_id","created_at") WHERE "listing_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "listing_reports_reporter_idx" ON "listing_reports" USING btree ("reporter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_review_queue_idx" ON "products" USING btree ("updated_at","id") WHERE "products"."review_status" = 'pending' and "products"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_review_status_check" CHECK ("products"."review_status" in ('live', 'pending', 'rejected', 'held'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_review_reason_check" CHECK (("products"."review_status" = 'rejected') = ("products"."review_reason" is not null));