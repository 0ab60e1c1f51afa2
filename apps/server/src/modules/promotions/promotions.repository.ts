import { and, count, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { products, productVariants, promotionCodes, promotionRedemptions } from "../../db/schema/index.ts";

export type PromotionRow = typeof promotionCodes.$inferSelect;
export type NewPromotion = Omit<
  typeof promotionCodes.$inferInsert,
  "id" | "uses" | "createdAt" | "updatedAt"
>;

// The back office lists this many codes at most, newest first.
const LIST_LIMIT = 200;

/**
 * Promotion codes and their uses (docs/product.md 100-103). Every write takes the
 * transaction it belongs to: an order's use is counted in the order's own transaction.
 */
export const promotionsRepository = {
  async findByCode(tx: Db, code: string): Promise<PromotionRow | undefined> {
    const [row] = await tx.select().from(promotionCodes).where(eq(promotionCodes.code, code));
    return row;
  },

  async find(tx: Db, id: string): Promise<PromotionRow | undefined> {
    const [row] = await tx.select().from(promotionCodes).where(eq(promotionCodes.id, id));
    return row;
  },

  /** The code, locked until the transaction ends, so an edit and an order take turns. */
  async findForUpdate(tx: Db, id: string): Promise<PromotionRow | undefined> {
    const [row] = await tx.select().from(promotionCodes).where(eq(promotionCodes.id, id)).for("update");
    return row;
  },

  list(db: Db): Promise<PromotionRow[]> {
    return db
      .select()
      .from(promotionCodes)
      .orderBy(desc(promotionCodes.createdAt), desc(promotionCodes.id))
      .limit(LIST_LIMIT);
  },

  async insert(tx: Db, promotion: NewPromotion): Promise<PromotionRow> {
    const [row] = await tx.insert(promotionCodes).values(promotion).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  },

  async update(tx: Db, id: string, promotion: NewPromotion): Promise<PromotionRow | undefined> {
    const [row] = await tx
      .update(promotionCodes)
      .set({ ...promotion, updatedAt: sql`now()` })
      .where(eq(promotionCodes.id, id))
      .returning();
    return row;
  },

  async disable(tx: Db, id: string): Promise<PromotionRow | undefined> {
    const [row] = await tx
      .update(promotionCodes)
      .set({ disabledAt: sql`coalesce(${promotionCodes.disabledAt}, now())`, updatedAt: sql`now()` })
      .where(eq(promotionCodes.id, id))
      .returning();
    return row;
  },

  /** Each product's category, to tell which lines a code limited to categories applies to. */
  async categoriesOf(tx: Db, productIds: string[]): Promise<Map<string, string>> {
    if (productIds.length === 0) return new Map();
    const rows = await tx
      .select({ id: products.id, category: products.category })
      .from(products)
      .where(inArray(products.id, productIds));
    return new Map(rows.map((row) => [row.id, row.category]));
  },

  /**
   * One use of the code, counted with a conditional update: it succeeds only while the code is
   * enabled and has uses left, and it holds the code's row until the order's transaction ends, so
   * racing orders take turns and never count past `max_uses`. Undefined when none was left.
   */
  async claimUse(tx: Db, id: string): Promise<PromotionRow | undefined> {
    const [row] = await tx
      .update(promotionCodes)
      .set({ uses: sql`${promotionCodes.uses} + 1` })
      .where(
        and(
          eq(promotionCodes.id, id),
          isNull(promotionCodes.disabledAt),
          or(isNull(promotionCodes.maxUses), lt(promotionCodes.uses, promotionCodes.maxUses)),
        ),
      )
      .returning();
    return row;
  },

  /** How many orders of this shopper hold a use of the code (uses given back are not counted). */
  async shopperUses(tx: Db, promotionId: string, userId: string): Promise<number> {
    const [row] = await tx
      .select({ uses: count() })
      .from(promotionRedemptions)
      .where(and(eq(promotionRedemptions.promotionId, promotionId), eq(promotionRedemptions.userId, userId)));
    return row?.uses ?? 0;
  },

  async insertRedemption(
    tx: Db,
    redemption: { orderId: string; promotionId: string; userId: string; discountCents: number },
  ): Promise<void> {
    await tx.insert(promotionRedemptions).values(redemption);
  },

  /**
   * Gives an order's use of its code back (an order cancelled unpaid): its redemption goes and the
   * code's count drops by one, in the cancellation's transaction. Nothing when it used none.
   */
  async giveBack(tx: Db, orderId: string): Promise<void> {
    const [redemption] = await tx
      .delete(promotionRedemptions)
      .where(eq(promotionRedemptions.orderId, orderId))
      .returning({ promotionId: promotionRedemptions.promotionId });
    if (!redemption) return;
    await tx
      .update(promotionCodes)
      .set({ uses: sql`greatest(${promotionCodes.uses} - 1, 0)` })
      .where(eq(promotionCodes.id, redemption.promotionId));
  },

  /** A product (and its variant, when given) as a Buy now checkout prices it, or undefined. */
  async buyable(tx: Db, productId: string, variantId: string | undefined) {
    const [product] = await tx
      .select({ priceCents: products.priceCents, category: products.category })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.archived, false)));
    if (!product || variantId === undefined) return product;
    const [variant] = await tx
      .select({ priceCents: productVariants.priceCents })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.id, variantId),
          eq(productVariants.productId, productId),
          eq(productVariants.archived, false),
        ),
      );
    return variant ? { ...product, priceCents: variant.priceCents } : undefined;
  },
};
