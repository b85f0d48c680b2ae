-- Decision 0029: a booking keeps its phone's seller, so that the seller's bookings list reads one index range.
-- Hand-written data step: existing bookings take their product's seller before the column is required.
ALTER TABLE "bookings" ADD COLUMN "seller_id" text;--> statement-breakpoint
UPDATE "bookings" SET "seller_id" = "products"."seller_id" FROM "products" WHERE "products"."id" = "bookings"."product_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_seller_idx" ON "bookings" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The attention badge's two counts, each from a small partial index (services/orders/attention-count.ts).
CREATE INDEX "bookings_seller_attention_idx" ON "bookings" USING btree ("seller_id") WHERE "bookings"."state" in ('booked', 'paid');--> statement-breakpoint
CREATE INDEX "bookings_buyer_attention_idx" ON "bookings" USING btree ("buyer_id") WHERE "bookings"."state" in ('accepted', 'paid', 'sent', 'handed_over');