/** A product's page, opened on the variant given (its picker reads ?variant=, docs/product.md 106). */
export const productPath = (productId: string, variantId?: string | null) =>
  `/product-details/${productId}${variantId ? `?variant=${variantId}` : ""}`;
