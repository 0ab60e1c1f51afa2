// A shopper's review of a product they received (docs/product.md, "Catalogue depth (issue 19)").
// No zod here: the web app's review form and stars import these rules without the schemas
// (docs/decisions/002); the server's schemas in reviews.ts are built on the same limits and words.
import { m } from "./i18n/generated/messages.js";
import { formatNumber } from "./money.ts";
import { hasControlInLines, TEXT_CONTROL_MESSAGE } from "./text-rules.ts";

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The stars a rating can have, most first: the order the distribution is shown in. */
export const RATING_STARS = [5, 4, 3, 2, 1] as const;
/** A review's text is optional; past this many characters it is refused. */
export const REVIEW_BODY_MAX = 2000;
/** The product page shows this many reviews, then "Load more". */
export const REVIEWS_PAGE_SIZE = 10;
/** Why staff hid a review: the audit log keeps it. */
export const HIDE_REASON_MIN = 3;
export const HIDE_REASON_MAX = 500;

/** Messages are functions: made when shown or validated, in the language of the moment. */
export const REVIEW_MESSAGES = {
  rating: (): string => m.reviews_rating_missing({ min: RATING_MIN, max: RATING_MAX }),
  bodyTooLong: (): string => m.reviews_body_too_long({ max: formatNumber(REVIEW_BODY_MAX) }),
  hideReasonMissing: (): string => m.reviews_hide_reason_missing({ min: HIDE_REASON_MIN }),
  hideReasonTooLong: (): string => m.reviews_hide_reason_too_long({ max: HIDE_REASON_MAX }),
} as const;

export function isRating(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= RATING_MIN && (value as number) <= RATING_MAX;
}

/** What is wrong with a review as typed (rating 0 = none chosen yet), per field. */
export function reviewProblems(review: { rating: number; body: string }): {
  rating?: string;
  body?: string;
} {
  return {
    ...(isRating(review.rating) ? {} : { rating: REVIEW_MESSAGES.rating() }),
    ...(review.body.trim().length > REVIEW_BODY_MAX
      ? { body: REVIEW_MESSAGES.bodyTooLong() }
      : hasControlInLines(review.body)
        ? { body: TEXT_CONTROL_MESSAGE() }
        : {}),
  };
}

/** What is wrong with the reason staff give for hiding a review (trimmed), or undefined. */
export function hideReasonProblem(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed.length < HIDE_REASON_MIN) return REVIEW_MESSAGES.hideReasonMissing();
  if (trimmed.length > HIDE_REASON_MAX) return REVIEW_MESSAGES.hideReasonTooLong();
  return undefined;
}

/**
 * The average of `count` visible ratings adding up to `total`, to one decimal (4.25 → 4.3, half
 * up); null without any. Integer arithmetic, so 4.35 never becomes 4.3 through a float.
 */
export function averageRating(total: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.floor((total * 20 + count) / (2 * count)) / 10;
}

/** How a review names its author to other shoppers: the first word of their name only. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** "4.3 out of 5, 12 reviews" or "No reviews yet": the stars' words for assistive technology. */
export function ratingText(rating: { average: number | null; count: number }): string {
  if (rating.average === null || rating.count === 0) return m.reviews_none_yet();
  return m.reviews_rating_text({
    average: rating.average.toFixed(1),
    count: rating.count,
    shown: formatNumber(rating.count),
  });
}
