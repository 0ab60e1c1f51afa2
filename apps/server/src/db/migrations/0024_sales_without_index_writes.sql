-- Written by hand (stored columns and INCLUDE are outside drizzle-kit's schema):
-- docs/decisions/027-sales-without-index-writes.md. A sale, a cancellation or a return changes a
-- product's stock, and the stock was in six of its indexes (for the "in stock only" filter), so
-- every such change wrote a new entry in all eleven of them, the trigram index too. Those indexes
-- now hold whether it is in stock, which changes only when the stock reaches or leaves 0: other
-- changes of the stock touch no index and PostgreSQL writes them in place on the row's page (a HOT
-- update), for which each page keeps a tenth free.
ALTER TABLE "products" SET (fillfactor = 90);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS ("stock" > 0) STORED;
--> statement-breakpoint
DROP INDEX "products_created_idx";
--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" ("created_at" DESC, "id")
  INCLUDE ("category", "colour", "in_stock", "materials", "price_cents")
  WHERE NOT "archived";
--> statement-breakpoint
DROP INDEX "products_category_created_idx";
--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" ("category", "created_at" DESC, "id")
  INCLUDE ("colour", "in_stock", "materials", "price_cents")
  WHERE NOT "archived";
--> statement-breakpoint
DROP INDEX "products_price_idx";
--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" ("price_cents", "id")
  INCLUDE ("category", "colour", "in_stock", "materials")
  WHERE NOT "archived";
--> statement-breakpoint
DROP INDEX "products_category_price_idx";
--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" ("category", "price_cents", "id")
  INCLUDE ("colour", "in_stock", "materials")
  WHERE NOT "archived";
--> statement-breakpoint
DROP INDEX "products_colour_idx";
--> statement-breakpoint
CREATE INDEX "products_colour_idx" ON "products" ("colour")
  INCLUDE ("category", "in_stock", "materials", "price_cents")
  WHERE NOT "archived";
--> statement-breakpoint
DROP INDEX "products_relevance_idx";
--> statement-breakpoint
CREATE INDEX "products_relevance_idx" ON "products" (length("name"), "name", "id")
  INCLUDE ("name_lower", "name_search", "price_cents", "category", "colour", "in_stock", "materials")
  WHERE NOT "archived";
