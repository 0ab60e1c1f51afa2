-- Written by hand (a trigger and INCLUDE are outside drizzle-kit's schema):
-- docs/decisions/023-finding-at-scale.md. A listing filtered by a material walked a sort index and
-- tested each entry's materials, as a btree cannot be keyed by one element of an array: counting
-- 1,001 cotton products (5% of the catalogue) read 20,000 entries (10-20 ms). Here each product on
-- sale has one row per material, keyed by the material, so such a count or page reads its matches
-- alone (0.5-0.8 ms). A trigger keeps the rows as the product is: every column a listing filters or
-- sorts by is copied, and an archived product has none.
--
-- No product is written while the rows are filled and the trigger installed: a process still running
-- the code before this one would otherwise leave rows that no longer match their product.
LOCK TABLE "products" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TABLE "product_materials" (
  "material" text NOT NULL,
  "product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "category" text NOT NULL,
  "colour" text,
  "in_stock" boolean NOT NULL,
  "price_cents" integer NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("material", "product_id")
);
--> statement-breakpoint
-- The two sorts of a listing, as the products' own sort indexes have them (migration 0020), led by
-- the material; the other filters' columns ride along so the index answers alone.
CREATE INDEX "product_materials_created_idx" ON "product_materials" ("material", "created_at" DESC, "product_id")
  INCLUDE ("category", "colour", "in_stock", "price_cents");
--> statement-breakpoint
CREATE INDEX "product_materials_price_idx" ON "product_materials" ("material", "price_cents", "product_id")
  INCLUDE ("category", "colour", "in_stock", "created_at");
--> statement-breakpoint
-- For the cascade when a product is deleted: without it PostgreSQL reads every row to find its own.
CREATE INDEX "product_materials_product_idx" ON "product_materials" ("product_id");
--> statement-breakpoint
INSERT INTO "product_materials"
  SELECT DISTINCT m, p."id", p."category", p."colour", p."in_stock", p."price_cents", p."created_at"
  FROM "products" p, unnest(p."materials") m
  WHERE NOT p."archived";
--> statement-breakpoint
CREATE FUNCTION "products_copy_materials"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "product_materials" WHERE "product_id" = OLD."id";
  END IF;
  IF NOT NEW."archived" THEN
    INSERT INTO "product_materials"
      SELECT DISTINCT m, NEW."id", NEW."category", NEW."colour", NEW."in_stock", NEW."price_cents", NEW."created_at"
      FROM unnest(NEW."materials") m;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_copy_materials_inserted" AFTER INSERT ON "products"
FOR EACH ROW EXECUTE FUNCTION "products_copy_materials"();
--> statement-breakpoint
-- Only when a copied column changes: a sale that leaves some in stock writes nothing here, and its
-- update of the product stays in place (docs/decisions/027-sales-without-index-writes.md).
CREATE TRIGGER "products_copy_materials_updated" AFTER UPDATE ON "products"
FOR EACH ROW WHEN (
  OLD."materials" IS DISTINCT FROM NEW."materials"
  OR OLD."category" IS DISTINCT FROM NEW."category"
  OR OLD."colour" IS DISTINCT FROM NEW."colour"
  OR OLD."in_stock" IS DISTINCT FROM NEW."in_stock"
  OR OLD."price_cents" IS DISTINCT FROM NEW."price_cents"
  OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
  OR OLD."archived" IS DISTINCT FROM NEW."archived"
)
EXECUTE FUNCTION "products_copy_materials"();
