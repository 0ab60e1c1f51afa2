import { type AdminReviewRow, REVIEW_STATUS_FILTERS, type ReviewStatusFilter } from "@hogar/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { getTablePage, type TablePage, withQuery } from "./next-page.ts";
import { adminKeys } from "./query-keys.ts";

/** Under "admin", so a change anywhere in the back office refreshes it too. */
export const adminReviewsKey = [...adminKeys.all, "reviews"] as const;

/** The reviews table's filter (docs/product.md 98), in the page's query string: ?status=hidden. */
export function readReviewStatus(search: URLSearchParams): ReviewStatusFilter {
  const status = search.get("status");
  return REVIEW_STATUS_FILTERS.includes(status as ReviewStatusFilter)
    ? (status as ReviewStatusFilter)
    : "all";
}

export function reviewStatusQuery(status: ReviewStatusFilter): URLSearchParams {
  return new URLSearchParams(status === "all" ? {} : { status });
}

/** GET /api/admin/reviews, newest first, a page of 25 at a time. */
export function useAdminReviews(status: ReviewStatusFilter) {
  const first = withQuery("/api/admin/reviews", reviewStatusQuery(status));
  return useInfiniteQuery({
    queryKey: [...adminReviewsKey, first],
    queryFn: ({ pageParam, signal }) => getTablePage<AdminReviewRow>(pageParam, signal),
    initialPageParam: first,
    getNextPageParam: (last: TablePage<AdminReviewRow>) => last.next ?? undefined,
  });
}
