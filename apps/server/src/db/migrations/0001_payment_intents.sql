CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'bdt' NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"last_error" text,
	"card_last4" text,
	"succeeded_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "payment_intents_status_check" CHECK ("payment_intents"."status" in ('requires_payment_method', 'succeeded', 'canceled')),
	CONSTRAINT "payment_intents_amount_check" CHECK ("payment_intents"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intents_booking_idx" ON "payment_intents" USING btree ("booking_id","created_at" DESC NULLS LAST);