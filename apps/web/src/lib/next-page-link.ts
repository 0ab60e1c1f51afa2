/**
 * The address in a `Link: <...>; rel="next"` header, or null on the last page: the shopper's orders
 * and the back office's tables both page by a cursor this way (docs/product.md 29, 75).
 */
export function nextPageOf(link: string | null): string | null {
  const match = link ? /<([^>]+)>\s*;\s*rel="?next"?/.exec(link) : null;
  return match?.[1] ?? null;
}
