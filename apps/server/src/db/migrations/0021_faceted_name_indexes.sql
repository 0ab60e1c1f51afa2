-- Written by hand (a GIN index over plain columns needs btree_gin's operator classes):
-- docs/decisions/023-finding-at-scale.md. A search with filters found every product whose name
-- matched, then read each one's row to test its colour and materials: wooden lamps in stock in two
-- rooms read 4,104 pages of the table to count 154 (14.9 ms). With those columns in the name
-- indexes, the index tests them too, and about 150 pages are read (2.9-4.1 ms). The room stays out:
-- each is a quarter of the catalogue, and merging its entries slowed the searches it did not empty.
-- Archived products stay in both indexes, for the back office's search.
-- Only where btree_gin is available: the embedded database (PGlite 0.5) goes without it, since
-- loading it there breaks pg_trgm (a similarity search finds nothing and the next query never ends).
-- Its catalogue is small, and the plain name indexes serve it.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_available_extensions WHERE name = 'btree_gin') THEN
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    DROP INDEX "products_name_trgm_idx";
    DROP INDEX "products_name_search_idx";
    CREATE INDEX "products_name_trgm_idx" ON "products"
      USING gin ("name" gin_trgm_ops, "colour", "materials");
    CREATE INDEX "products_name_search_idx" ON "products"
      USING gin ("name_search", "colour", "materials");
  END IF;
END $$;
