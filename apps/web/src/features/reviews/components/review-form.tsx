import type { MyReview } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { REVIEW_BODY_MAX, reviewProblems } from "@hogar/shared/review-rules";
import { LongTextField } from "../../../components/ui/field.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { STAR_NUMBERS, StarIcon } from "../../../components/ui/rating-stars.tsx";
import { useForm } from "../../../components/ui/use-form.ts";
import { ApiError, isUnavailableError } from "../../../lib/api-client.ts";
import { useSaveReview } from "../api/my-review.ts";

interface ReviewFormProps {
  productId: string;
  /** The review being edited; none for a new one. */
  review: MyReview["review"];
  onDone: () => void;
  /** Only when editing: back to the review as it was. */
  onCancel?: () => void;
  /** Given the chosen star (the first without one) once it is drawn. */
  firstFieldRef?: (input: HTMLInputElement | null) => void;
}

/**
 * The shopper's review: 1 to 5 stars (native radios, so arrows move between them) and an optional
 * text, checked with the server's rules (docs/product.md 95, docs/decisions/004).
 */
export function ReviewForm({ productId, review, onDone, onCancel, firstFieldRef }: ReviewFormProps) {
  const save = useSaveReview(productId);
  const form = useForm({
    initial: { rating: review ? String(review.rating) : "", body: review?.body ?? "" },
    validate: ({ rating, body }) => reviewProblems({ rating: Number(rating) || 0, body }),
    idPrefix: "review-",
    busy: save.isPending,
  });
  const ratingError = form.errorOf("rating");
  const chosen = Number(form.values.rating) || 0;
  const ratingErrorId = ratingError ? "review-rating-error" : undefined;

  const submit = form.submit(({ rating, body }) =>
    save.mutate(
      { rating: Number(rating), body: body.trim() || null },
      {
        onSuccess: () => {
          showNotice({
            type: "success",
            title: review ? m.reviews_form_saved() : m.reviews_form_published(),
            message: m.reviews_form_thanks(),
          });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) form.report(error.fields, { focus: true });
          else form.setMessage(isUnavailableError(error) ? m.common_unavailable_message() : error.message);
        },
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="review-form-heading"
      className="mt-4 grid max-w-xl gap-4"
    >
      <h3 id="review-form-heading" className="text-lg font-semibold">
        {review ? m.reviews_form_heading_edit() : m.reviews_form_heading_new()}
      </h3>
      <fieldset aria-describedby={ratingErrorId}>
        <legend className="mb-1 font-medium">{m.reviews_form_rating()}</legend>
        <div className="flex gap-1">
          {STAR_NUMBERS.map((stars) => (
            <label
              key={stars}
              className="cursor-pointer rounded-md p-0.5 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary"
            >
              <input
                type="radio"
                name="rating"
                value={String(stars)}
                id={stars === (chosen || 1) ? "review-rating" : undefined}
                ref={stars === (chosen || 1) ? firstFieldRef : undefined}
                checked={chosen === stars}
                onChange={() => form.set("rating", String(stars))}
                aria-label={m.reviews_stars({ stars })}
                aria-invalid={ratingError ? true : undefined}
                aria-describedby={ratingErrorId}
                className="sr-only"
              />
              <StarIcon className={`size-8 ${stars <= chosen ? "text-[#d97706]" : "text-border"}`} />
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={ratingErrorId} className="mt-1 text-sm font-medium text-danger-fg">
            {ratingError.toString()}
          </p>
        )}
      </fieldset>
      <LongTextField
        {...form.field("body")}
        label={m.reviews_form_body()}
        rows={4}
        maxChars={REVIEW_BODY_MAX}
      />
      <FormMessage form={form} className="text-sm" />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass} aria-busy={save.isPending}>
          {save.isPending
            ? m.reviews_form_saving()
            : review
              ? m.reviews_form_save()
              : m.reviews_form_publish()}
        </button>
        {onCancel && (
          <button type="button" className={secondaryButtonClass} onClick={onCancel}>
            {m.common_cancel()}
          </button>
        )}
      </div>
    </form>
  );
}
