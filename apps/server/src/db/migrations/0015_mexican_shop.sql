ALTER TABLE "addresses" ADD COLUMN "exterior_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "interior_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "colonia" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "municipality" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "iva_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "iva_cents" integer;--> statement-breakpoint
-- Orders placed before this migration were priced with 16% IVA included (../shared/DECISIONS.md 24, docs/product.md 82); their IVA
-- follows the rounding rule of packages/shared/src/iva.ts (half up, in centavos).
UPDATE "orders" SET "iva_rate_bp" = 1600, "iva_cents" = ("total_cents"::bigint * 1600 * 2 + 11600) / (11600 * 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "iva_rate_bp" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "iva_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_iva" CHECK ("orders"."iva_cents" between 0 and "orders"."total_cents");