import type { AdminReviewRow, Review } from "@hogar/shared";
import { firstNameOf } from "@hogar/shared/review-rules";
import type { AdminReviewRecord, ReviewListRecord } from "./reviews.repository.ts";

const iso = (date: Date) => new Date(date).toISOString();

/** A review as other shoppers see it: the author by first name only (docs/product.md 96). */
export function toReview(record: Omit<ReviewListRecord, "createdAtText">): Review {
  return {
    id: record.id,
    rating: record.rating,
    body: record.body,
    author: firstNameOf(record.authorName),
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}

/** A review as staff see it: the whole name, the e-mail, and whether, why, when and by whom it is hidden. */
export function toAdminReviewRow(record: AdminReviewRecord): AdminReviewRow {
  return {
    id: record.id,
    product: { id: record.productId, name: record.productName },
    rating: record.rating,
    body: record.body,
    author: { name: record.authorName, email: record.authorEmail },
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
    hidden:
      record.hiddenAt && record.hiddenReason !== null
        ? { at: iso(record.hiddenAt), reason: record.hiddenReason, by: record.hiddenBy }
        : null,
  };
}
