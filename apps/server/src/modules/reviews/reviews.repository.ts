import type { ReviewStatusFilter } from "@hogar/shared";
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog, orderLines, orders, productReviews, products, users } from "../../db/schema/index.ts";

/** Where a page of reviews ends: the last row's created_at (as PostgreSQL writes it) and id. */
export interface ReviewCursor {
  createdAt: string;
  id: string;
}

export type ReviewRecord = typeof productReviews.$inferSelect;

/** A visible review as the product page lists it, with its author's name. */
export interface ReviewListRecord {
  id: string;
  rating: number;
  body: string | null;
  authorName: string;
  createdAt: Date;
  updatedAt: Date;
  createdAtText: string;
}

/** A review as the back office lists it: the product's name and the author's name and e-mail. */
export interface AdminReviewRecord extends ReviewListRecord {
  productId: string;
  productName: string;
  authorEmail: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  hiddenBy: string | null;
}

const createdAtText = sql<string>`${productReviews.createdAt}::text`;

function after(cursor: ReviewCursor | undefined): SQL | undefined {
  return cursor
    ? sql`(${productReviews.createdAt}, ${productReviews.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
}

const STATUS_CONDITION: Record<ReviewStatusFilter, SQL | undefined> = {
  all: undefined,
  visible: isNull(productReviews.hiddenAt),
  hidden: isNotNull(productReviews.hiddenAt),
};

/**
 * Product reviews and the counters they keep on `products` (review_count, rating_total: visible
 * reviews only). Every write takes the caller's transaction, which first holds the product's row
 * (`lockProduct`), so two writes about one product's reviews never interleave and the counters stay
 * exact (docs/product.md 97).
 */
/** A review as the back office lists it: with its product's name and its author's name and e-mail. */
function adminRows(db: Db) {
  return db
    .select({
      id: productReviews.id,
      productId: productReviews.productId,
      productName: products.name,
      rating: productReviews.rating,
      body: productReviews.body,
      authorName: users.name,
      authorEmail: users.email,
      createdAt: productReviews.createdAt,
      updatedAt: productReviews.updatedAt,
      createdAtText,
      hiddenAt: productReviews.hiddenAt,
      hiddenReason: productReviews.hiddenReason,
      // Who hid it is kept where every admin action is: the latest "hide" in the audit log.
      hiddenBy: sql<string | null>`case when ${productReviews.hiddenAt} is not null then (
        select ${auditLog.actorEmail} from ${auditLog}
        where ${auditLog.entityType} = 'review' and ${auditLog.entityId} = ${productReviews.id} and ${auditLog.action} = 'hide'
        order by ${auditLog.at} desc limit 1) end`,
    })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId))
    .innerJoin(products, eq(products.id, productReviews.productId))
    .$dynamic();
}

export function createReviewsRepository() {
  return {
    /**
     * Holds the product's row until `tx` ends; false when there is none (unknown, or archived unless
     * `archivedToo`).
     */
    async lockProduct(tx: Db, productId: string, { archivedToo = false } = {}): Promise<boolean> {
      const [row] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), archivedToo ? undefined : eq(products.archived, false)))
        .for("no key update");
      return row !== undefined;
    },

    /** The product's visible reviews in figures: the counters, or undefined for no product on sale. */
    async counters(db: Db, productId: string) {
      const [row] = await db
        .select({ count: products.reviewCount, total: products.ratingTotal })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.archived, false)));
      return row;
    },

    /** How many visible reviews gave each rating (ratings nobody gave are missing). */
    async distribution(db: Db, productId: string): Promise<{ rating: number; count: number }[]> {
      return db
        .select({ rating: productReviews.rating, count: sql<number>`count(*)::int` })
        .from(productReviews)
        .where(and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt)))
        .groupBy(productReviews.rating);
    },

    /** Visible reviews newest first, after `cursor` (the partial index's order). */
    async page(db: Db, productId: string, limit: number, cursor?: ReviewCursor): Promise<ReviewListRecord[]> {
      return db
        .select({
          id: productReviews.id,
          rating: productReviews.rating,
          body: productReviews.body,
          authorName: users.name,
          createdAt: productReviews.createdAt,
          updatedAt: productReviews.updatedAt,
          createdAtText,
        })
        .from(productReviews)
        .innerJoin(users, eq(users.id, productReviews.userId))
        .where(and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt), after(cursor)))
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
        .limit(limit);
    },

    /** Whether the shopper received the product: an order of theirs with it was delivered (even if returned later). */
    async received(db: Db, userId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(
          and(eq(orders.userId, userId), isNotNull(orders.deliveredAt), eq(orderLines.productId, productId)),
        )
        .limit(1);
      return row !== undefined;
    },

    async findOwn(db: Db, productId: string, userId: string): Promise<ReviewRecord | undefined> {
      const [row] = await db
        .select()
        .from(productReviews)
        .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)));
      return row;
    },

    async insert(
      tx: Db,
      review: { productId: string; userId: string; rating: number; body: string | null },
    ): Promise<ReviewRecord> {
      const [row] = await tx.insert(productReviews).values(review).returning();
      if (!row) throw new Error("review not inserted");
      return row;
    },

    async update(
      tx: Db,
      id: string,
      changes: { rating: number; body: string | null },
    ): Promise<ReviewRecord> {
      const [row] = await tx
        .update(productReviews)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(productReviews.id, id))
        .returning();
      if (!row) throw new Error("review not updated");
      return row;
    },

    /** Moves the product's counters by one review's worth (count by `count`, ratings by `total`). */
    async addToCounters(tx: Db, productId: string, change: { count: number; total: number }) {
      await tx
        .update(products)
        .set({
          reviewCount: sql`${products.reviewCount} + ${change.count}`,
          ratingTotal: sql`${products.ratingTotal} + ${change.total}`,
        })
        .where(eq(products.id, productId));
    },

    /** Any review by id, for the back office; its product id says which row to lock first. */
    async findById(db: Db, id: string): Promise<ReviewRecord | undefined> {
      const [row] = await db.select().from(productReviews).where(eq(productReviews.id, id));
      return row;
    },

    /** Hides (with the reason) or shows a review; false when it already was so. */
    async setHidden(tx: Db, id: string, reason: string | null): Promise<ReviewRecord | undefined> {
      const [row] = await tx
        .update(productReviews)
        .set(
          reason === null
            ? { hiddenAt: null, hiddenReason: null }
            : { hiddenAt: sql`now()`, hiddenReason: reason },
        )
        .where(
          and(
            eq(productReviews.id, id),
            reason === null ? isNotNull(productReviews.hiddenAt) : isNull(productReviews.hiddenAt),
          ),
        )
        .returning();
      return row;
    },

    /** The back office's table: newest first, visible, hidden or all, after `cursor`. */
    async adminPage(
      db: Db,
      status: ReviewStatusFilter,
      limit: number,
      cursor?: ReviewCursor,
    ): Promise<AdminReviewRecord[]> {
      return adminRows(db)
        .where(and(STATUS_CONDITION[status], after(cursor)))
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
        .limit(limit);
    },

    async adminRow(db: Db, id: string): Promise<AdminReviewRecord | undefined> {
      const [row] = await adminRows(db).where(eq(productReviews.id, id));
      return row;
    },

    /** The shopper's reviews with their products' names, for "Download my data" (docs/product.md 62). */
    async ofShopper(db: Db, userId: string) {
      return db
        .select({
          productId: productReviews.productId,
          name: products.name,
          rating: productReviews.rating,
          body: productReviews.body,
          hiddenAt: productReviews.hiddenAt,
          createdAt: productReviews.createdAt,
          updatedAt: productReviews.updatedAt,
        })
        .from(productReviews)
        .innerJoin(products, eq(products.id, productReviews.productId))
        .where(eq(productReviews.userId, userId))
        .orderBy(desc(productReviews.createdAt));
    },

    /**
     * Deletes the shopper's reviews with the account (docs/product.md 61), taking their visible ones
     * out of their products' counters first. One review per product and shopper, so each product's
     * row is updated by at most one review. The products are locked first, in id order, as any other
     * deletion's: an UPDATE ... FROM takes its rows in whatever order its plan reads them.
     */
    async removeAllOf(tx: Db, userId: string) {
      const visible = and(eq(productReviews.userId, userId), isNull(productReviews.hiddenAt));
      await tx
        .select({ id: products.id })
        .from(products)
        .where(
          inArray(
            products.id,
            tx.select({ id: productReviews.productId }).from(productReviews).where(visible),
          ),
        )
        .orderBy(products.id)
        .for("no key update");
      await tx.execute(sql`
        update ${products} p
        set review_count = p.review_count - 1, rating_total = p.rating_total - r.rating
        from (
          select product_id, rating from ${productReviews}
          where user_id = ${userId} and hidden_at is null
        ) r
        where p.id = r.product_id`);
      await tx.delete(productReviews).where(eq(productReviews.userId, userId));
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
