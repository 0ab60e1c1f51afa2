import { m } from "@hogar/shared/messages";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import { useReviews } from "../api/get-reviews.ts";
import { MyReview } from "./my-review.tsx";
import { ReviewItem } from "./review-item.tsx";
import { ReviewSummary } from "./review-summary.tsx";

/**
 * The product page's reviews (docs/product.md 95-96): the figures and distribution, the shopper's own
 * review or its form, and the visible reviews newest first with "Load more".
 */
export function ProductReviews({ productId }: { productId: string }) {
  const reviews = useReviews(productId);
  const pages = reviews.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((page) => page.items);

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-12 border-t border-border/40 pt-8">
      <h2 id="reviews-heading" className="mb-4 text-xl font-semibold">
        {m.reviews_heading()}
      </h2>
      {reviews.isPending ? (
        <DotWaveLoader label={m.reviews_loading()} />
      ) : !first ? (
        <p role="alert" className="text-danger-fg">
          {m.reviews_failed()}{" "}
          <button type="button" className={linkClass} onClick={() => void reviews.refetch()}>
            {m.common_try_again()}
          </button>
        </p>
      ) : (
        <>
          <ReviewSummary summary={first.summary} />
          <MyReview productId={productId} />
          {items.length === 0 ? (
            <p className="mt-6 text-muted">{m.reviews_be_first()}</p>
          ) : (
            <section aria-labelledby="reviews-list-heading" className="mt-6">
              <h3 id="reviews-list-heading" className="sr-only">
                {m.reviews_list()}
              </h3>
              {items.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </section>
          )}
          <LoadMore
            pages={reviews}
            align="start"
            words={{
              more: m.reviews_load_more,
              loading: m.reviews_loading_more,
              failed: m.reviews_more_failed,
            }}
          />
        </>
      )}
    </section>
  );
}
