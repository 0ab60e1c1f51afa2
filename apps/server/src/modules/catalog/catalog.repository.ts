import type { Category, ProductSort } from "@hogar/shared";
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { productImages, products } from "../../db/schema/index.ts";

export interface ProductFilter {
  q?: string;
  category?: Category;
  minPriceCents?: number;
  maxPriceCents?: number;
}

/**
 * "exact": the words or a substring of the name. Otherwise names with a word at least this
 * similar (0 to 1) to the query: typos.
 */
export type NameMatch = "exact" | { minSimilarity: number };

export interface ImageRow {
  imageKey: string | null;
  url: string | null;
  width: number;
  height: number;
  alt: string;
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
}

// The least word similarity a typo may have (pg_trgm's default of 0.6 misses "tabel" for "table").
const FUZZY_THRESHOLD = "0.5";

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function nameMatches(q: string, match: NameMatch): SQL {
  if (match !== "exact") {
    // `<%` lets the trigram index find the candidates; the similarity floor keeps the closest.
    return sql`(${q} <% ${products.name} and word_similarity(${q}, ${products.name}) >= ${match.minSimilarity})`;
  }
  return sql`(${products.name} ilike ${`%${escapeLike(q)}%`} or to_tsvector('english', ${products.name}) @@ websearch_to_tsquery('english', ${q}))`;
}

/** Higher is closer: a substring match first, then full-text rank and word similarity. */
function relevance(q: string): SQL<number> {
  return sql<number>`((${products.name} ilike ${`%${escapeLike(q)}%`})::int * 2
    + ts_rank(to_tsvector('english', ${products.name}), websearch_to_tsquery('english', ${q}))
    + word_similarity(${q}, ${products.name}))`;
}

function conditions(filter: ProductFilter, match: NameMatch): SQL | undefined {
  return and(
    eq(products.archived, false),
    filter.category ? eq(products.category, filter.category) : undefined,
    filter.minPriceCents !== undefined ? gte(products.priceCents, filter.minPriceCents) : undefined,
    filter.maxPriceCents !== undefined ? lte(products.priceCents, filter.maxPriceCents) : undefined,
    filter.q ? nameMatches(filter.q, match) : undefined,
  );
}

function ordering(sort: ProductSort, q: string | undefined): SQL[] {
  switch (sort) {
    case "price_asc":
      return [asc(products.priceCents), asc(products.id)];
    case "price_desc":
      return [desc(products.priceCents), asc(products.id)];
    case "relevance":
      if (q) return [desc(relevance(q)), asc(products.name), asc(products.id)];
      return [desc(products.createdAt), asc(products.id)];
    case "newest":
      return [desc(products.createdAt), asc(products.id)];
  }
}

const imagesJson = sql<ImageRow[]>`coalesce((
  select json_agg(json_build_object('imageKey', i.image_key, 'url', i.url, 'width', i.width, 'height', i.height, 'alt', i.alt) order by i.position)
  from ${productImages} i where i.product_id = "products"."id"
), '[]'::json)`;

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  category: products.category,
  stock: products.stock,
  createdAt: products.createdAt,
  images: imagesJson,
};

export function createCatalogRepository(db: Db) {
  /** Fuzzy matching reads its threshold from a setting, so it runs in a transaction of its own. */
  function withMatch<T>(match: NameMatch, work: (tx: Db) => Promise<T>): Promise<T> {
    if (match === "exact") return work(db);
    return db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${FUZZY_THRESHOLD}, true)`);
      return work(tx as unknown as Db);
    });
  }

  return {
    list(filter: ProductFilter, match: NameMatch, sort: ProductSort, offset: number, limit: number) {
      return withMatch(match, async (tx) => {
        const where = conditions(filter, match);
        const [rows, [count]] = await Promise.all([
          tx
            .select(productColumns)
            .from(products)
            .where(where)
            .orderBy(...ordering(sort, filter.q))
            .offset(offset)
            .limit(limit),
          tx.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
        ]);
        return { rows: rows as ProductRow[], total: count?.total ?? 0 };
      });
    },

    /** The best word similarity of any name to a query that matched nothing exactly; null if none is close. */
    bestSimilarity(filter: ProductFilter & { q: string }): Promise<number | null> {
      return withMatch({ minSimilarity: 0 }, async (tx) => {
        const [row] = await tx
          .select({ best: sql<number | null>`max(word_similarity(${filter.q}, ${products.name}))` })
          .from(products)
          .where(conditions(filter, { minSimilarity: 0 }));
        return row?.best ?? null;
      });
    },

    suggestions(q: string, match: NameMatch, limit: number) {
      return withMatch(match, (tx) =>
        tx
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(conditions({ q }, match))
          .orderBy(desc(relevance(q)), asc(products.name))
          .limit(limit),
      );
    },

    async findById(id: string): Promise<ProductRow | undefined> {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.id, id), eq(products.archived, false)));
      return row as ProductRow | undefined;
    },

    async findManyByIds(ids: string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(productColumns)
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.archived, false)));
      return rows as ProductRow[];
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
