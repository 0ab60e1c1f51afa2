import type { Cart, Product } from "@hogar/shared";
import { useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { useOptimisticMutation } from "../../../lib/optimistic-mutation.ts";
import { shopSettingsQueryOptions } from "../../../lib/shop-settings.ts";
import { cartWithQuantity } from "./cart-math.ts";
import { cartQueryKey } from "./get-cart.ts";

/** PUT /api/cart/items/:productId: adds the product or sets its quantity; answers with the whole cart. */
export function putCartItem(productId: string, quantity: number): Promise<Cart> {
  return apiFetch<Cart>(`/api/cart/items/${encodeURIComponent(productId)}`, {
    method: "PUT",
    body: { quantity },
  });
}

export interface SetQuantityVariables {
  product: Product;
  quantity: number;
  /** The cart before the new quantity was first shown, when it was shown while the shopper typed. */
  rollbackTo?: Cart;
}

/** A cart line's quantity, changed from the cart page or the header dropdown (no success notice). */
export function useSetCartQuantity() {
  const queryClient = useQueryClient();
  return useOptimisticMutation<Cart, SetQuantityVariables>({
    queryKey: cartQueryKey,
    mutationFn: ({ product, quantity }) => putCartItem(product.id, quantity),
    optimistic: (cart, { product, quantity }) =>
      cartWithQuantity(
        cart,
        product,
        quantity,
        queryClient.getQueryData(shopSettingsQueryOptions.queryKey)?.shipping,
      ),
    rollbackTo: ({ rollbackTo }) => rollbackTo,
  });
}
