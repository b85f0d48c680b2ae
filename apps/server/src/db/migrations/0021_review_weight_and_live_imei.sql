-- One live listing per IMEI (decision 0052). Listings that already share an IMEI with an older live
-- listing (either IMEI column, either way round) go back to review: the older keeps the phone, an admin
-- decides on the newer (approving it is refused while the older is live). Runs before the unique indexes.
UPDATE "products" AS "newer" SET "review_status" = 'pending', "review_reason" = NULL
WHERE "newer"."is_listed" AND ("newer"."imei_hash" IS NOT NULL OR "newer"."imei2_hash" IS NOT NULL)
  AND EXISTS (
    SELECT 1 FROM "products" AS "older"
    WHERE "older"."is_listed" AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id")
      AND ("older"."imei_hash" IN ("newer"."imei_hash", "newer"."imei2_hash") OR "older"."imei2_hash" IN ("newer"."imei_hash", "newer"."imei2_hash"))
  );--> statement-breakpoint
DROP INDEX "products_listed_imei_idx";--> statement-breakpoint
DROP INDEX "products_listed_imei2_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_cause" text;--> statement-breakpoint
CREATE INDEX "imei_collisions_attempted_by_idx" ON "imei_collisions" USING btree ("attempted_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "products_listed_imei_idx" ON "products" USING btree ("imei_hash") WHERE "products"."is_listed" and "products"."imei_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_listed_imei2_idx" ON "products" USING btree ("imei2_hash") WHERE "products"."is_listed" and "products"."imei2_hash" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_review_cause_check" CHECK ("products"."review_cause" is null or ("products"."review_status" = 'pending' and "products"."review_cause" in ('edited')));
