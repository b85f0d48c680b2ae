ALTER TABLE "price_guides" ADD COLUMN "asking_prices" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_guides" ADD COLUMN "sold_prices" integer[] DEFAULT '{}' NOT NULL;