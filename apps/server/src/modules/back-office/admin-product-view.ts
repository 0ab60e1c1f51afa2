import type { AdminProduct, AdminProductRow, AuditEntry } from "@hogar/shared";
import type { AdminProductRecord } from "../catalog/catalog.repository.ts";
import type { VariantRecord } from "../catalog/product-variants.repository.ts";
import { imageView, toProduct } from "../catalog/product-view.ts";

/**
 * A product as the back office lists it: archived ones too, low stock marked (docs/product.md 77):
 * the product's, or a variant's on sale.
 */
export function toAdminProductRow(
  record: AdminProductRecord,
  lowStock: boolean,
  soldOutVariants: number,
): AdminProductRow {
  return { ...toProduct(record), archived: record.archived, lowStock, soldOutVariants };
}

/** One product's back-office page: each picture with its id (for the edit form) and the audit log. */
export function toAdminProduct(
  record: AdminProductRecord,
  lowStockThreshold: number,
  audit: AuditEntry[],
  variants: VariantRecord[] = [],
): AdminProduct {
  const onSale = variants.filter((variant) => !variant.archived);
  return {
    ...toAdminProductRow(
      record,
      record.stock < lowStockThreshold || onSale.some((variant) => variant.stock < lowStockThreshold),
      onSale.filter((variant) => variant.stock === 0).length,
    ),
    images: record.images.map((image) => ({ id: image.id, variantId: image.variantId, ...imageView(image) })),
    variants: variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      options: variant.optionValues,
      price: variant.priceCents,
      stock: variant.stock,
      archived: variant.archived,
    })),
    audit,
  };
}
