import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { findChoice } from "../cart/variant-choice.repository.ts";
import { judgeChoice, lineName } from "../cart/variant-choice.ts";

/**
 * Why checkout could not take a line's stock: no such product (404); a product with variants named
 * without one, or one without with one (400); an unknown or archived variant, or another product's
 * (404); an archived product, no longer sold (409, naming it: the shopper chose it before it was
 * archived); otherwise not enough stock (409), naming the variant too.
 */
export async function lineRefusal(tx: Db, productId: string, variantId: string | null): Promise<AppError> {
  const found = await findChoice(tx, productId, variantId);
  if (!found) return new AppError("not_found", m.ordering_product_not_found());
  if (found.archived) {
    const options = found.variant?.productId === productId ? found.variant.optionValues : null;
    return new AppError("conflict", m.ordering_no_longer_sold({ name: lineName(found.name, options) }));
  }
  const judged = judgeChoice(found, productId, variantId);
  if (judged instanceof AppError) return judged;
  return new AppError("conflict", m.ordering_not_enough_stock({ name: judged.name }));
}
