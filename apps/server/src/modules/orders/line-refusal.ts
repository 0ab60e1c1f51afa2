import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { findChoice } from "../cart/variant-choice.repository.ts";
import { checkChoice, lineName } from "../cart/variant-choice.ts";

/**
 * Why checkout could not take a line's stock: no such product (404); a product with variants named
 * without one, or one without with one (400); an unknown or archived variant, or another product's
 * (404); otherwise not enough stock, as for an archived product (409), naming the variant too.
 */
export async function lineRefusal(tx: Db, productId: string, variantId: string | null): Promise<AppError> {
  const found = await findChoice(tx, productId, variantId);
  if (!found) return new AppError("not_found", m.ordering_product_not_found());
  if (found.archived) {
    const options = found.variant?.productId === productId ? found.variant.optionValues : null;
    return new AppError("conflict", m.ordering_not_enough_stock({ name: lineName(found.name, options) }));
  }
  try {
    const sold = checkChoice(found, productId, variantId);
    return new AppError("conflict", m.ordering_not_enough_stock({ name: sold.name }));
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}
