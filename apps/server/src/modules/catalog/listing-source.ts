import type { Category, Colour, Material, ProductSort } from "@hogar/shared";
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { boolean, integer, type PgColumn, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { products } from "../../db/schema/index.ts";

export interface ProductFilter {
  q?: string;
  /**
   * What is searched besides `q`: its words in the English of the names, when some are Spanish words
   * for what the shop sells ("mesa" → "table"), and other names of the same thing ("nightstand" →
   * "bedside table"). Names matching any of them match (docs/product.md 13).
   */
  alsoWords?: string[];
  /** Any of these rooms (several may be chosen). */
  categories?: Category[];
  minPriceCents?: number;
  maxPriceCents?: number;
  /** Any of these colours. */
  colours?: Colour[];
  /** Made of any of these materials. */
  materials?: Material[];
  /** Only products that can be bought now. */
  inStock?: boolean;
}

// One row per material of each product on sale, kept by migration 0030's trigger, so not part of the
// drizzle-kit schema: a listing filtered by one material reads its matches alone.
const productMaterials = pgTable("product_materials", {
  material: text("material").notNull(),
  productId: uuid("product_id").notNull(),
  category: text("category").notNull(),
  colour: text("colour"),
  inStock: boolean("in_stock").notNull(),
  priceCents: integer("price_cents").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** Where a listing's ids are found: the products, or their materials' rows; and what it tests there. */
export interface ListingSource {
  table: typeof products | typeof productMaterials;
  id: PgColumn;
  createdAt: PgColumn;
  priceCents: PgColumn;
  where: SQL | undefined;
}

/** The columns the room, colour, stock and price filters test, in either table. */
interface FilteredColumns {
  category: PgColumn;
  colour: PgColumn;
  inStock: SQL;
  priceCents: PgColumn;
}

/** A condition for a chosen list; none when nothing is chosen. */
export function listFilter<T>(list: T[] | undefined, condition: (list: T[]) => SQL): SQL | undefined {
  return list && list.length > 0 ? condition(list) : undefined;
}

/** The filters every listing has, on the given columns. */
export function roomColourStockPrice(c: FilteredColumns, filter: ProductFilter): (SQL | undefined)[] {
  return [
    listFilter(filter.categories, (list) => inArray(c.category, list)),
    listFilter(filter.colours, (list) => inArray(c.colour, list)),
    filter.inStock ? c.inStock : undefined,
    filter.minPriceCents !== undefined ? gte(c.priceCents, filter.minPriceCents) : undefined,
    filter.maxPriceCents !== undefined ? lte(c.priceCents, filter.maxPriceCents) : undefined,
  ];
}

/** The one material of a listing without words; undefined with none, several, or a search. */
function onlyMaterial(filter: ProductFilter): Material | undefined {
  return !filter.q && filter.materials?.length === 1 ? filter.materials[0] : undefined;
}

/**
 * Where a listing with one material finds its ids: its rows in product_materials, keyed by it. A
 * sort index of the products would be walked testing each entry's materials (a btree cannot be
 * keyed by one element of an array), and counting 1,001 cotton products read 20,000 entries in
 * 10-20 ms against 0.5-0.8 ms there (docs/decisions/023-finding-at-scale.md). Undefined otherwise:
 * several materials would find a product once per material, so they stay with the products, as
 * searches do.
 */
export function materialSource(filter: ProductFilter): ListingSource | undefined {
  const material = onlyMaterial(filter);
  if (!material) return undefined;
  const m = productMaterials;
  const columns = { ...m, inStock: sql`${m.inStock}` };
  return {
    table: m,
    id: m.productId,
    createdAt: m.createdAt,
    priceCents: m.priceCents,
    where: and(eq(m.material, material), ...roomColourStockPrice(columns, filter)),
  };
}

/** Whether materialSource serves the listing: product_materials, whose indexes hold both sort keys. */
export const findsByMaterial = (filter: ProductFilter) => onlyMaterial(filter) !== undefined;

/** The order of a listing in its source; a search by relevance is ordered by relevancePage instead. */
export function orderingIn(
  sort: ProductSort,
  source: Pick<ListingSource, "id" | "createdAt" | "priceCents">,
) {
  switch (sort) {
    case "price_asc":
      return [asc(source.priceCents), asc(source.id)];
    case "price_desc":
      return [desc(source.priceCents), asc(source.id)];
    // Without words, relevance is newest first.
    case "relevance":
    case "newest":
      return [desc(source.createdAt), asc(source.id)];
  }
}
