import type { Product } from "@hogar/shared";
import { cartToggleClass, secondaryActionClass } from "../../../components/ui/action-styles.ts";
import { CartIcon } from "../../../components/ui/icons.tsx";
import { useCartToggle } from "../api/toggle-cart.ts";

interface CartToggleProps {
  product: Product;
  /** Why the product cannot be bought now ("Out of stock", ...): it cannot be added, only removed. */
  unavailableLabel?: string;
  className?: string;
}

/** A product card's cart button: an icon named "Add {name} to shopping cart" or "Remove ...". */
export function CartIconToggle({ product, unavailableLabel, className = "" }: CartToggleProps) {
  const cart = useCartToggle(product);
  // A product that cannot be bought cannot be added, but one already in the cart can still be removed.
  const cannotAdd = unavailableLabel !== undefined && !cart.inCart;
  return (
    <button
      type="button"
      aria-pressed={cart.inCart}
      aria-label={
        cart.inCart ? `Remove ${product.name} from shopping cart` : `Add ${product.name} to shopping cart`
      }
      title={cannotAdd ? unavailableLabel : undefined}
      disabled={!cart.ready || cannotAdd}
      onClick={() => cart.toggle()}
      className={`${className} ${cartToggleClass}`}
    >
      <CartIcon />
    </button>
  );
}

/** The product page's "Add to shopping cart" / "Remove from shopping cart", adding the chosen quantity. */
export function CartButtonToggle({
  product,
  quantity,
  unavailableLabel,
}: CartToggleProps & { quantity: number }) {
  const cart = useCartToggle(product);
  const cannotAdd = unavailableLabel !== undefined && !cart.inCart;
  return (
    <button
      type="button"
      aria-pressed={cart.inCart}
      title={cannotAdd ? unavailableLabel : undefined}
      disabled={!cart.ready || cannotAdd}
      onClick={() => cart.toggle(quantity)}
      className={`${secondaryActionClass} py-2.5 aria-pressed:bg-primary/15`}
    >
      <CartIcon />
      {cart.inCart ? "Remove from shopping cart" : "Add to shopping cart"}
    </button>
  );
}
