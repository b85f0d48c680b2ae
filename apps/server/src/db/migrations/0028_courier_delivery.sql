CREATE TABLE "parcel_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"raw_status" text NOT NULL,
	"message" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"raw_status" text DEFAULT 'requested' NOT NULL,
	"consignment_id" text,
	"tracking_code" text,
	"cod_amount" integer NOT NULL,
	"collected" integer,
	"deliver_by" timestamp with time zone NOT NULL,
	"neir_deregistered" boolean NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"last_error" text,
	"overdue_notice_at" timestamp with time zone,
	CONSTRAINT "parcels_courier_check" CHECK ("parcels"."courier" in ('simulated', 'steadfast', 'pathao')),
	CONSTRAINT "parcels_status_check" CHECK ("parcels"."status" in ('requested', 'pending', 'picked_up', 'in_transit', 'delivered', 'returned', 'cancelled', 'on_hold'))
);
--> statement-breakpoint
CREATE TABLE "simulated_courier_parcels" (
	"invoice" text PRIMARY KEY NOT NULL,
	"serial" bigserial NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_as" text
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ships" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cod_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "delivery_fee" integer;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_order_id_parcels_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."parcels"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_bookings_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_events_once_idx" ON "parcel_events" USING btree ("order_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_consignment_idx" ON "parcels" USING btree ("courier","consignment_id");--> statement-breakpoint
CREATE INDEX "parcels_active_idx" ON "parcels" USING btree ("checked_at") WHERE "parcels"."status" in ('requested', 'pending', 'picked_up', 'in_transit', 'on_hold');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_delivery_fee_check" CHECK ("bookings"."delivery_fee" is null or "bookings"."delivery_fee" >= 0);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('booking_made', 'booking_accepted', 'booking_declined', 'booking_expired', 'booking_cancelled', 'order_paid', 'cash_agreed', 'order_handed_over', 'order_sent', 'order_completed', 'dispute_opened', 'dispute_answered', 'dispute_resolved', 'refund_made', 'payout_requested', 'payout_paid', 'listing_approved', 'listing_rejected', 'report_outcome', 'rating_received', 'handover_overdue', 'dispute_overdue', 'pickup_booked', 'parcel_delivered', 'parcel_returned', 'delivery_overdue', 'message_received', 'offer_received', 'offer_countered', 'offer_accepted', 'offer_declined', 'offer_expired', 'watched_price_drop', 'watched_sold', 'saved_search_digest'));