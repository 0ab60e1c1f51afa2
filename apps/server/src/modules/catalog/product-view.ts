import { IMAGE_WIDTHS, type Product, type ProductImage } from "@hogar/shared";
import { averageRating } from "@hogar/shared/review-rules";
import type { ProductDetails, ProductVariant } from "@hogar/shared/variants";
import type { ImageRow, ProductRow } from "./catalog.repository.ts";
import type { VariantRow } from "./product-variants.repository.ts";

const FALLBACK_WIDTH = 640;

export function imageUrl(key: string, width: number): string {
  return `/images/${key}-${width}.webp`;
}

export function imageView(row: ImageRow): ProductImage {
  if (row.imageKey === null) {
    return { src: row.url ?? "", srcSet: "", width: row.width, height: row.height, alt: row.alt };
  }
  const key = row.imageKey;
  return {
    src: imageUrl(key, FALLBACK_WIDTH),
    srcSet: IMAGE_WIDTHS.map((w) => `${imageUrl(key, w)} ${w}w`).join(", "),
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}

/** What the API shows of a product: money stays in centavos, images become sized sources. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.priceCents,
    category: row.category,
    stock: row.stock,
    images: row.images.map(imageView),
    createdAt: new Date(row.createdAt).toISOString(),
    optionNames: row.optionNames,
    rating: { average: averageRating(row.ratingTotal, row.reviewCount), count: row.reviewCount },
    facts: {
      widthCm: row.widthCm,
      depthCm: row.depthCm,
      heightCm: row.heightCm,
      weightGrams: row.weightGrams,
      materials: row.materials,
      colour: row.colour,
      assemblyRequired: row.assemblyRequired,
    },
  };
}

/** A variant on sale as the product page shows it (issue 19). */
function toVariant(row: VariantRow): ProductVariant {
  return {
    id: row.id,
    sku: row.sku,
    options: row.optionValues,
    price: row.priceCents,
    stock: row.stock,
    images: row.images.map(imageView),
  };
}

/** GET /api/products/:id: the product and its variants on sale. */
export function toProductDetails(row: ProductRow, variants: VariantRow[]): ProductDetails {
  return { ...toProduct(row), variants: variants.map(toVariant) };
}
