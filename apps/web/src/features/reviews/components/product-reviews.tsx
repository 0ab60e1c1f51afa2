import { m } from "@hogar/shared/messages";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import { useReviews } from "../api/get-reviews.ts";
import { useMyReview } from "../api/my-review.ts";
import { MyReview } from "./my-review.tsx";
import { ReviewItem } from "./review-item.tsx";
import { ReviewSummary } from "./review-summary.tsx";

/**
 * The product page's reviews (docs/product.md 95-96): the figures and distribution, the shopper's own
 * review or its form, and the other visible reviews newest first with "Load more". The shopper's own
 * is shown once, as theirs: right under it, the list repeated it word for word. Without any review
 * the section says so once; "No reviews yet" is by the product's name already.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const reviews = useReviews(productId);
  const ownId = useMyReview(productId).data?.review?.id;
  const pages = reviews.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((page) => page.items).filter((review) => review.id !== ownId);

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
          {first.summary.count > 0 && <ReviewSummary summary={first.summary} />}
          <MyReview productId={productId} />
          {first.summary.count === 0 && !ownId ? (
            <p className="mt-6 text-muted">{m.reviews_be_first()}</p>
          ) : (
            items.length > 0 && (
              <section aria-labelledby="reviews-list-heading" className="mt-6">
                <h3 id="reviews-list-heading" className="sr-only">
                  {m.reviews_list()}
                </h3>
                {items.map((review) => (
                  <ReviewItem key={review.id} review={review} />
                ))}
              </section>
            )
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
