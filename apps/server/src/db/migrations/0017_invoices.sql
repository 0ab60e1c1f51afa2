CREATE TABLE "fiscal_data" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rfc" text NOT NULL,
	"name" text NOT NULL,
	"tax_regime" text NOT NULL,
	"postal_code" text NOT NULL,
	"cfdi_use" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"series" text NOT NULL,
	"folio" integer GENERATED ALWAYS AS IDENTITY (sequence name "invoices_folio_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'stamping' NOT NULL,
	"receiver" jsonb NOT NULL,
	"xml" text NOT NULL,
	"uuid" text,
	"stamped_at" timestamp with time zone,
	"provider" text NOT NULL,
	"cancellation_reason" text,
	"replacement_uuid" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_stamped" CHECK ("invoices"."status" = 'stamping' or ("invoices"."uuid" is not null and "invoices"."stamped_at" is not null)),
	CONSTRAINT "invoices_cancelled" CHECK ("invoices"."status" <> 'cancelled' or ("invoices"."cancellation_reason" is not null and "invoices"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "fiscal_data" ADD CONSTRAINT "fiscal_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_live_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_uuid_idx" ON "invoices" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invoices_stamping_idx" ON "invoices" USING btree ("claimed_at") WHERE "invoices"."status" = 'stamping';