import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../src/db/client.ts";
import { products, productVariants } from "../../src/db/schema/index.ts";
import { createProduct, type ProductOverrides } from "./product-factory.ts";

export interface VariantSpec {
  options: string[];
  priceCents: number;
  stock: number;
  archived?: boolean;
}

/**
 * A product with variants straight in the database, as the catalogue keeps one: its price the
 * cheapest live variant's, its stock their sum. Returns the product and its variants in order.
 */
export async function createVariantProduct(
  db: Db,
  optionNames: string[],
  variants: VariantSpec[],
  overrides: ProductOverrides = {},
) {
  const live = variants.filter((v) => !v.archived);
  const product = await createProduct(db, {
    priceCents: Math.min(...live.map((v) => v.priceCents)),
    stock: live.reduce((sum, v) => sum + v.stock, 0),
    ...overrides,
  });
  await db.update(products).set({ optionNames }).where(eq(products.id, product.id));
  const rows = await db
    .insert(productVariants)
    .values(
      variants.map((v, position) => ({
        productId: product.id,
        // As the catalogue keeps SKUs: in capitals (normalSku).
        sku: `SKU-${randomUUID().slice(0, 8).toUpperCase()}`,
        optionValues: v.options,
        priceCents: v.priceCents,
        stock: v.stock,
        position,
        archived: v.archived ?? false,
      })),
    )
    .returning();
  return { product: { ...product, optionNames }, variants: rows.sort((a, b) => a.position - b.position) };
}

/** The stock of a product and of each of its variants, by position. */
export async function stocksOf(db: Db, productId: string) {
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  const variants = await db
    .select({ stock: productVariants.stock, position: productVariants.position })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return {
    product: product?.stock,
    variants: variants.sort((a, b) => a.position - b.position).map((v) => v.stock),
  };
}
