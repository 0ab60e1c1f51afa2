/** The reviews' reads of one product: its list with the figures, and the shopper's own review. */
export const reviewKeys = {
  list: (productId: string) => ["product-reviews", productId] as const,
  mine: (productId: string) => ["my-review", productId] as const,
};
