ALTER TABLE "sign_in_throttle" ADD COLUMN "last_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_throttle_last_attempt_at_idx" ON "sign_in_throttle" USING btree ("last_attempt_at");--> statement-breakpoint
-- Per-e-mail counters are replaced by per account-and-address ones (docs/product.md 7).
DELETE FROM "sign_in_throttle" WHERE "key" LIKE 'email:%';
