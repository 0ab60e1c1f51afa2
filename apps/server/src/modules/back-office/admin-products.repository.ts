import { normalSku } from "@hogar/shared/variants";
import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { products, productVariants } from "../../db/schema/index.ts";
import {
  type AdminProductRecord,
  adminProductColumns,
  escapeLike,
  nameMatches,
} from "../catalog/catalog.repository.ts";

export interface AdminProductsFilter {
  q?: string;
  status: "active" | "archived" | "all";
  /** Products with stock under `threshold` come first (docs/product.md 77). */
  lowStockFirst: boolean;
  threshold: number;
}

/** Where a page ends: the last row's ordering keys. */
export interface AdminProductsCursor {
  /** 1 when the last row was low on stock (the first key when lowStockFirst). */
  low: number;
  createdAt: string;
  id: string;
}

/**
 * `low`: 1 when the product, or a variant of it on sale, has less stock than the threshold;
 * `soldOutVariants`: how many of its variants on sale have none.
 */
export type AdminProductListRecord = AdminProductRecord & {
  createdAtText: string;
  low: number;
  soldOutVariants: number;
};

/**
 * A variant of the product has a SKU starting with the text, as SKUs are kept (trimmed, in
 * capitals): staff look a product up by the code on its label as often as by its name.
 */
function hasSkuStarting(q: string): SQL {
  return sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id}
    and v.sku like ${`${escapeLike(normalSku(q))}%`})`;
}

/** The back office's product table: archived products too, read only (changes are the catalogue's). */
export function createAdminProductsRepository(db: Db) {
  return {
    /**
     * One page: newest first, or the low ones first and then newest first; after `cursor`.
     * Low-first's first key is the stock, which orders and edits move between pages: a product that
     * crosses the threshold meanwhile can be skipped or come again (the web drops repeats; decision
     * 013 says why there is no snapshot).
     */
    async page(
      filter: AdminProductsFilter,
      limit: number,
      cursor?: AdminProductsCursor,
    ): Promise<AdminProductListRecord[]> {
      // A product is low when it is, or when one of its variants on sale is: the sum of a sofa's
      // fabrics can look plenty while one fabric is nearly gone.
      // The product's id is named with its table: in a selected column drizzle writes it bare, and
      // inside the subquery a bare "id" is the variant's own.
      const low =
        sql<number>`(${products.stock} < ${filter.threshold} or exists (select 1 from ${productVariants} v
        where v.product_id = "products"."id" and not v.archived and v.stock < ${filter.threshold}))::int`.mapWith(
          Number,
        );
      const soldOutVariants = sql<number>`(select count(*) from ${productVariants} v
        where v.product_id = "products"."id" and not v.archived and v.stock = 0)::int`;
      let after: SQL | undefined;
      if (cursor) {
        after = filter.lowStockFirst
          ? sql`(${low}, ${products.createdAt}, ${products.id}) < (${cursor.low}, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : sql`(${products.createdAt}, ${products.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
      }
      const rows = await db
        .select({
          ...adminProductColumns,
          createdAtText: sql<string>`${products.createdAt}::text`,
          low,
          soldOutVariants,
        })
        .from(products)
        .where(
          and(
            filter.status === "all" ? undefined : eq(products.archived, filter.status === "archived"),
            filter.q ? or(nameMatches(filter.q), hasSkuStarting(filter.q)) : undefined,
            after,
          ),
        )
        .orderBy(...(filter.lowStockFirst ? [desc(low)] : []), desc(products.createdAt), desc(products.id))
        .limit(limit);
      return rows as AdminProductListRecord[];
    },
  };
}
