ALTER TABLE "orders" DROP CONSTRAINT "orders_card_copy";--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "funding" text DEFAULT 'credit' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_funding" text;--> statement-breakpoint
-- Cards paid with before the provider reported their funding were taken as credit cards (forma de pago 04).
UPDATE "orders" SET "card_funding" = 'credit' WHERE "payment_method" = 'card';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_installments_credit" CHECK ("orders"."installments" = 1 or "orders"."card_funding" = 'credit');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_copy" CHECK ("orders"."payment_method" <> 'card' or ("orders"."card_brand" is not null and "orders"."card_last4" is not null and "orders"."card_funding" is not null));