CREATE TABLE "listing_facet_counts" (
	"brand_id" uuid NOT NULL,
	"district" text,
	"condition" text,
	"storage_gb" integer,
	"variant" text,
	"battery_band" integer,
	"listed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_guides" (
	"model" text NOT NULL,
	"storage_gb" integer NOT NULL,
	"condition" text NOT NULL,
	"asking_median" integer,
	"asking_low" integer,
	"asking_high" integer,
	"asking_count" integer NOT NULL,
	"sold_median" integer,
	"sold_low" integer,
	"sold_high" integer,
	"sold_count" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_guides_model_storage_gb_condition_pk" PRIMARY KEY("model","storage_gb","condition")
);
--> statement-breakpoint
CREATE INDEX "products_listed_facets_idx" ON "products" USING btree ("brand_id","district","condition","storage_gb","variant","battery_health") WHERE "products"."is_listed";--> statement-breakpoint
CREATE INDEX "products_listed_kind_idx" ON "products" USING btree ("created_at","model","storage_gb","condition") INCLUDE ("selling") WHERE "products"."is_listed" and "products"."model" is not null;--> statement-breakpoint
CREATE INDEX "products_sold_kind_idx" ON "products" USING btree ("sold_at","model","storage_gb","condition") INCLUDE ("selling") WHERE "products"."status" = 'sold' and not "products"."sold_outside" and "products"."model" is not null;