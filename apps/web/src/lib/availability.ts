import type { CartLine } from "@hogar/shared";
import { m } from "@hogar/shared/messages";

/** Why a saved product cannot be bought now, in the shopper's words. */
export function unavailableText(reason: CartLine["unavailableReason"], stock: number): string | undefined {
  switch (reason) {
    case "archived":
      return m.common_no_longer_sold();
    case "sold_out":
      return m.common_out_of_stock();
    case "not_enough_stock":
      return m.common_only_left({ stock });
    default:
      return undefined;
  }
}
