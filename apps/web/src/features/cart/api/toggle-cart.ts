import type { Cart, Product } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { useOptimisticMutation } from "../../../lib/optimistic-mutation.ts";
import { shopSettingsQueryOptions } from "../../../lib/shop-settings-query.ts";
import { cartWithout, cartWithQuantity, isLineOf } from "./cart-math.ts";
import { deleteCartItem, showRemovedFromCart } from "./delete-cart-item.ts";
import { cartQueryKey, useCart } from "./get-cart.ts";
import { putCartItem } from "./put-cart-item.ts";

interface ToggleVariables {
  product: Product;
  /** true adds (with `quantity`), false removes. */
  add: boolean;
  quantity: number;
}

/**
 * The cart toggle of a product card or the product page. Its state is the product's membership in the
 * cart query (docs/product.md 19); a press adds or removes at once and says so when the server agrees.
 */
export function useCartToggle(product: Product, variantId?: string) {
  const queryClient = useQueryClient();
  const cart = useCart();
  // A product with variants is in the cart per variant: the toggle is the chosen variant's.
  const inCart = cart.data?.lines.some((l) => isLineOf(l, product.id, variantId)) ?? false;
  const mutation = useOptimisticMutation<Cart, ToggleVariables>({
    queryKey: cartQueryKey,
    mutationFn: (v) =>
      v.add ? putCartItem(v.product.id, v.quantity, variantId) : deleteCartItem(v.product.id, variantId),
    optimistic: (current, v) => {
      const rule = queryClient.getQueryData(shopSettingsQueryOptions.queryKey)?.shipping;
      if (!v.add) return cartWithout(current, v.product.id, rule, variantId);
      // A variant's new line is priced by the server: the cart gains it when it answers, a moment later.
      return variantId ? current : cartWithQuantity(current, v.product, v.quantity, rule);
    },
    onSuccess: (_cart, v) => {
      if (!v.add) {
        showRemovedFromCart(v.product);
        return;
      }
      showNotice({
        type: "success",
        title: m.cart_added_title(),
        message: m.cart_added_message({ name: v.product.name }),
      });
    },
  });

  return {
    inCart,
    /** Until the cart is known a press could not tell adding from removing; after a failed read it adds. */
    ready: cart.data !== undefined || cart.isError,
    toggle: (quantity = 1) => mutation.mutate({ product, add: !inCart, quantity }),
  };
}
