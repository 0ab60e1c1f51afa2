import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { products, productVariants } from "../../db/schema/index.ts";

/** A product as a cart, wishlist or order line needs to judge a choice of it, with the variant named. */
export interface ChoiceRow {
  name: string;
  archived: boolean;
  stock: number;
  optionNames: string[];
  /** The variant named, whatever product it belongs to; null when none was named or it is unknown. */
  variant: {
    productId: string;
    sku: string;
    optionValues: string[];
    stock: number;
    archived: boolean;
  } | null;
}

/** Reads what says why a line of the product (and variant) cannot be written; undefined: no such product. */
export async function findChoice(
  db: Db,
  productId: string,
  variantId: string | null,
): Promise<ChoiceRow | undefined> {
  const [product] = await db
    .select({
      name: products.name,
      archived: products.archived,
      stock: products.stock,
      optionNames: products.optionNames,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return undefined;
  if (variantId === null) return { ...product, variant: null };
  const [variant] = await db
    .select({
      productId: productVariants.productId,
      sku: productVariants.sku,
      optionValues: productVariants.optionValues,
      stock: productVariants.stock,
      archived: productVariants.archived,
    })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return { ...product, variant: variant ?? null };
}
