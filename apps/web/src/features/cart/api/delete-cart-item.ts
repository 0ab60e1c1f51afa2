import type { Cart, Product } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { useOptimisticMutation } from "../../../lib/optimistic-mutation.ts";
import { shopSettingsQueryOptions } from "../../../lib/shop-settings.ts";
import { cartWithout } from "./cart-math.ts";
import { cartQueryKey } from "./get-cart.ts";

/** DELETE /api/cart/items/:productId; answers with the whole cart (200 even when the line was gone). */
export function deleteCartItem(productId: string): Promise<Cart> {
  return apiFetch<Cart>(`/api/cart/items/${encodeURIComponent(productId)}`, { method: "DELETE" });
}

export function showRemovedFromCart(product: Product): void {
  showNotice({
    type: "success",
    title: m.cart_removed_title(),
    message: m.cart_removed_message({ name: product.name }),
  });
}

/** The Delete button of a cart line. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useOptimisticMutation<Cart, Product>({
    queryKey: cartQueryKey,
    mutationFn: (product) => deleteCartItem(product.id),
    optimistic: (cart, product) =>
      cartWithout(cart, product.id, queryClient.getQueryData(shopSettingsQueryOptions.queryKey)?.shipping),
    onSuccess: (_cart, product) => showRemovedFromCart(product),
  });
}
