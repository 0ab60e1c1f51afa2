import { variantLabel } from "@hogar/shared/variant-choices";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cartItems, orderLines, products, productVariants } from "../../db/schema/index.ts";

/** A line that takes or gives back stock: of a product, or of one variant of it. */
export interface StockLine {
  productId: string;
  /** Null (or absent, in return requests written before variants) for a product without variants. */
  variantId?: string | null;
  quantity: number;
}

/** What an order line copies of what it bought. */
export interface TakenLine {
  name: string;
  priceCents: number;
  variantLabel: string | null;
  sku: string | null;
}

/**
 * Stock of products and their variants (docs/product.md, Catalogue depth). A product with variants
 * keeps products.stock at the sum of its live variants' stock, so every change of a variant's stock
 * changes its product's by as much, in the same transaction. Rows are always taken in one order:
 * variants (by product, then variant) before their products, so two checkouts, or a checkout and a
 * cancellation, never wait on each other's rows. Writes take the transaction they run in first.
 */
export const orderStockRepository = {
  /** The cart lines that can be bought now; unavailable ones stay in the cart, as the cart shows. */
  async availableCartLines(tx: Db, userId: string): Promise<Required<StockLine>[]> {
    return tx
      .select({
        productId: cartItems.productId,
        variantId: cartItems.variantId,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
      .where(
        and(
          eq(cartItems.userId, userId),
          eq(products.archived, false),
          sql`case when ${cartItems.variantId} is null
            then cardinality(${products.optionNames}) = 0 and ${products.stock} >= ${cartItems.quantity}
            else not ${productVariants.archived} and ${productVariants.stock} >= ${cartItems.quantity} end`,
        ),
      );
  },

  /**
   * Takes a line's stock with a conditional update: it succeeds only while enough is left, so two
   * shoppers can never both take the last unit. A product without variants is taken whole here; a
   * variant (of this product, live) here, and its product by takeVariantProducts once every variant
   * line is taken. Returns what the order line copies, or undefined (nothing taken).
   */
  async take(
    tx: Db,
    productId: string,
    variantId: string | null,
    quantity: number,
  ): Promise<TakenLine | undefined> {
    if (variantId === null) {
      const [row] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: sql`now()` })
        .where(
          and(
            eq(products.id, productId),
            eq(products.archived, false),
            sql`cardinality(${products.optionNames}) = 0`,
            sql`${products.stock} >= ${quantity}`,
          ),
        )
        .returning({ name: products.name, priceCents: products.priceCents });
      return row ? { ...row, variantLabel: null, sku: null } : undefined;
    }
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${quantity}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(productVariants.id, variantId),
          eq(productVariants.productId, productId),
          eq(productVariants.archived, false),
          sql`${productVariants.stock} >= ${quantity}`,
        ),
      )
      .returning({
        name: sql<string>`(select ${products.name} from ${products} where ${products.id} = ${productVariants.productId})`,
        priceCents: productVariants.priceCents,
        sku: productVariants.sku,
        optionValues: productVariants.optionValues,
      });
    if (!row) return undefined;
    return {
      name: row.name,
      priceCents: row.priceCents,
      variantLabel: variantLabel(row.optionValues),
      sku: row.sku,
    };
  },

  /**
   * Takes the products' own stock for the variant lines taken (their sum per product), products by
   * id. Returns the first line whose product could not give it (archived since), or undefined.
   */
  async takeVariantProducts(tx: Db, lines: readonly StockLine[]): Promise<Required<StockLine> | undefined> {
    const units = new Map<string, { variantId: string; quantity: number }>();
    for (const line of lines) {
      if (!line.variantId) continue;
      const seen = units.get(line.productId);
      units.set(line.productId, {
        variantId: seen?.variantId ?? line.variantId,
        quantity: (seen?.quantity ?? 0) + line.quantity,
      });
    }
    for (const productId of [...units.keys()].sort()) {
      const { variantId, quantity } = units.get(productId) as { variantId: string; quantity: number };
      const [row] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: sql`now()` })
        .where(
          and(
            eq(products.id, productId),
            eq(products.archived, false),
            sql`${products.stock} >= ${quantity}`,
          ),
        )
        .returning({ id: products.id });
      if (!row) return { productId, variantId, quantity };
    }
    return undefined;
  },

  /**
   * Gives back what came back: each variant's stock and its product's, a product or variant
   * archived since taking it too, for a restore. Variants first, then products, as checkout. A
   * product's stock is the sum of its live variants (docs/product.md 105), so units of a variant
   * archived since go back to that variant only.
   */
  async giveBack(tx: Db, lines: readonly StockLine[]): Promise<void> {
    const byProduct = new Map<string, number>();
    const add = (productId: string, quantity: number) =>
      byProduct.set(productId, (byProduct.get(productId) ?? 0) + quantity);
    const variants = lines
      .filter((line) => line.variantId)
      .sort(
        (a, b) =>
          a.productId.localeCompare(b.productId) || String(a.variantId).localeCompare(String(b.variantId)),
      );
    for (const line of variants) {
      const [variant] = await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: sql`now()` })
        .where(eq(productVariants.id, line.variantId as string))
        .returning({ archived: productVariants.archived });
      if (variant && !variant.archived) add(line.productId, line.quantity);
    }
    for (const line of lines) if (!line.variantId) add(line.productId, line.quantity);
    for (const productId of [...byProduct.keys()].sort()) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${byProduct.get(productId)}`, updatedAt: sql`now()` })
        .where(eq(products.id, productId));
    }
  },

  /** Gives back every line of the order (a cancellation). */
  async giveBackOrder(tx: Db, orderId: string): Promise<void> {
    const lines = await tx
      .select({
        productId: orderLines.productId,
        variantId: orderLines.variantId,
        quantity: orderLines.quantity,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    await orderStockRepository.giveBack(tx, lines);
  },
};
