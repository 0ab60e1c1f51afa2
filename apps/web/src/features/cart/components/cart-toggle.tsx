import type { Product } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { cartToggleClass, secondaryActionClass } from "../../../components/ui/action-styles.ts";
import { CartIcon } from "../../../components/ui/icons.tsx";
import { useCartToggle } from "../api/toggle-cart.ts";

interface CartToggleProps {
  product: Product;
  /** Why the product cannot be bought now ("Out of stock", ...): it cannot be added, only removed. */
  unavailableLabel?: string;
  className?: string;
  /** The variant chosen on the product page (a product with variants is added per variant). */
  variantId?: string;
}

/**
 * What both cart buttons share: pressed while the product is in the cart; a product that cannot be
 * bought cannot be added (its label says why), but one already in the cart can still be removed.
 * Pressed before the cart has been read, it adds once the cart is known, unless the product is there.
 */
function useCartButton(
  product: Product,
  unavailableLabel: string | undefined,
  quantity?: number,
  variantId?: string,
) {
  const cart = useCartToggle(product, variantId);
  const cannotAdd = unavailableLabel !== undefined && !cart.inCart;
  return {
    inCart: cart.inCart,
    buttonProps: {
      type: "button" as const,
      "aria-pressed": cart.inCart,
      title: cannotAdd ? unavailableLabel : undefined,
      disabled: cannotAdd,
      onClick: () => cart.toggle(quantity),
    },
  };
}

/**
 * A product card's cart button: an icon named "Add {name} to shopping cart" or "Remove ...". For a
 * saved variant (the wishlist's lines), `variantId` and its `name` ("Sofa (Linen · 3 seats)").
 */
export function CartIconToggle({
  product,
  unavailableLabel,
  className = "",
  variantId,
  name = product.name,
}: CartToggleProps & { name?: string }) {
  const { inCart, buttonProps } = useCartButton(product, unavailableLabel, undefined, variantId);
  return (
    <button
      {...buttonProps}
      aria-label={inCart ? m.cart_remove_named({ name }) : m.cart_add_named({ name })}
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
  variantId,
}: CartToggleProps & { quantity: number }) {
  const { inCart, buttonProps } = useCartButton(product, unavailableLabel, quantity, variantId);
  return (
    <button {...buttonProps} className={`${secondaryActionClass} py-2.5 aria-pressed:bg-primary/15`}>
      <CartIcon />
      {inCart ? m.cart_remove() : m.cart_add()}
    </button>
  );
}
