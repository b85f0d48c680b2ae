CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_handed_over_idx" ON "bookings" USING btree ("handed_over_at") WHERE "bookings"."handed_over_at" is not null;--> statement-breakpoint
CREATE INDEX "bookings_disputed_idx" ON "bookings" USING btree ("state_changed_at") WHERE "bookings"."state" = 'disputed';--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_at_idx" ON "ledger_entries" USING btree ("seller_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_at_idx" ON "ledger_entries" USING btree ("at");