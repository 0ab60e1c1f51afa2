import {
  type MyReview,
  RATING_STARS,
  REVIEWS_PAGE_SIZE,
  type ReviewInput,
  type ReviewsPage,
} from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { averageRating } from "@hogar/shared/review-rules";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { decodeCursor, encodeCursor, TIMESTAMP_TEXT, UUID_TEXT } from "../back-office/keyset-cursor.ts";
import { toReview } from "./review-view.ts";
import { createReviewsRepository, type ReviewCursor, type ReviewRecord } from "./reviews.repository.ts";

const productNotFound = () => new AppError("not_found", m.server_product_not_found());

export function readReviewCursor(value: string | undefined): ReviewCursor | undefined {
  if (!value) return undefined;
  const [createdAt, id] = decodeCursor(value, [TIMESTAMP_TEXT, UUID_TEXT]) as [string, string];
  return { createdAt, id };
}

/** What a visible review adds to its product's counters (a hidden one adds nothing, docs/product.md 97). */
export function countersOf(review: Pick<ReviewRecord, "rating" | "hiddenAt">) {
  return review.hiddenAt ? { count: 0, total: 0 } : { count: 1, total: review.rating };
}

/**
 * Shoppers' reviews (docs/product.md 95-97): the product page's figures and list, and the shopper's
 * own review, written only by one who received the product, with the counters in the same transaction.
 */
export function createReviewsService(db: Db) {
  const repository = createReviewsRepository();

  return {
    async page(productId: string, cursorText: string | undefined): Promise<ReviewsPage> {
      const cursor = readReviewCursor(cursorText);
      const counters = await repository.counters(db, productId);
      if (!counters) throw productNotFound();
      const [distribution, records] = await Promise.all([
        repository.distribution(db, productId),
        repository.page(db, productId, REVIEWS_PAGE_SIZE + 1, cursor),
      ]);
      const shown = records.slice(0, REVIEWS_PAGE_SIZE);
      const last = shown.at(-1);
      return {
        summary: {
          average: averageRating(counters.total, counters.count),
          count: counters.count,
          distribution: RATING_STARS.map((stars) => ({
            stars,
            count: distribution.find((row) => row.rating === stars)?.count ?? 0,
          })),
        },
        items: shown.map(toReview),
        nextCursor:
          records.length > REVIEWS_PAGE_SIZE && last ? encodeCursor([last.createdAtText, last.id]) : null,
      };
    },

    async mine(userId: string, authorName: string, productId: string): Promise<MyReview> {
      if (!(await repository.counters(db, productId))) throw productNotFound();
      const [eligible, own] = await Promise.all([
        repository.received(db, userId, productId),
        repository.findOwn(db, productId, userId),
      ]);
      return {
        eligible,
        review: own ? { ...toReview({ ...own, authorName }), hidden: own.hiddenAt !== null } : null,
      };
    },

    /** Creates or edits the shopper's review; `created` says which. */
    async save(
      userId: string,
      authorName: string,
      productId: string,
      input: ReviewInput,
    ): Promise<{ review: MyReview; created: boolean }> {
      return db.transaction(async (tx) => {
        // The product's row first: every review write of this product waits here (docs/product.md 97).
        if (!(await repository.lockProduct(tx, productId))) throw productNotFound();
        if (!(await repository.received(tx, userId, productId))) {
          throw new AppError("forbidden", m.reviews_not_received());
        }
        const own = await repository.findOwn(tx, productId, userId);
        const saved = own
          ? await repository.update(tx, own.id, input)
          : await repository.insert(tx, { productId, userId, ...input });
        const before = own ? countersOf(own) : { count: 0, total: 0 };
        const now = countersOf(saved);
        if (before.count !== now.count || before.total !== now.total) {
          await repository.addToCounters(tx, productId, {
            count: now.count - before.count,
            total: now.total - before.total,
          });
        }
        return {
          created: !own,
          review: {
            eligible: true,
            review: { ...toReview({ ...saved, authorName }), hidden: saved.hiddenAt !== null },
          },
        };
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
