ALTER TABLE "products" ADD COLUMN "photo_urls" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "verification_photo" text;--> statement-breakpoint
-- Every listing made before photos has one: its cover (decision 0040).
UPDATE "products" SET "photo_urls" = ARRAY["image"];--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_photos_check" CHECK (cardinality("products"."photo_urls") <= 8 and (cardinality("products"."photo_urls") = 0 or "products"."photo_urls"[1] = "products"."image"));