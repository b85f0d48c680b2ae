-- Decision 0034: cash at the meet-up. A listing may take cash; an order may be "cash agreed" (no money held);
-- a cash sale is recorded once in the ledger as settled outside PhoneHaat.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_state_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cash_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cash_agreed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_outside_once_idx" ON "ledger_entries" USING btree ("order_id") WHERE "ledger_entries"."kind" = 'settled_outside';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_state_check" CHECK ("bookings"."state" in ('booked', 'accepted', 'cash_agreed', 'declined', 'expired', 'cancelled', 'paid', 'sent', 'handed_over', 'disputed', 'completed', 'refunded'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('held', 'released', 'refunded', 'paid_out', 'settled_outside'));