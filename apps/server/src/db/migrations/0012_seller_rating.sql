ALTER TABLE "users" ADD COLUMN "seller_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seller_rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Ratings written before the running sums existed: each seller's buyers' reviews, counted once.
UPDATE "users" SET "seller_rating_sum" = rated.total, "seller_rating_count" = rated.n
FROM (SELECT "subject_id", sum("rating")::integer AS total, count(*)::integer AS n FROM "reviews" WHERE "author_side" = 'buyer' GROUP BY "subject_id") AS rated
WHERE "users"."id" = rated."subject_id";
