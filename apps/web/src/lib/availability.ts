import type { CartLine } from "@hogar/shared";

/** Why a saved product cannot be bought now, in the shopper's words. */
export function unavailableText(reason: CartLine["unavailableReason"], stock: number): string | undefined {
  switch (reason) {
    case "archived":
      return "No longer sold";
    case "sold_out":
      return "Out of stock";
    case "not_enough_stock":
      return `Only ${stock} left`;
    default:
      return undefined;
  }
}
