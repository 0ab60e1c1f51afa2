-- Written by hand (a trigger is outside drizzle-kit's schema): docs/decisions/026-cart-line-count.md.
-- Each shopper's number of cart lines, kept by a trigger on every line added or removed, however it
-- is removed (checkout, a deleted variant, the account's deletion). The cap (docs/product.md,
-- CART_LINES_MAX in packages/shared/src/list-limits.ts) is a CHECK on it: two additions at once
-- update the same row, so the second sees the first's count and cannot pass the cap. Adding to the
-- cart is then one statement, without a transaction that locks the shopper and counts the lines.
CREATE TABLE "cart_line_counts" (
  "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "lines" integer NOT NULL,
  CONSTRAINT "cart_line_counts_max" CHECK ("lines" <= 100)
);
--> statement-breakpoint
INSERT INTO "cart_line_counts" ("user_id", "lines")
  SELECT "user_id", count(*) FROM "cart_items" GROUP BY "user_id";
--> statement-breakpoint
CREATE FUNCTION "cart_items_count_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "cart_line_counts" AS counted ("user_id", "lines") VALUES (NEW."user_id", 1)
      ON CONFLICT ("user_id") DO UPDATE SET "lines" = counted."lines" + 1;
  ELSE
    UPDATE "cart_line_counts" SET "lines" = "lines" - 1 WHERE "user_id" = OLD."user_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cart_items_count_lines" AFTER INSERT OR DELETE ON "cart_items"
FOR EACH ROW EXECUTE FUNCTION "cart_items_count_lines"();
