-- Written by hand (stored columns and INCLUDE are outside drizzle-kit's schema):
-- docs/decisions/023-finding-at-scale.md. Each name kept lower-cased beside it, so a search tests
-- names with LIKE on stored text instead of ILIKE, which lower-cases every name it tests. A common
-- word's relevance walk tests thousands of names per page: "lamp" read 7,600 for page 1 in 3.6 ms
-- with ILIKE, and in 2.0 ms with LIKE on the stored lower-case name.
ALTER TABLE "products" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower("name")) STORED;
--> statement-breakpoint
DROP INDEX "products_name_prefix_idx";
--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" ("name_lower" text_pattern_ops) WHERE NOT "archived";
--> statement-breakpoint
DROP INDEX "products_relevance_idx";
--> statement-breakpoint
CREATE INDEX "products_relevance_idx" ON "products" (length("name"), "name", "id")
  INCLUDE ("name_lower", "name_search", "price_cents", "category", "colour", "stock", "materials")
  WHERE NOT "archived";
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";
--> statement-breakpoint
-- With the colour and materials where migration 0021 installed btree_gin.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_extension WHERE extname = 'btree_gin') THEN
    CREATE INDEX "products_name_trgm_idx" ON "products"
      USING gin ("name_lower" gin_trgm_ops, "colour", "materials");
  ELSE
    CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name_lower" gin_trgm_ops);
  END IF;
END $$;
