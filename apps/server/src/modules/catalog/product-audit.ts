import type { AdminProductRecord } from "./catalog.repository.ts";
import type { VariantRecord } from "./product-variants.repository.ts";

/**
 * What the audit log keeps of a product, before and after a change (docs/product.md 78): its
 * fields, price in centavos, and each picture by the shop's image key or, for an old product,
 * the outside address it still has. A product with variants adds its option names and every
 * variant (archived ones too) with its pictures; other products' entries read as before.
 */
export function productAuditFields(product: AdminProductRecord, variants: VariantRecord[] = []) {
  return {
    name: product.name,
    description: product.description,
    price: product.priceCents,
    category: product.category,
    stock: product.stock,
    archived: product.archived,
    images: product.images.map((image) => image.imageKey ?? image.url),
    // Its facts (docs/product.md 107): a change of them alone is a change too.
    widthCm: product.widthCm,
    depthCm: product.depthCm,
    heightCm: product.heightCm,
    weightGrams: product.weightGrams,
    materials: product.materials,
    colour: product.colour,
    assemblyRequired: product.assemblyRequired,
    ...(product.optionNames.length > 0 || variants.length > 0
      ? {
          optionNames: product.optionNames,
          variants: variants.map((variant) => ({
            id: variant.id,
            sku: variant.sku,
            options: variant.optionValues,
            price: variant.priceCents,
            stock: variant.stock,
            archived: variant.archived,
            images: variant.images.map((image) => image.imageKey ?? image.url),
          })),
        }
      : {}),
  };
}
