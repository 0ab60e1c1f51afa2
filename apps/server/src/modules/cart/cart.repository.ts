import { and, asc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cartItems, products, productVariants } from "../../db/schema/index.ts";
import { isCheckViolation } from "../../lib/constraint-violation.ts";
import { imagesWhere, productColumns } from "../catalog/catalog.repository.ts";
import type { SavedLineRow } from "./saved-product.ts";

/** The variant a cart or wishlist line holds, read with a left join (all null without one). */
export const savedVariantColumns = {
  optionNames: products.optionNames,
  variantId: productVariants.id,
  variantSku: productVariants.sku,
  variantOptions: productVariants.optionValues,
  variantPriceCents: productVariants.priceCents,
  variantStock: productVariants.stock,
  variantArchived: productVariants.archived,
  // None without a variant: the join gives no id to match. By product first: its pictures are
  // indexed, and a variant's are among them.
  variantImages: imagesWhere(sql`i.product_id = ${products.id} and i.variant_id = ${productVariants.id}`),
};

/** The cart line of this product and variant (null: the product's own line). */
function isLine(userId: string, productId: string, variantId: string | null): SQL {
  return sql`${cartItems.userId} = ${userId} and ${cartItems.productId} = ${productId} and ${cartItems.variantId} is not distinct from ${variantId}::uuid`;
}

// What the trigger counting each shopper's cart lines raises for a line past the cap
// (CART_LINES_MAX), as a check violation: the database holds the cap, however many requests add at
// once (migration 0023).
const CART_FULL_CHECK = "cart_line_counts_max";

/** What adding or setting a line did: written, refused (not on sale in that quantity), or the cart is full. */
type CartWrite = "written" | "refused" | "full";

const insertLine = (db: Db) => db.insert(cartItems);
/** What a line is written from: one row, or none when it may not be written. */
type LineSource = Parameters<ReturnType<typeof insertLine>["select"]>[0];

/** Carts. Writes take the transaction they run in (or the database) first. */
export function createCartRepository(db: Db) {
  // Prepared once: every cart change answers with the whole cart.
  const linesOf = db
    .select({
      ...productColumns,
      archived: products.archived,
      quantity: cartItems.quantity,
      ...savedVariantColumns,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.userId, sql.placeholder("userId")))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId), asc(productVariants.position))
    .prepare("hogar_cart_lines");

  // Adding to the cart is one statement, prepared like the lines: an INSERT ... SELECT that writes
  // nothing unless the product (or its variant) is on sale with the stock asked for.
  const quantity = sql`${sql.placeholder("quantity")}::int`;
  // In the table's column order, which INSERT ... SELECT follows.
  const line = (variant: SQL.Aliased | typeof productVariants.id) => ({
    userId: sql`${sql.placeholder("userId")}::uuid`.as("user_id"),
    productId: products.id,
    variantId: variant,
    quantity: quantity.as("quantity"),
    addedAt: sql`now()`.as("added_at"),
    updatedAt: sql`now()`.as("updated_at"),
  });
  const onSale = and(eq(products.id, sql.placeholder("productId")), eq(products.archived, false));
  const upsertLine = (source: LineSource, name: string) =>
    insertLine(db)
      .select(source)
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.variantId],
        set: { quantity, updatedAt: sql`now()` },
      })
      .returning({ productId: cartItems.productId })
      .prepare(name);
  // A product without variants, named without one.
  const setProductLine = upsertLine(
    db
      .select(line(sql`null::uuid`.as("variant_id")))
      .from(products)
      .where(and(onSale, sql`cardinality(${products.optionNames}) = 0`, gte(products.stock, quantity))),
    "hogar_cart_set_product_line",
  );
  // A variant on sale of that product.
  const setVariantLine = upsertLine(
    db
      .select(line(productVariants.id))
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          onSale,
          eq(productVariants.id, sql.placeholder("variantId")),
          eq(productVariants.archived, false),
          gte(productVariants.stock, quantity),
        ),
      ),
    "hogar_cart_set_variant_line",
  );

  return {
    /** Lines in the order they were added, with the product and variant as they are now (archived ones too). */
    async lines(userId: string): Promise<(SavedLineRow & { quantity: number })[]> {
      return (await linesOf.execute({ userId })) as (SavedLineRow & { quantity: number })[];
    },

    /**
     * Adds the line or sets its quantity, in one statement, only when the product (or, for a product
     * with variants, the variant of it named) is on sale with that much stock: "refused" when not
     * (nothing written), and when a product with variants is named without one or one without with
     * one; "full" when a new line would pass the cap on lines.
     */
    async setQuantityIfInStock(
      userId: string,
      productId: string,
      variantId: string | null,
      quantity: number,
    ): Promise<CartWrite> {
      try {
        const written =
          variantId === null
            ? await setProductLine.execute({ userId, productId, quantity })
            : await setVariantLine.execute({ userId, productId, variantId, quantity });
        return written.length > 0 ? "written" : "refused";
      } catch (error) {
        if (isCheckViolation(error, CART_FULL_CHECK)) return "full";
        throw error;
      }
    },

    async remove(tx: Db, userId: string, productId: string, variantId: string | null) {
      await tx.delete(cartItems).where(isLine(userId, productId, variantId));
    },
  };
}
