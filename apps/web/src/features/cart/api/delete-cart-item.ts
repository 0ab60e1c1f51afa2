import type { Cart, CartLine, Product } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { useOptimisticMutation } from "../../../lib/optimistic-mutation.ts";
import { shopSettingsQueryOptions } from "../../../lib/shop-settings-query.ts";
import { cartWithout } from "./cart-math.ts";
import { cartQueryKey } from "./get-cart.ts";

/** DELETE /api/cart/items/:productId[?variantId=]; answers with the whole cart (200 even when the line was gone). */
export function deleteCartItem(productId: string, variantId?: string): Promise<Cart> {
  const query = variantId ? `?variantId=${encodeURIComponent(variantId)}` : "";
  return apiFetch<Cart>(`/api/cart/items/${encodeURIComponent(productId)}${query}`, { method: "DELETE" });
}

export function showRemovedFromCart(product: Product): void {
  showNotice({
    type: "success",
    title: m.cart_removed_title(),
    message: m.cart_removed_message({ name: product.name }),
  });
}

/** The Delete button of a cart line: the product's own line, or one variant's (lines are keyed by both). */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useOptimisticMutation<Cart, Pick<CartLine, "product" | "variant">>({
    queryKey: cartQueryKey,
    mutationFn: ({ product, variant }) => deleteCartItem(product.id, variant?.id),
    optimistic: (cart, { product, variant }) =>
      cartWithout(
        cart,
        product.id,
        queryClient.getQueryData(shopSettingsQueryOptions.queryKey)?.shipping,
        variant?.id,
      ),
    onSuccess: (_cart, { product }) => showRemovedFromCart(product),
  });
}
