import type { AdminProductRecord } from "./catalog.repository.ts";

/**
 * What the audit log keeps of a product, before and after a change (docs/product.md 78): its
 * fields, price in centavos, and each picture by the shop's image key or, for an old product,
 * the outside address it still has.
 */
export function productAuditFields(product: AdminProductRecord) {
  return {
    name: product.name,
    description: product.description,
    price: product.priceCents,
    category: product.category,
    stock: product.stock,
    archived: product.archived,
    images: product.images.map((image) => image.imageKey ?? image.url),
  };
}
