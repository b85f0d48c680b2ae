DROP INDEX "bookings_seller_attention_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seller_completed_sales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "neir_deregistered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_listed_model_price_idx" ON "products" USING btree ("model","selling","id") WHERE "products"."is_listed" and "products"."model" is not null;--> statement-breakpoint
CREATE INDEX "bookings_seller_attention_idx" ON "bookings" USING btree ("seller_id") WHERE "bookings"."state" in ('booked', 'paid', 'cash_agreed');--> statement-breakpoint
-- Decision 0044: each seller's completed sales so far; from here on the completing transition adds one.
UPDATE "users" SET "seller_completed_sales" = "sales"."n"
FROM (
  SELECT "products"."seller_id", count(*)::integer AS "n"
  FROM "bookings" INNER JOIN "products" ON "products"."id" = "bookings"."product_id"
  WHERE "bookings"."state" = 'completed'
  GROUP BY "products"."seller_id"
) AS "sales"
WHERE "users"."id" = "sales"."seller_id";
