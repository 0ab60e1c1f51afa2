import { m } from "@hogar/shared/messages";
import { useState } from "react";
import { secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { useMyReview } from "../api/my-review.ts";
import { ReviewForm } from "./review-form.tsx";
import { ReviewItem } from "./review-item.tsx";

/**
 * The shopper's own review: the form for one who received the product and has not reviewed it, their
 * review with "Edit your review" once they have (marked when staff hid it), nothing for anyone else
 * (docs/product.md 95, 98).
 */
export function MyReview({ productId }: { productId: string }) {
  const mine = useMyReview(productId);
  const [editing, setEditing] = useState(false);
  // Nothing to offer until it is known the shopper may review; a failed read leaves the list alone.
  if (!mine.data?.eligible) return null;
  const { review } = mine.data;

  if (!review || editing) {
    return (
      <ReviewForm
        key={review?.updatedAt ?? "new"}
        productId={productId}
        review={review}
        onDone={() => setEditing(false)}
        onCancel={review ? () => setEditing(false) : undefined}
      />
    );
  }
  return (
    <section
      aria-labelledby="my-review-heading"
      className="mt-4 max-w-xl rounded-xl bg-bg/50 p-4 ring-1 ring-border/40"
    >
      <h3 id="my-review-heading" className="text-lg font-semibold">
        {m.reviews_own_heading()}
      </h3>
      <ReviewItem review={review}>
        {review.hidden && <p className="mt-2 text-sm font-medium text-danger-fg">{m.reviews_own_hidden()}</p>}
      </ReviewItem>
      <button type="button" className={secondaryButtonClass} onClick={() => setEditing(true)}>
        {m.reviews_own_edit()}
      </button>
    </section>
  );
}
