CREATE TABLE "handover_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"seller_id" text NOT NULL,
	"order_id" uuid,
	"payout_id" uuid,
	"amount" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('held', 'released', 'refunded', 'paid_out')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" > 0),
	CONSTRAINT "ledger_entries_reference_check" CHECK (("ledger_entries"."kind" = 'paid_out') = ("ledger_entries"."payout_id" is not null) and ("ledger_entries"."kind" = 'paid_out') = ("ledger_entries"."order_id" is null))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_events_actor_check" CHECK ("order_events"."actor" in ('buyer', 'seller', 'admin', 'system'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"account" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reference" text,
	"requested_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('requested', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"author_side" text NOT NULL,
	"author_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
DROP INDEX "bookings_buyer_product_open_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "state" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "state_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tracking_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "handover_attempts" ADD CONSTRAINT "handover_attempts_order_id_bookings_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_bookings_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_bookings_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_bookings_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handover_attempts_order_idx" ON "handover_attempts" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_held_once_idx" ON "ledger_entries" USING btree ("order_id") WHERE "ledger_entries"."kind" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_settled_once_idx" ON "ledger_entries" USING btree ("order_id") WHERE "ledger_entries"."kind" in ('released', 'refunded');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payout_once_idx" ON "ledger_entries" USING btree ("payout_id") WHERE "ledger_entries"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_idx" ON "ledger_entries" USING btree ("seller_id","kind");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payouts_seller_idx" ON "payouts" USING btree ("seller_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("requested_at") WHERE "payouts"."status" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_once_per_side_idx" ON "reviews" USING btree ("order_id","author_side");--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_due_idx" ON "bookings" USING btree ("due_at") WHERE "bookings"."due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_buyer_product_open_idx" ON "bookings" USING btree ("buyer_id","product_id") WHERE "bookings"."deleted_at" is null and "bookings"."state" not in ('declined', 'expired', 'cancelled', 'refunded');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_state_check" CHECK ("bookings"."state" in ('booked', 'accepted', 'declined', 'expired', 'cancelled', 'paid', 'sent', 'handed_over', 'disputed', 'completed', 'refunded'));--> statement-breakpoint
-- Hand-written from here (decision 0020). Bookings paid before the deal existed were sales whose money
-- the seller took: they become completed orders, and the ledger records their money held and released
-- so that it balances against every payment. Open bookings get the 48-hour answer window from now.
UPDATE "bookings" SET "state" = 'completed', "completed_at" = coalesce("paid_at", "created_at"), "state_changed_at" = coalesce("paid_at", "created_at")
  WHERE "paid";--> statement-breakpoint
UPDATE "bookings" SET "due_at" = greatest("created_at", now()) + interval '48 hours' WHERE NOT "paid";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "action", "from_state", "to_state", "actor", "actor_id", "note", "at")
  SELECT "id", 'pay', 'booked', 'completed', 'system', NULL, 'Paid before orders were tracked', coalesce("paid_at", "created_at") FROM "bookings" WHERE "paid";--> statement-breakpoint
INSERT INTO "ledger_entries" ("kind", "seller_id", "order_id", "amount", "at")
  SELECT k.kind, pr."seller_id", p."booking_id", p."amount" * 100, p."created_at"
  FROM "payments" p JOIN "products" pr ON pr."id" = p."product_id" CROSS JOIN (VALUES ('held'), ('released')) AS k(kind);--> statement-breakpoint
-- The timeline and the ledger are append-only: rows are added, never changed or removed.
CREATE FUNCTION refuse_change_of_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER order_events_append_only BEFORE UPDATE OR DELETE ON "order_events"
  FOR EACH ROW EXECUTE FUNCTION refuse_change_of_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION refuse_change_of_append_only();
