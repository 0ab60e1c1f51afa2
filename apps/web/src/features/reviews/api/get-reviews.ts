import type { ReviewsPage } from "@hogar/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { reviewKeys } from "./review-keys.ts";

export function getReviews(productId: string, cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return apiFetch<ReviewsPage>(`/api/products/${encodeURIComponent(productId)}/reviews${query}`, { signal });
}

/** The product's figures and its visible reviews newest first, a page at a time (docs/product.md 96). */
export function useReviews(productId: string) {
  return useInfiniteQuery({
    queryKey: reviewKeys.list(productId),
    queryFn: ({ pageParam, signal }) => getReviews(productId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReviewsPage) => last.nextCursor ?? undefined,
  });
}
