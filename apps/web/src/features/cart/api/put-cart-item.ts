import type { Cart, Product } from "@hogar/shared";
import { useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { useOptimisticMutation } from "../../../lib/optimistic-mutation.ts";
import { shopSettingsQueryOptions } from "../../../lib/shop-settings-query.ts";
import { cartWithQuantity } from "./cart-math.ts";
import { cartQueryKey } from "./get-cart.ts";

/**
 * PUT /api/cart/items/:productId: adds the product (the variant `variantId`, for a product with
 * variants) or sets its quantity; answers with the whole cart.
 */
export function putCartItem(productId: string, quantity: number, variantId?: string): Promise<Cart> {
  return apiFetch<Cart>(`/api/cart/items/${encodeURIComponent(productId)}`, {
    method: "PUT",
    body: variantId ? { quantity, variantId } : { quantity },
  });
}

export interface SetQuantityVariables {
  product: Product;
  /** The line's variant, for a line of a product with variants. */
  variantId?: string;
  quantity: number;
  /** The cart before the new quantity was first shown, when it was shown while the shopper typed. */
  rollbackTo?: Cart;
}

/** A cart line's quantity, changed from the cart page or the header dropdown (no success notice). */
export function useSetCartQuantity() {
  const queryClient = useQueryClient();
  return useOptimisticMutation<Cart, SetQuantityVariables>({
    queryKey: cartQueryKey,
    mutationFn: ({ product, quantity, variantId }) => putCartItem(product.id, quantity, variantId),
    optimistic: (cart, { product, quantity, variantId }) =>
      cartWithQuantity(
        cart,
        product,
        quantity,
        queryClient.getQueryData(shopSettingsQueryOptions.queryKey)?.shipping,
        variantId,
      ),
    rollbackTo: ({ rollbackTo }) => rollbackTo,
  });
}
