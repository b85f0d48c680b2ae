CREATE TABLE "imei_collisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"imei_hash" text NOT NULL,
	"product_id" uuid NOT NULL,
	"attempted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_gb" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ram_gb" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "battery_health" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "included" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "imei_hash" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "imei_sealed" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "imei_last4" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "imei2_hash" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "imei2_sealed" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "division" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "imei_collisions" ADD CONSTRAINT "imei_collisions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imei_collisions" ADD CONSTRAINT "imei_collisions_attempted_by_users_id_fk" FOREIGN KEY ("attempted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imei_collisions_newest_idx" ON "imei_collisions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_listed_district_newest_idx" ON "products" USING btree ("district","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_listed";--> statement-breakpoint
CREATE INDEX "products_listed_division_newest_idx" ON "products" USING btree ("division","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_listed";--> statement-breakpoint
CREATE INDEX "products_listed_imei_idx" ON "products" USING btree ("imei_hash") WHERE "products"."is_listed" and "products"."imei_hash" is not null;--> statement-breakpoint
CREATE INDEX "products_listed_imei2_idx" ON "products" USING btree ("imei2_hash") WHERE "products"."is_listed" and "products"."imei2_hash" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_battery_check" CHECK ("products"."battery_health" between 0 and 100);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_condition_check" CHECK ("products"."condition" in ('like_new', 'excellent', 'good', 'fair'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variant_check" CHECK ("products"."variant" in ('official', 'unofficial'));