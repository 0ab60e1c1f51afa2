DROP INDEX "orders_user_created_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settle_claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at","id");