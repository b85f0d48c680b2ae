-- Answers are serialised by the server from rows again (decision 0015): the JSON the database wrote
-- (public_json, migrations 0003 and 0004) and the copies kept on rows only for it (a product's
-- seller tick, a booking's product state and transaction id) go, with the triggers that kept them.
-- Nothing is lost: each copy is read from where it is kept (users.verify, products.status and
-- deleted_at, payments.transaction_id).
DROP TRIGGER IF EXISTS "payments_give_transaction_to_booking" ON "payments";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_give_status_to_bookings" ON "products";--> statement-breakpoint
DROP TRIGGER IF EXISTS "bookings_take_product_status" ON "bookings";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_give_verified_to_products" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_take_seller_verified" ON "products";--> statement-breakpoint
DROP FUNCTION IF EXISTS payments_give_transaction_to_booking();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_give_status_to_bookings();--> statement-breakpoint
DROP FUNCTION IF EXISTS bookings_take_product_status();--> statement-breakpoint
DROP FUNCTION IF EXISTS users_give_verified_to_products();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_take_seller_verified();--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "public_json";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "public_json";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_product_status_check";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "seller_verified";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "product_status";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "transaction_id";--> statement-breakpoint
DROP FUNCTION IF EXISTS booking_product_status(text, timestamptz);--> statement-breakpoint
DROP FUNCTION IF EXISTS json_text(text);--> statement-breakpoint
DROP FUNCTION IF EXISTS json_day(date);--> statement-breakpoint
DROP FUNCTION IF EXISTS json_instant(timestamptz);
