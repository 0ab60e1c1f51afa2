import { formatNumber } from "@hogar/shared/money";
import { RATING_MAX, ratingText } from "@hogar/shared/review-rules";

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** 1 to 5: the stars of a rating, shown or chosen. */
export const STAR_NUMBERS = Array.from({ length: RATING_MAX }, (_, n) => n + 1);

/** One star, in the colour of its text; decorative. */
export function StarIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} shrink-0`}
      fill="currentColor"
      focusable="false"
    >
      <path d={STAR_PATH} />
    </svg>
  );
}

/** Five stars filled up to `value` (of 5), partly for a fraction; decorative: the words say it. */
export function Stars({ value, className = "size-4" }: { value: number; className?: string }) {
  const filled = `${(Math.max(0, Math.min(value, RATING_MAX)) / RATING_MAX) * 100}%`;
  const row = () => STAR_NUMBERS.map((n) => <StarIcon key={n} className={className} />);
  return (
    <span aria-hidden="true" className="relative inline-flex">
      <span className="inline-flex text-border">{row()}</span>
      <span
        className="absolute inset-y-0 left-0 inline-flex overflow-hidden text-[#d97706]"
        style={{ width: filled }}
      >
        {row()}
      </span>
    </span>
  );
}

/**
 * A product's rating on cards and the product page (docs/product.md 96): the stars and "4.3 (12)"
 * for the eye, "4.3 out of 5, 12 reviews" for assistive technology; "No reviews yet" without any.
 */
export function RatingSummary({
  rating,
  className = "",
  starClassName,
}: {
  rating: { average: number | null; count: number };
  className?: string;
  starClassName?: string;
}) {
  const words = ratingText(rating);
  if (rating.average === null) {
    return <p className={`text-sm text-muted ${className}`}>{words}</p>;
  }
  return (
    <p className={`flex items-center gap-1.5 text-sm ${className}`}>
      <Stars value={rating.average} className={starClassName} />
      <span aria-hidden="true" className="font-medium">
        {rating.average.toFixed(1)} <span className="text-muted">({formatNumber(rating.count)})</span>
      </span>
      <span className="sr-only">{words}</span>
    </p>
  );
}
