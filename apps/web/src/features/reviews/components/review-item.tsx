import type { Review } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { shopDate } from "@hogar/shared/shop-dates";
import type { ReactNode } from "react";
import { Stars } from "../../../components/ui/rating-stars.tsx";

/** One review: its stars (in words too), the author's first name, the date, and its text. */
export function ReviewItem({ review, children }: { review: Review; children?: ReactNode }) {
  const edited = review.updatedAt !== review.createdAt;
  return (
    <article className="border-b border-border/40 py-4 last:border-b-0">
      <p className="flex items-center gap-2">
        <Stars value={review.rating} />
        <span className="sr-only">{m.reviews_review_rating({ rating: review.rating })}</span>
      </p>
      <p className="mt-1 text-sm text-muted">
        {m.reviews_by({ author: review.author, date: shopDate(review.createdAt) })}
        {edited && ` ${m.reviews_edited()}`}
      </p>
      {review.body && <p className="mt-2 whitespace-pre-line">{review.body}</p>}
      {children}
    </article>
  );
}
