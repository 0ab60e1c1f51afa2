import { availableParallelism } from "node:os";
import type { Category, Colour, Material, ProductSort } from "@hogar/shared";
import { and, arrayOverlaps, eq, not, or, type SQL, sql } from "drizzle-orm";
import { pgTable, text } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { productImages, products } from "../../db/schema/index.ts";
import { ConcurrencyLimit } from "../../lib/concurrency-limit.ts";
import {
  findsByMaterial,
  type ListingSource,
  listFilter,
  materialSource,
  orderingIn,
  type ProductFilter,
  roomColourStockPrice,
} from "./listing-source.ts";

export type { ProductFilter };

export interface ImageRow {
  imageKey: string | null;
  url: string | null;
  width: number;
  height: number;
  alt: string;
}

/** A picture as the back office sees it: with its id, which the edit form's `keep` names. */
export interface AdminImageRow extends ImageRow {
  id: string;
  /** The variant it shows; null for the product's own pictures (issue 19). */
  variantId: string | null;
}

export interface ProductRow {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  category: Category;
  stock: number;
  createdAt: Date;
  images: ImageRow[];
  /** Empty without variants (issue 19). */
  optionNames: string[];
  /** Visible reviews: how many, and their ratings added up (issue 19). */
  reviewCount: number;
  ratingTotal: number;
  widthCm: number | null;
  depthCm: number | null;
  heightCm: number | null;
  weightGrams: number | null;
  materials: Material[];
  colour: Colour | null;
  assemblyRequired: boolean;
}

/** A product on sale or archived, as the back office sees it. */
export interface AdminProductRecord extends Omit<ProductRow, "images"> {
  archived: boolean;
  images: AdminImageRow[];
}

// Made and filled by migration 0003 (a trigger keeps it complete), so not part of the drizzle-kit schema.
const searchWords = pgTable("search_words", { word: text("word").primaryKey() });

/** The text as a LIKE pattern's literal part: its wildcards and the escape character escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The text as a regular expression's literal part. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The LIKE patterns of a name that starts with the text, and of one that contains it. */
const prefixPattern = (q: string) => `${escapeLike(q)}%`;
const containsPattern = (q: string) => `%${escapeLike(q)}%`;

// The name's words for full-text search (migration 0019), the name lower-cased (migration 0022) and
// whether the stock is above 0 (migration 0024): stored columns, not part of the drizzle schema.
const nameSearch = sql`${products}."name_search"`;
const nameLower = sql`${products}."name_lower"`;
// The indexes hold this, not the stock, so a sale changes none of them (docs/decisions/027).
const inStock = sql`${products}."in_stock"`;

/**
 * The name contains the text, or its words (stemmed: "lamps" finds "Lamp"). LIKE on the stored
 * lower-case name is ILIKE without lower-casing each name tested; PostgreSQL lower-cases the text.
 */
export function nameMatches(q: string): SQL {
  return nameMatchesPattern(containsPattern(q), q);
}

/** nameMatches with its LIKE pattern and words given, as values or a prepared statement's placeholders. */
function nameMatchesPattern(pattern: unknown, words: unknown): SQL {
  return sql`(${nameLike(pattern)} or ${nameSearch} @@ websearch_to_tsquery('english', ${words}))`;
}

/**
 * The name holds the words as words, stemmed ("pans" finds "Pan", "coffee table" the names with
 * both), never inside other words ("Pantry", "Campana", "upholstered" for "red"). For the words a
 * search adds to the shopper's (`alsoWords`: a Spanish query's English, another name of the same
 * thing), which are whole words, while the shopper's own text still matches inside names, as they may
 * type part of a word.
 */
function nameHasWords(words: string): SQL {
  return sql`${nameSearch} @@ websearch_to_tsquery('english', ${words})`;
}

/** The lower-case name is like the pattern, lower-cased by PostgreSQL (a value or a placeholder). */
function nameLike(pattern: unknown, lowerName: SQL = nameLower): SQL {
  return sql`${lowerName} like lower(${pattern})`;
}

/** The name starts with the text; `lowerName` is another relation's lower-case name when given. */
function startsWith(q: string, lowerName: SQL = nameLower): SQL {
  return nameLike(prefixPattern(q), lowerName);
}

// A search's statements keep a core busy for milliseconds. More of them at once than twice the
// cores only share the cores, so each takes longer; the others wait their turn in this process.
// Under 10 concurrent searches this cut p95 by about 10% (docs/decisions/023-finding-at-scale.md).
const searchSlots = new ConcurrencyLimit(2 * availableParallelism());

/**
 * `work` with sequential scans off, for a search's count. PostgreSQL prices testing a name as nearly
 * free, so for a common word it expects a sequential scan to reach the cap soon: "oak" read 14,000
 * rows in 10.6 ms that way, and 1,001 in 2.1 ms through the name indexes. SET LOCAL ends with the
 * transaction, so no other statement is steered (docs/decisions/023-finding-at-scale.md).
 */
function throughIndexes<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return searchSlots.run(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return work(tx);
    }),
  );
}

function conditions(filter: ProductFilter): SQL | undefined {
  return and(
    eq(products.archived, false),
    ...roomColourStockPrice({ ...products, inStock }, filter),
    // Overlap (&&) is what the GIN index on materials answers.
    listFilter(filter.materials, (list) => arrayOverlaps(products.materials, list)),
    filter.q ? or(nameMatches(filter.q), ...(filter.alsoWords ?? []).map(nameHasWords)) : undefined,
  );
}

/**
 * The name is of the thing the words name: English puts it last, so the name ends with the words'
 * last word ("Walnut Coffee Table" for "coffee table" and "round table", a lamp in "White Table
 * Lamp"), before a plural ending, a "with", "for" or a size ("Paz Nightstand with Drawer", "Dinner Set
 * for Four", "Copper Saucepan 20 cm"). Tested among a search's matches, which hold every word.
 */
function namesThe(words: string[], lowerName: SQL = nameLower): SQL | undefined {
  const heads = [...new Set(words.map((phrase) => phrase.toLowerCase().split(/\s+/).at(-1) ?? ""))];
  if (heads.length === 0) return undefined;
  const head = `\\m(${heads.map(escapeRegExp).join("|")})(s|es)?( (with|for) .*| [0-9].*)?$`;
  return sql`${lowerName} ~ ${head}`;
}

/**
 * What a relevance sort puts first, each before the next, `lowerName` being another relation's
 * lower-case name: names starting with the shopper's text (docs/product.md 108), then, for a search
 * with words added (`alsoWords`: a Spanish word's English, another name of the same thing), names of
 * the thing they all name. Starting with that English would put the table lamps among the tables for
 * "mesa"; leaving out the shopper's own words, the bedside tables before the nightstands.
 */
function relevanceTiers(filter: ProductFilter & { q: string }, lowerName?: SQL): SQL[] {
  const starting = startsWith(filter.q, lowerName);
  if (!filter.alsoWords?.length) return [starting];
  const named = namesThe([filter.q, ...filter.alsoWords], lowerName);
  return named ? [starting, named] : [starting];
}

/** The one room a listing is filtered by when nothing else filters it; undefined otherwise. */
function onlyRoom(filter: ProductFilter): Category | undefined {
  const { categories, ...others } = filter;
  // As `conditions` reads them: an empty list and `inStock: false` filter nothing.
  const filtered = Object.values(others).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false,
  );
  return categories?.length === 1 && !filtered ? categories[0] : undefined;
}

/** Newest first: asked for, or relevance without words. */
const ordersNewest = (sort: ProductSort) => sort === "newest" || sort === "relevance";

/** Where a listing finds its ids: the rows of its one material, or the products themselves. */
function sourceOf(filter: ProductFilter): ListingSource {
  const { id, createdAt, priceCents } = products;
  return materialSource(filter) ?? { table: products, id, createdAt, priceCents, where: conditions(filter) };
}

/** The order of a listing of products; a search by relevance is ordered by relevancePage instead. */
const ordering = (sort: ProductSort) => orderingIn(sort, products);

/** The pictures `i` (product_images) that meet `which`, in their order, as a JSON array. */
export const imagesWhere = (which: SQL) => sql<ImageRow[]>`coalesce((
  select json_agg(json_build_object('imageKey', i.image_key, 'url', i.url, 'width', i.width, 'height', i.height, 'alt', i.alt) order by i.position)
  from ${productImages} i where ${which}
), '[]'::json)`;

// The product's own pictures: a variant's pictures show only with it (docs/product.md 105).
const imagesJson = imagesWhere(sql`i.product_id = "products"."id" and i.variant_id is null`);

export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  category: products.category,
  stock: products.stock,
  createdAt: products.createdAt,
  images: imagesJson,
  optionNames: products.optionNames,
  reviewCount: products.reviewCount,
  ratingTotal: products.ratingTotal,
  widthCm: products.widthCm,
  depthCm: products.depthCm,
  heightCm: products.heightCm,
  weightGrams: products.weightGrams,
  materials: products.materials,
  colour: products.colour,
  assemblyRequired: products.assemblyRequired,
};

const adminImagesJson = sql<AdminImageRow[]>`coalesce((
  select json_agg(json_build_object('id', i.id, 'variantId', i.variant_id, 'imageKey', i.image_key, 'url', i.url, 'width', i.width, 'height', i.height, 'alt', i.alt) order by i.position)
  from ${productImages} i where i.product_id = "products"."id"
), '[]'::json)`;

/** Archived products too, and each picture's id. */
export const adminProductColumns = {
  ...productColumns,
  archived: products.archived,
  images: adminImagesJson,
};

export type NewProduct = typeof products.$inferInsert;
export type NewProductImage = typeof productImages.$inferInsert;
/** A product's own columns an admin may change; price in centavos. */
export type ProductChanges = Partial<
  Pick<
    NewProduct,
    | "name"
    | "description"
    | "priceCents"
    | "stock"
    | "category"
    | "widthCm"
    | "depthCm"
    | "heightCm"
    | "weightGrams"
    | "materials"
    | "colour"
    | "assemblyRequired"
  >
>;

/**
 * Whether listingPage suits the filter: with a colour chosen, the colour index holds every filter's
 * column, both sort keys and the id (migration 0026), and so do the indexes of product_materials
 * with one material (migration 0030), so one index-only scan finds, counts and sorts the matches.
 * Without either, needing the sort key beside the count steers PostgreSQL to a sort index: stone
 * products in stock in two rooms, newest first, took 7.7 ms counted and paged apart and 10.6 ms
 * this way (docs/decisions/023-finding-at-scale.md).
 */
export const countsAndSortsAtOnce = (filter: ProductFilter) =>
  (filter.colours?.length ?? 0) > 0 || findsByMaterial(filter);

/** The count and page of ids that listingPage and relevancePage select as one row. */
function totalAndIds(result: unknown): { total: number; ids: string[] } {
  const [row] = (result as { rows: { total: number; ids: string[] }[] }).rows;
  return { total: row?.total ?? 0, ids: row?.ids ?? [] };
}

// Any fixed number works; it only has to differ from the migration lock (727001).
const SEED_LOCK_ID = 727_002;

/** Products and their images. Writes take the transaction they run in (or the database) first. */
export function createCatalogRepository(db: Db) {
  /** A listing's page of ids, in its order. */
  const pageIdsQuery = (filter: ProductFilter, sort: ProductSort, offset: number, limit: number) => {
    const source = sourceOf(filter);
    return db
      .select({ id: source.id })
      .from(source.table)
      .where(source.where)
      .orderBy(...orderingIn(sort, source))
      .offset(offset)
      .limit(limit);
  };

  // Built once by drizzle and planned once per connection by PostgreSQL, not per request: the search
  // and product routes read their rows with these, and the pictures' subquery made each plan dear
  // (docs/decisions/019: search 1.5 times and product 1.9 times the requests a second).
  const productById = db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, sql.placeholder("id")), eq(products.archived, false)))
    .prepare("hogar_product_by_id");
  const productsByIds = db
    .select(productColumns)
    .from(products)
    .where(and(sql`${products.id} = any(${sql.placeholder("ids")}::uuid[])`, eq(products.archived, false)))
    .prepare("hogar_products_by_ids");

  // A room's newest products (the feed's rows, a room's "See all"): the commonest listing, prepared
  // like the rows above, which took a quarter off the shop's CPU per listing (docs/decisions/019).
  // Every room and page takes the same plan (the room's sort index, then each kept product's row),
  // so PostgreSQL's generic plan for it is as good as planning each request.
  const roomPageIds = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.archived, false), eq(products.category, sql.placeholder("room"))))
    .orderBy(...ordering("newest"))
    .offset(sql.placeholder("offset"))
    .limit(sql.placeholder("limit"))
    .as("page");
  const roomNewestPage = db
    .select(productColumns)
    .from(products)
    .innerJoin(roomPageIds, eq(products.id, roomPageIds.id))
    .orderBy(...ordering("newest"))
    .prepare("hogar_room_newest_page");

  // The suggestions' two statements, prepared like the rows above: every keystroke asks for them.
  const suggestionColumns = { id: products.id, name: products.name };
  const prefixPlaceholder = sql.placeholder("prefix");
  const suggestionsStarting = db
    .select(suggestionColumns)
    .from(products)
    .where(and(eq(products.archived, false), nameLike(prefixPlaceholder)))
    .orderBy(nameLower)
    .limit(sql.placeholder("limit"))
    .prepare("hogar_suggestions_starting");
  const suggestionsContaining = db
    .select(suggestionColumns)
    .from(products)
    .where(
      and(
        eq(products.archived, false),
        sql`not ${nameLike(prefixPlaceholder)}`,
        nameMatchesPattern(sql.placeholder("contains"), sql.placeholder("q")),
      ),
    )
    .limit(sql.placeholder("limit"))
    .prepare("hogar_suggestions_containing");

  return {
    /**
     * The page's ids are found first, alone: with nothing but the filters' and the sort's columns to
     * read, the walk stays inside a covering sort index (migration 0020) and reads a product's row
     * only for the page it keeps.
     */
    async page(
      filter: ProductFilter,
      sort: ProductSort,
      offset: number,
      limit: number,
    ): Promise<ProductRow[]> {
      const room = onlyRoom(filter);
      if (room && ordersNewest(sort)) {
        return (await roomNewestPage.execute({ room, offset, limit })) as ProductRow[];
      }
      const page = pageIdsQuery(filter, sort, offset, limit).as("page");
      const rows = await db
        .select(productColumns)
        .from(products)
        .innerJoin(page, eq(products.id, page.id))
        .orderBy(...ordering(sort));
      return rows as ProductRow[];
    },

    /** The ids `page` would list, in its order: what a search decides, without the products' data. */
    async pageIds(
      filter: ProductFilter,
      sort: ProductSort,
      offset: number,
      limit: number,
    ): Promise<string[]> {
      const rows = await pageIdsQuery(filter, sort, offset, limit);
      return rows.map((r) => r.id);
    },

    /**
     * A listing's count, up to `upTo` + 1 like `count`, and its page of ids, in one statement. Its
     * matches are found once, with their sort key, to count them; up to `upTo` that is every match,
     * so they are sorted there rather than found again by walking a sort index. A narrow filter
     * (white glass in two rooms) had its count read 10,000 entries of the colour index and its page
     * 11,700 of the newest-first index: 3.5 ms in all, and 1.0 ms this way. Past `upTo` the page is
     * walked as `pageIds` does (docs/decisions/023-finding-at-scale.md).
     */
    async listingPage(
      filter: ProductFilter,
      sort: ProductSort,
      offset: number,
      limit: number,
      upTo: number,
    ): Promise<{ total: number; ids: string[] }> {
      const source = sourceOf(filter);
      const sortKey = ordersNewest(sort) ? source.createdAt : source.priceCents;
      const direction = sort === "price_asc" ? sql`asc` : sql`desc`;
      const query = sql`with "matches" as materialized (
          select ${source.id} as "id", ${sortKey} as "sort_key" from ${source.table} where ${source.where} limit ${upTo + 1}
        ), "total" as (select count(*)::int as "n" from "matches")
        select "n" as "total", case when "n" <= ${upTo}
          then array(select "id" from "matches" order by "sort_key" ${direction}, "id" offset ${offset} limit ${limit})
          else array(${pageIdsQuery(filter, sort, offset, limit)})
        end::text[] as "ids" from "total"`;
      return totalAndIds(await db.execute(query));
    },

    /**
     * A search's count, up to `upTo` + 1 like `count`, and its page in relevance order
     * (docs/product.md 108: names starting with the text first, then shorter names), in one
     * statement. Up to `upTo` matches are all found anyway to count them, so they are sorted. Past
     * that, each group is read in relevance order from products_relevance_idx, stopping once the
     * page is full (docs/decisions/023-finding-at-scale.md).
     */
    async relevancePage(
      filter: ProductFilter & { q: string },
      offset: number,
      limit: number,
      upTo: number,
    ): Promise<{ total: number; ids: string[] }> {
      const matching = conditions(filter);
      const tiers = relevanceTiers(filter);
      // Past the cap, each group's first rows in the index's order: never more than the page's end.
      // Each tier is a group (without the names of the tiers before it), and the rest is the last. A
      // group runs only while the groups before it have not filled the page: a sparse last group
      // walked the whole index ("silla" in Spanish, where nearly every match names a chair: 140 ms).
      const end = offset + limit;
      const groupName = (rank: number) => sql.identifier(`group_${rank}`);
      const ranks = [...tiers.keys(), tiers.length];
      const group = (rank: number) => {
        const before = ranks
          .slice(0, rank)
          .map((earlier) => sql`(select count(*) from ${groupName(earlier)})`);
        const stillShort = rank > 0 ? sql`${sql.join(before, sql` + `)} < ${end}` : undefined;
        return sql`${groupName(rank)} as (select ${products.id}, ${sql.raw(String(rank))} as "group", length(${products.name}) as "length", ${products.name}
          from ${products} where ${and(stillShort, matching, ...tiers.slice(0, rank).map((tier) => not(tier)), tiers[rank])}
          order by length(${products.name}), ${products.name}, ${products.id} limit ${end})`;
      };
      const walk = sql.join(
        ranks.map((rank) => sql`select * from ${groupName(rank)}`),
        sql` union all `,
      );
      // The same order as the walk's: the first tier a name is in, then shorter names.
      const tierOf = sql`case ${sql.join(
        relevanceTiers(filter, sql`"name_lower"`).map(
          (tier, rank) => sql`when ${tier} then ${sql.raw(String(rank))}`,
        ),
        sql` `,
      )} else ${sql.raw(String(tiers.length))} end`;
      // Materialized: found once, for both the count and the sort.
      const query = sql`with "matches" as materialized (
          select ${products.id}, ${products.name}, ${nameLower} as "name_lower" from ${products} where ${matching} limit ${upTo + 1}
        ), "total" as (select count(*)::int as "n" from "matches"), ${sql.join(ranks.map(group), sql`, `)}
        select "n" as "total", case when "n" <= ${upTo}
          then array(select "id" from "matches" order by ${tierOf}, length("name"), "name", "id"
            offset ${offset} limit ${limit})
          else array(select "id" from (${walk}) as "walk"
            order by "group", "length", "name", "id" offset ${offset} limit ${limit})
        end::text[] as "ids" from "total"`;
      return totalAndIds(await throughIndexes(db, (tx) => tx.execute(query)));
    },

    /**
     * How many products match, counting at most `upTo` + 1: an answer above `upTo` means "more than
     * that", found without scanning every match (docs/product.md 108).
     */
    async count(filter: ProductFilter, upTo: number): Promise<number> {
      const counted = async (tx: Db) => {
        const source = sourceOf(filter);
        const matching = tx
          .select({ one: sql`1`.as("one") })
          .from(source.table)
          .where(source.where)
          .limit(upTo + 1)
          .as("matching");
        const [row] = await tx.select({ total: sql<number>`count(*)::int` }).from(matching);
        return row?.total ?? 0;
      };
      return filter.q ? throughIndexes(db, counted) : counted(db);
    },

    /** Names starting with the text (an index range), then names containing it, at most `limit`. */
    async suggestions(q: string, limit: number) {
      const prefix = prefixPattern(q);
      const starting = await suggestionsStarting.execute({ prefix, limit });
      if (starting.length === limit) return starting;
      const containing = await suggestionsContaining.execute({
        prefix,
        contains: containsPattern(q),
        q,
        limit: limit - starting.length,
      });
      return [...starting, ...containing];
    },

    /**
     * Names holding any of the phrases as words (a Spanish word's English, other names of the same
     * thing), shorter first, at most `limit`, in one statement. Ordering by the thing named first, as
     * a search does, tested every match: "table" at 100,000 products took 30 ms a keystroke, against
     * 1.7 walking the names by length. Not prepared: its phrases vary in number.
     */
    async suggestionsOfWords(phrases: string[], limit: number) {
      if (phrases.length === 0) return [];
      return db
        .select(suggestionColumns)
        .from(products)
        .where(and(eq(products.archived, false), or(...phrases.map(nameHasWords))))
        .orderBy(sql`length(${products.name})`, products.name)
        .limit(limit);
    },

    /** The known word closest to each word (itself when known); a word with none close stays. */
    async closestWords(words: string[]): Promise<string[]> {
      return Promise.all(
        words.map(async (word) => {
          const [closest] = await db
            .select({ word: searchWords.word })
            .from(searchWords)
            .where(sql`${searchWords.word} % ${word}`)
            .orderBy(sql`${searchWords.word} <-> ${word}`, searchWords.word)
            .limit(1);
          return closest?.word ?? word;
        }),
      );
    },

    async findById(id: string): Promise<ProductRow | undefined> {
      const [row] = await productById.execute({ id });
      return row as ProductRow | undefined;
    },

    /** Name and stock of a product on sale, without its images: for checks before a write. */
    async findOnSale(id: string): Promise<{ name: string; stock: number } | undefined> {
      const [row] = await db
        .select({ name: products.name, stock: products.stock })
        .from(products)
        .where(and(eq(products.id, id), eq(products.archived, false)));
      return row;
    },

    async findManyByIds(ids: string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return (await productsByIds.execute({ ids })) as ProductRow[];
    },

    /**
     * After a bulk load (seeding, the bench's stock), what autovacuum would do later: fresh planner statistics (PostgreSQL planned
     * the listings for the table it saw before: a filtered search of 100,000 products took 670 ms
     * instead of 16 ms), the name indexes' pending entries merged (a search scanned 17,000 of them),
     * and pages marked all-visible, so searches read products_relevance_idx without the table.
     */
    async settleAfterBulkLoad(): Promise<void> {
      await db.execute(sql`vacuum (analyze) products, product_images, product_materials, search_words`);
    },

    async hasAnyProduct(tx: Db = db): Promise<boolean> {
      const found = await tx.select({ id: products.id }).from(products).limit(1);
      return found.length > 0;
    },

    /** Processes seeding one PostgreSQL together wait here until `tx` ends, so only one seeds. */
    async lockSeeding(tx: Db) {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    },

    async insertProduct(tx: Db, row: NewProduct): Promise<string | undefined> {
      const [inserted] = await tx.insert(products).values(row).returning({ id: products.id });
      return inserted?.id;
    },

    /** Many at once (seeding). */
    async insertProducts(tx: Db, rows: NewProduct[]) {
      await tx.insert(products).values(rows);
    },

    async insertImages(tx: Db, images: NewProductImage[]) {
      if (images.length > 0) await tx.insert(productImages).values(images);
    },

    /**
     * A product on sale or archived, with its pictures' ids. `lock` holds the row until `tx` ends,
     * so a change and its audit entry's "before" are of the same version.
     */
    async findAny(tx: Db, id: string, lock = false): Promise<AdminProductRecord | undefined> {
      const query = tx.select(adminProductColumns).from(products).where(eq(products.id, id));
      const [row] = lock ? await query.for("update") : await query;
      return row as AdminProductRecord | undefined;
    },

    /**
     * Any product, archived or not. With `stockWas`, one conditional UPDATE that changes nothing
     * unless the stock still is that; true when the row was written.
     */
    async update(tx: Db, id: string, changes: ProductChanges, stockWas?: number): Promise<boolean> {
      const written = await tx
        .update(products)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(products.id, id), stockWas === undefined ? undefined : eq(products.stock, stockWas)))
        .returning({ id: products.id });
      return written.length > 0;
    },

    /** True when it changed: archiving an archived product (or restoring one on sale) is false. */
    async setArchived(tx: Db, id: string, archived: boolean): Promise<boolean> {
      const changed = await tx
        .update(products)
        .set({ archived, updatedAt: sql`now()` })
        .where(and(eq(products.id, id), eq(products.archived, !archived)))
        .returning({ id: products.id });
      return changed.length > 0;
    },

    /** The product's pictures become exactly `images` (kept ones keep their ids). */
    async replaceImages(tx: Db, productId: string, images: NewProductImage[]) {
      // Delete first: positions are unique per product, and kept pictures move.
      await tx.delete(productImages).where(eq(productImages.productId, productId));
      if (images.length > 0) await tx.insert(productImages).values(images);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
