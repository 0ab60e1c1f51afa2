-- Written by hand (drizzle-kit has no triggers). The distinct words of product names, for
-- correcting typos against a few thousand words instead of every name; a trigger keeps it
-- complete whatever code inserts or renames products.
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "products_add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW.name), '[^[:alnum:]]+') AS w WHERE length(w) >= 2
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF "name" ON "products"
FOR EACH ROW EXECUTE FUNCTION "products_add_search_words"();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", regexp_split_to_table(lower("name"), '[^[:alnum:]]+') AS w WHERE length(w) >= 2
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Suggestions list names that start with the query first: a prefix range on this index.
CREATE INDEX "products_name_prefix_idx" ON "products" (lower("name") text_pattern_ops) WHERE NOT "archived";
