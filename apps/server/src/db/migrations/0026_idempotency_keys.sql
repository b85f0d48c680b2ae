-- Issue 41 §6 (decision 0072): writes sent with an Idempotency-Key. The first request claims its key with an
-- insert that does nothing on conflict, so that two instances never carry out the same write; its answer is
-- kept for a day for the retries. Rows older than a day are deleted on a schedule (plugins/idempotency.ts).
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"claim" uuid NOT NULL,
	"status" integer,
	"headers" jsonb,
	"body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_method_path_key_pk" PRIMARY KEY("scope","method","path","key"),
	CONSTRAINT "idempotency_keys_key_check" CHECK (length("idempotency_keys"."key") between 1 and 255)
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");