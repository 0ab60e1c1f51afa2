import type { CartLine } from "@hogar/shared";
import { lineTitle } from "@hogar/shared/cart-rules";
import { maxQuantity } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { QuantityInput } from "../../../components/ui/quantity-input.tsx";
import { useDebouncedCartQuantity } from "../api/use-debounced-quantity.ts";

/** "Quantity for {name}": 1 to min(50, stock); saved as the shopper types (debounced). */
export function CartQuantity({ line, className }: { line: CartLine; className?: string }) {
  const setQuantity = useDebouncedCartQuantity(line.product, line.variant?.id);
  const max = maxQuantity(line.product.stock);
  // Nothing to choose for a product no longer sold or sold out; Delete is the way out.
  const locked = line.unavailableReason === "archived" || max < 1;
  return (
    <QuantityInput
      label={m.cart_quantity_for({ name: lineTitle(line.product.name, line.variant?.label) })}
      value={line.quantity}
      max={Math.max(1, max)}
      disabled={locked}
      onChange={setQuantity}
      className={className}
    />
  );
}
