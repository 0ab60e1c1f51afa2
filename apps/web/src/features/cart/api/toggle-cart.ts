import type { Cart, Product } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { useListToggle } from "../../../lib/list-toggle.ts";
import { startOptimisticMutation } from "../../../lib/optimistic-mutation.ts";
import { shopSettingsQueryOptions } from "../../../lib/shop-settings-query.ts";
import { cartWithout, cartWithQuantity, isLineOf } from "./cart-math.ts";
import { deleteCartItem, showRemovedFromCart } from "./delete-cart-item.ts";
import { cartQueryKey, cartQueryOptions } from "./get-cart.ts";
import { putCartItem } from "./put-cart-item.ts";

interface ToggleVariables {
  product: Product;
  /** true adds (with `quantity`), false removes. */
  add: boolean;
  quantity: number;
}

/** The change a toggle sends for the product (or the chosen variant), shown at once. */
function cartChange(queryClient: QueryClient, variantId: string | undefined) {
  return {
    queryKey: cartQueryKey,
    mutationFn: (v: ToggleVariables) =>
      v.add ? putCartItem(v.product.id, v.quantity, variantId) : deleteCartItem(v.product.id, variantId),
    optimistic: (current: Cart, v: ToggleVariables) => {
      const rule = queryClient.getQueryData(shopSettingsQueryOptions.queryKey)?.shipping;
      if (!v.add) return cartWithout(current, v.product.id, rule, variantId);
      // A variant's new line is priced by the server: the cart gains it when it answers, a moment later.
      return variantId ? current : cartWithQuantity(current, v.product, v.quantity, rule);
    },
    onSuccess: (_cart: Cart, v: ToggleVariables) => {
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
  };
}

/**
 * The cart toggle of a product card or the product page. Its state is the product's membership in the
 * cart query (docs/product.md 19); a press adds or removes at once and says so when the server agrees.
 * Every card's toggle shares one observer of the cart (useListToggle), and a press starts its change
 * without one of its own.
 */
export function useCartToggle(product: Product, variantId?: string) {
  const queryClient = useQueryClient();
  const { inList, press } = useListToggle(
    cartQueryOptions,
    // A product with variants is in the cart per variant: the toggle is the chosen variant's.
    (cart) => cart?.lines.some((l) => isLineOf(l, product.id, variantId)) ?? false,
    (add, quantity: number) =>
      startOptimisticMutation(queryClient, cartChange(queryClient, variantId), { product, add, quantity }),
  );
  return { inCart: inList, toggle: (quantity = 1) => press(quantity) };
}
