import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { productImages, products, productVariants } from "../../db/schema/index.ts";
import type { AdminImageRow, ImageRow } from "./catalog.repository.ts";

/** A variant on sale as shoppers see it, with its own pictures. */
export interface VariantRow {
  id: string;
  sku: string;
  optionValues: string[];
  priceCents: number;
  stock: number;
  images: ImageRow[];
}

/** Any variant of a product, archived too, as the back office and the audit log see it. */
export interface VariantRecord extends Omit<VariantRow, "images"> {
  productId: string;
  position: number;
  archived: boolean;
  images: AdminImageRow[];
}

export type NewVariant = typeof productVariants.$inferInsert;
export type VariantChanges = Partial<Pick<NewVariant, "sku" | "optionValues" | "priceCents" | "stock">>;

// By product first, so the lookup uses the index of a product's pictures (variant_id has none).
const variantImagesJson = sql<AdminImageRow[]>`coalesce((
  select json_agg(json_build_object('id', i.id, 'variantId', i.variant_id, 'imageKey', i.image_key, 'url', i.url, 'width', i.width, 'height', i.height, 'alt', i.alt) order by i.position)
  from ${productImages} i
  where i.product_id = "product_variants"."product_id" and i.variant_id = "product_variants"."id"
), '[]'::json)`;

const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  optionValues: productVariants.optionValues,
  priceCents: productVariants.priceCents,
  stock: productVariants.stock,
  position: productVariants.position,
  archived: productVariants.archived,
  images: variantImagesJson,
};

/** A product's variants (issue 19). Writes take the caller's transaction. */
export function createVariantsRepository(db: Db) {
  return {
    /** The product's variants on sale, in the picker's order. */
    async liveOf(productId: string): Promise<VariantRow[]> {
      const rows = await db
        .select(variantColumns)
        .from(productVariants)
        .where(and(eq(productVariants.productId, productId), eq(productVariants.archived, false)))
        .orderBy(asc(productVariants.position), asc(productVariants.id));
      return rows as VariantRecord[];
    },

    /** Every variant of the product, archived ones too (after the live ones' order). */
    async allOf(tx: Db, productId: string): Promise<VariantRecord[]> {
      const rows = await tx
        .select(variantColumns)
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.archived), asc(productVariants.position), asc(productVariants.id));
      return rows as VariantRecord[];
    },

    /**
     * Locks a product's variants, by id, before its own row: the order checkout takes them in
     * (variants, then products), so an admin's edit and an order never wait on each other crosswise.
     */
    async lockAllOf(tx: Db, productId: string): Promise<void> {
      await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.id))
        .for("update");
    },

    /** Which of these SKUs another variant (of any product, archived too) already has. */
    async skusTaken(tx: Db, skus: string[], exceptIds: string[]): Promise<string[]> {
      if (skus.length === 0) return [];
      const rows = await tx
        .select({ sku: productVariants.sku, id: productVariants.id })
        .from(productVariants)
        .where(inArray(productVariants.sku, skus));
      return rows.filter((row) => !exceptIds.includes(row.id)).map((row) => row.sku);
    },

    async insert(tx: Db, row: NewVariant): Promise<string> {
      const [inserted] = await tx.insert(productVariants).values(row).returning({ id: productVariants.id });
      if (!inserted) throw new Error("variant not saved");
      return inserted.id;
    },

    /**
     * One conditional UPDATE: with `stockWas`, nothing changes unless the stock still is that (orders
     * move it while the form is open, docs/product.md 26). True when the row was written.
     */
    async update(tx: Db, id: string, changes: VariantChanges, stockWas?: number): Promise<boolean> {
      const written = await tx
        .update(productVariants)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(
          and(
            eq(productVariants.id, id),
            eq(productVariants.archived, false),
            stockWas === undefined ? undefined : eq(productVariants.stock, stockWas),
          ),
        )
        .returning({ id: productVariants.id });
      return written.length > 0;
    },

    /**
     * An archived variant back on sale, its SKU and values set aside (`aside`) until the save writes
     * the form's: back with its old values at once, it could meet a variant that has them now.
     */
    async restore(tx: Db, id: string, aside: string) {
      await tx
        .update(productVariants)
        .set({ archived: false, sku: aside, optionValues: [aside], updatedAt: sql`now()` })
        .where(eq(productVariants.id, id));
    },

    async archive(tx: Db, id: string) {
      await tx
        .update(productVariants)
        .set({ archived: true, updatedAt: sql`now()` })
        .where(eq(productVariants.id, id));
    },

    /** The product's pictures at `positions` show `variantId`; the others none (null: all shown with the product). */
    async assignPictures(tx: Db, productId: string, byVariant: Map<string, number[]>) {
      await tx
        .update(productImages)
        .set({ variantId: null })
        .where(and(eq(productImages.productId, productId), sql`${productImages.variantId} is not null`));
      for (const [variantId, positions] of byVariant) {
        if (positions.length === 0) continue;
        await tx
          .update(productImages)
          .set({ variantId })
          .where(and(eq(productImages.productId, productId), inArray(productImages.position, positions)));
      }
    },

    /** An archived variant's pictures return to the product (they no longer show one thing on sale). */
    async releasePictures(tx: Db, variantId: string) {
      await tx.update(productImages).set({ variantId: null }).where(eq(productImages.variantId, variantId));
    },

    async setOptionNames(tx: Db, productId: string, optionNames: string[]) {
      await tx.update(products).set({ optionNames, updatedAt: sql`now()` }).where(eq(products.id, productId));
    },

    /**
     * A product with variants on sale costs its cheapest one's price and holds their summed stock, so
     * listings, sorting and price filters work on products alone. Changes nothing without any.
     */
    async syncProductTotals(tx: Db, productId: string) {
      const live = and(eq(productVariants.productId, productId), eq(productVariants.archived, false));
      await tx
        .update(products)
        .set({
          priceCents: sql`(select min(${productVariants.priceCents}) from ${productVariants} where ${live})`,
          stock: sql`(select sum(${productVariants.stock})::int from ${productVariants} where ${live})`,
        })
        .where(
          and(
            eq(products.id, productId),
            sql`exists (select 1 from ${productVariants} where ${live})`,
            ne(products.optionNames, sql`'{}'::text[]`),
          ),
        );
    },
  };
}

export type VariantsRepository = ReturnType<typeof createVariantsRepository>;
