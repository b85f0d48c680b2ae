-- Pages follow a signed-in user's chosen language when their browser has no `lang` cookie (decision 0018).
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'bn'));