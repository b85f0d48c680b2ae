-- Product and booking answers were written as JSON on every read (decision 0009): on a page of 24
-- products, building the JSON and joining each product's seller for the verified tick were two thirds
-- of PostgreSQL's work. Now each row keeps its part of the answer in a generated column, and each
-- product its seller's tick (decision 0010).
--
-- A generated column accepts only immutable functions. to_json and to_char are declared stable
-- because other types' text forms depend on settings; for text, date and timestamp (at UTC) they
-- depend on nothing, which these three wrappers declare.
CREATE FUNCTION json_text(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN to_json(value)::text;--> statement-breakpoint
CREATE FUNCTION json_day(value date) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN '"' || to_char(value, 'YYYY-MM-DD') || '"';--> statement-breakpoint
-- As JSON.stringify writes a Date: milliseconds, UTC.
CREATE FUNCTION json_instant(value timestamptz) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN '"' || to_char(value AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "products" SET "seller_verified" = true FROM "users" WHERE "users"."id" = "products"."seller_id" AND "users"."verify";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "public_json" text GENERATED ALWAYS AS ('{"_id":"' || "products"."id"
    || '","productName":' || json_text("products"."product_name")
    || ',"image":' || json_text("products"."image")
    || ',"imageSet":' || "products"."image_set"
    || ',"purchase":' || "products"."purchase"
    || ',"selling":' || "products"."selling"
    || ',"location":' || json_text("products"."location")
    || ',"details":' || json_text("products"."details")
    || ',"postDate":' || json_day("products"."post_date")
    || ',"usingYears":' || "products"."using_years"
    || ',"seller":' || json_text("products"."seller_name")
    || ',"brand":"' || "products"."brand_id"
    || '","brandName":' || json_text("products"."brand_name")
    || coalesce(',"ads":' || json_text("products"."ads_label"), '')
    || ',"sellerVerified":' || "products"."seller_verified"
    || ',"status":' || json_text("products"."status")
    || ',"createdAt":' || json_instant("products"."created_at") || '}') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "public_json" text GENERATED ALWAYS AS ('{"_id":"' || "bookings"."id"
    || '","productId":"' || "bookings"."product_id"
    || '","productName":' || json_text("bookings"."product_name")
    || ',"productImage":' || json_text("bookings"."product_image")
    || ',"buyerName":' || json_text("bookings"."buyer_name")
    || ',"email":' || json_text("bookings"."email")
    || ',"price":' || "bookings"."price"
    || ',"sellerLocation":' || json_text("bookings"."seller_location")
    || ',"pickUpLocation":' || json_text("bookings"."pick_up_location")
    || ',"phone":' || json_text("bookings"."phone")
    || ',"paid":' || "bookings"."paid"
    || ',"createdAt":' || json_instant("bookings"."created_at") || '}') STORED NOT NULL;--> statement-breakpoint
-- The tick follows the seller: taken from the seller when a product is inserted (every path: the
-- app, the demo and bench seeds, a restore), changed on all their products when they are verified.
CREATE FUNCTION products_take_seller_verified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seller_verified := coalesce((SELECT "verify" FROM "users" WHERE "id" = NEW.seller_id), false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_take_seller_verified BEFORE INSERT OR UPDATE OF seller_id ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_take_seller_verified();--> statement-breakpoint
CREATE FUNCTION users_give_verified_to_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "seller_verified" = NEW.verify WHERE "seller_id" = NEW.id AND "seller_verified" IS DISTINCT FROM NEW.verify;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_give_verified_to_products AFTER UPDATE OF verify ON "users"
  FOR EACH ROW WHEN (OLD.verify IS DISTINCT FROM NEW.verify) EXECUTE FUNCTION users_give_verified_to_products();
