CREATE TABLE "gateway_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"gateway_id" text,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"transaction_id" text,
	"paid_poisha" integer,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_checkouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "gateway_checkouts_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "gateway_checkouts_status_check" CHECK ("gateway_checkouts"."status" in ('open', 'paid', 'failed', 'unknown', 'held', 'refund_due', 'refunded')),
	CONSTRAINT "gateway_checkouts_amount_check" CHECK ("gateway_checkouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "gateway_checkouts" ADD CONSTRAINT "gateway_checkouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_checkouts_booking_idx" ON "gateway_checkouts" USING btree ("booking_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gateway_checkouts_pending_idx" ON "gateway_checkouts" USING btree ("status") WHERE "gateway_checkouts"."status" in ('open', 'unknown', 'refund_due');--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_checkouts_gateway_id_idx" ON "gateway_checkouts" USING btree ("provider","gateway_id");