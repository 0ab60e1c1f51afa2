-- Written by hand (drizzle-kit has no INCLUDE). Relevance ordering (docs/product.md 108) without
-- reading every match: docs/decisions/020-search-relevance.md.
-- The name's words as full-text search sees them, kept with the row: a search tests it on thousands
-- of rows, and computing it from the name each time cost about 10 µs a row.
ALTER TABLE "products" ADD COLUMN "name_search" tsvector GENERATED ALWAYS AS (to_tsvector('english', "name")) STORED;
--> statement-breakpoint
DROP INDEX "products_name_fts_idx";
--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin ("name_search");
--> statement-breakpoint
-- Names in relevance order (shorter first), carrying what a search tests: a common word's first
-- pages are read from here alone, stopping once the page is full.
CREATE INDEX "products_relevance_idx" ON "products" (length("name"), "name", "id")
  INCLUDE ("name_search", "price_cents", "category", "colour", "stock", "materials")
  WHERE NOT "archived";
