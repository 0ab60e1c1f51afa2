-- Written by hand (INCLUDE is outside drizzle-kit's schema): docs/decisions/023-finding-at-scale.md.
-- A listing that has no count kept yet finds its matches once, up to the cap, with their sort key,
-- to count them and sort them in one statement. With a colour chosen the colour index finds them,
-- and it now holds the sort keys and the id, so it answers that alone (an index-only scan).
DROP INDEX "products_colour_idx";
--> statement-breakpoint
CREATE INDEX "products_colour_idx" ON "products" ("colour")
  INCLUDE ("category", "in_stock", "materials", "price_cents", "created_at", "id")
  WHERE NOT "archived";
