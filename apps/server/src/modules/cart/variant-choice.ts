import { lineTitle } from "@hogar/shared/cart-rules";
import { getLocale } from "@hogar/shared/i18n-runtime";
import { m } from "@hogar/shared/messages";
import { variantLabel } from "@hogar/shared/variant-choices";
import { AppError } from "../../lib/errors.ts";
import type { ChoiceRow } from "./variant-choice.repository.ts";

/** A product (or one variant of it) that may be put in a cart, a wishlist or an order. */
export interface SoldChoice {
  /** The product's name, with the variant's words after it: "Sofa (Linen · 3 seats)". */
  name: string;
  stock: number;
}

/** "Sofa (Linen · 3 seats)": how messages name a line with a variant. */
export function lineName(name: string, variantOptions: readonly string[] | null): string {
  return lineTitle(name, variantOptions ? variantLabel(variantOptions) : null);
}

/**
 * Checks a choice of product and variant (docs/product.md, Catalogue depth): a product with
 * variants is bought only as one of its live variants, a product without them never with one. An
 * unknown or archived product or variant, or a variant of another product, is not found (404), as
 * an unknown product is; a missing or refused variant is the shopper's mistake (400). Returns the
 * choice, or the error that refuses it.
 */
export function judgeChoice(
  found: ChoiceRow | undefined,
  productId: string,
  variantId: string | null,
): SoldChoice | AppError {
  if (!found || found.archived) return new AppError("not_found", m.server_product_not_found());
  if (found.optionNames.length > 0 && variantId === null) {
    const options = new Intl.ListFormat(getLocale(), { type: "conjunction" }).format(
      found.optionNames.map((option) => option.toLocaleLowerCase(getLocale())),
    );
    return new AppError("invalid", m.server_variant_required({ options, name: found.name }));
  }
  if (found.optionNames.length === 0 && variantId !== null) {
    return new AppError("invalid", m.server_variant_not_allowed({ name: found.name }));
  }
  if (variantId === null) return { name: found.name, stock: found.stock };
  const variant = found.variant;
  if (!variant || variant.productId !== productId || variant.archived) {
    return new AppError("not_found", m.server_variant_not_found());
  }
  return { name: lineName(found.name, variant.optionValues), stock: variant.stock };
}

/** judgeChoice, throwing the error that refuses the choice. */
export function checkChoice(
  found: ChoiceRow | undefined,
  productId: string,
  variantId: string | null,
): SoldChoice {
  const judged = judgeChoice(found, productId, variantId);
  if (judged instanceof AppError) throw judged;
  return judged;
}
