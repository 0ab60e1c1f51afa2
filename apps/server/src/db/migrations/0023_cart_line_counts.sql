-- Written by hand (a trigger is outside drizzle-kit's schema): docs/decisions/026-cart-line-count.md.
-- Each shopper's number of cart lines, kept by a trigger on every line added or removed, however it
-- is removed (checkout, a deleted variant, the account's deletion). The trigger refuses a line that
-- would pass the cap (CART_LINES_MAX in packages/shared/src/list-limits.ts): two additions at once
-- update the same count row, so the second counts from the first's total and cannot pass the cap.
-- Adding to the cart is then one statement, without a transaction that locks the shopper to count.
--
-- No line is added or removed while the lines are counted and the trigger installed: a process still
-- running the code before this one would otherwise leave a count wrong for good.
LOCK TABLE "cart_items" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TABLE "cart_line_counts" (
  "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "lines" integer NOT NULL CHECK ("lines" >= 0)
);
--> statement-breakpoint
INSERT INTO "cart_line_counts" ("user_id", "lines")
  SELECT "user_id", count(*) FROM "cart_items" GROUP BY "user_id";
--> statement-breakpoint
-- The cap is tested only when a line is added, as the code before did: a cart over it from before
-- the cap existed still loses lines, and this migration does not fail on it.
CREATE FUNCTION "cart_items_count_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "cart_line_counts" AS c ("user_id", "lines") VALUES (NEW."user_id", 1)
      ON CONFLICT ("user_id") DO UPDATE SET "lines" = c."lines" + 1
      RETURNING c."lines" INTO counted;
    IF counted > 100 THEN
      RAISE EXCEPTION 'the cart holds up to 100 lines'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'cart_line_counts_max';
    END IF;
  ELSE
    UPDATE "cart_line_counts" SET "lines" = "lines" - 1 WHERE "user_id" = OLD."user_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cart_items_count_lines" AFTER INSERT OR DELETE ON "cart_items"
FOR EACH ROW EXECUTE FUNCTION "cart_items_count_lines"();
