import type { ReviewsPage } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { formatNumber } from "@hogar/shared/money";
import { RatingSummary } from "../../../components/ui/rating-stars.tsx";

/** The average, the count and how many gave each number of stars, 5 down to 1 (docs/product.md 96). */
export function ReviewSummary({ summary }: { summary: ReviewsPage["summary"] }) {
  const most = Math.max(1, ...summary.distribution.map((row) => row.count));
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-8">
      <RatingSummary rating={summary} className="text-base" starClassName="size-6" />
      {summary.count > 0 && (
        <ul aria-label={m.reviews_distribution()} className="grid max-w-md gap-1">
          {summary.distribution.map(({ stars, count }) => (
            <li
              key={stars}
              className="grid grid-cols-[4.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm"
            >
              <span className="sr-only">
                {m.reviews_distribution_item({
                  stars: m.reviews_stars({ stars }),
                  count: m.reviews_count({ count, shown: formatNumber(count) }),
                })}
              </span>
              <span aria-hidden="true">{m.reviews_stars({ stars })}</span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-border/40">
                <span
                  className="block h-full rounded-full bg-[#d97706]"
                  style={{ width: `${(count / most) * 100}%` }}
                />
              </span>
              <span aria-hidden="true" className="text-right text-muted">
                {formatNumber(count)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
