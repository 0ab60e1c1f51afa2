import { m } from "@hogar/shared/messages";
import { useRef, useState } from "react";
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
  // Opening the form takes the Edit button away, and saving or cancelling takes the form's buttons:
  // the focus goes to what replaces them (the chosen star, the Edit button) rather than fall to the
  // page's body (WCAG 2.2, 2.4.3). Only after the shopper's own move, never on a page just opened.
  const focusNext = useRef(false);
  const takeFocus = (element: HTMLElement | null) => {
    if (!element || !focusNext.current) return;
    focusNext.current = false;
    element.focus();
  };
  const moveTo = (next: boolean) => {
    focusNext.current = true;
    setEditing(next);
  };
  // Nothing to offer until it is known the shopper may review; a failed read leaves the list alone.
  if (!mine.data?.eligible) return null;
  const { review } = mine.data;

  if (!review || editing) {
    return (
      <ReviewForm
        key={review?.updatedAt ?? "new"}
        productId={productId}
        review={review}
        onDone={() => moveTo(false)}
        onCancel={review ? () => moveTo(false) : undefined}
        firstFieldRef={takeFocus}
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
      <button ref={takeFocus} type="button" className={secondaryButtonClass} onClick={() => moveTo(true)}>
        {m.reviews_own_edit()}
      </button>
    </section>
  );
}
