import type { Cart, Product } from "@hogar/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { holdEdit } from "../../../lib/optimistic-mutation.ts";
import { shopSettingsQueryOptions } from "../../../lib/shop-settings-query.ts";
import { cartWithQuantity, isLineOf } from "./cart-math.ts";
import { cartQueryKey } from "./get-cart.ts";
import { useSetCartQuantity } from "./put-cart-item.ts";

export const QUANTITY_DEBOUNCE_MS = 400;

interface PendingEdit {
  timer: ReturnType<typeof setTimeout>;
  quantity: number;
  /** The cart before the first keystroke of this burst: what a failure rolls back to. */
  rollbackTo: Cart | undefined;
}

/**
 * A cart line's quantity input: each change shows at once (line total, totals, badge), and the last one
 * is saved with PUT /api/cart/items/:id once typing has paused for 400 ms, or right away when the input
 * goes away (dropdown closed, page left). The server's answer then replaces the cart.
 */
export function useDebouncedCartQuantity(product: Product, variantId?: string): (quantity: number) => void {
  const queryClient = useQueryClient();
  const { mutate } = useSetCartQuantity();
  const pending = useRef<PendingEdit | null>(null);
  const latest = useRef({ product, variantId, mutate });
  latest.current = { product, variantId, mutate };

  const flush = useRef(() => {
    const edit = pending.current;
    if (!edit) return;
    clearTimeout(edit.timer);
    pending.current = null;
    holdEdit(cartQueryKey, false);
    // The line was deleted meanwhile (Delete, a card's toggle), which unmounts this input: saving the
    // typed quantity now would put the product back in the cart. The answers that came while it was
    // typed were not written (holdEdit), so the cart is read again, unless a change is still on its
    // way: its answer is written once it lands, and a read sent beside it could answer with the cart
    // from before it, and come last.
    const cart = queryClient.getQueryData<Cart>(cartQueryKey);
    const { product: edited, variantId: editedVariant } = latest.current;
    if (cart && !cart.lines.some((l) => isLineOf(l, edited.id, editedVariant))) {
      if (queryClient.isMutating({ mutationKey: cartQueryKey }) === 0) {
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      }
      return;
    }
    latest.current.mutate({
      product: edited,
      variantId: editedVariant,
      quantity: edit.quantity,
      rollbackTo: edit.rollbackTo,
    });
  }).current;

  useEffect(() => flush, [flush]);

  return (quantity: number) => {
    const current = queryClient.getQueryData<Cart>(cartQueryKey);
    const edit = pending.current;
    if (edit) clearTimeout(edit.timer);
    else holdEdit(cartQueryKey, true);
    void queryClient.cancelQueries({ queryKey: cartQueryKey });
    if (current) {
      const rule = queryClient.getQueryData(shopSettingsQueryOptions.queryKey)?.shipping;
      queryClient.setQueryData<Cart>(
        cartQueryKey,
        cartWithQuantity(current, product, quantity, rule, variantId),
      );
    }
    pending.current = {
      quantity,
      rollbackTo: edit ? edit.rollbackTo : current,
      timer: setTimeout(flush, QUANTITY_DEBOUNCE_MS),
    };
  };
}
