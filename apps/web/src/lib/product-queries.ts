import type { QueryClient } from "@tanstack/react-query";

/**
 * After a product is added or archived, every catalogue read is out of date: the feed and search
 * lists, product pages and the search box's suggestions (their keys start with these words).
 */
export function invalidateProductQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    ["products", "product", "suggestions"].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
}
