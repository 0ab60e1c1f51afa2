import type { Product, Wishlist } from "@hogar/shared";
import { unavailableReason } from "@hogar/shared/cart-rules";
import { m } from "@hogar/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { useListToggle } from "../../../lib/list-toggle.ts";
import { startOptimisticMutation } from "../../../lib/optimistic-mutation.ts";
import { deleteWishlistItem } from "./delete-wishlist-item.ts";
import { wishlistQueryKey, wishlistQueryOptions } from "./get-wishlist.ts";
import { putWishlistItem } from "./put-wishlist-item.ts";

interface ToggleVariables {
  product: Product;
  /** true adds, false removes. */
  add: boolean;
}

function optimistic(wishlist: Wishlist, { product, add }: ToggleVariables): Wishlist {
  const others = wishlist.items.filter((item) => item.product.id !== product.id);
  if (!add) return { items: others };
  const reason = unavailableReason({ archived: false, stock: product.stock });
  return {
    items: [...others, { product, variant: null, available: reason === null, unavailableReason: reason }],
  };
}

/** The change a heart sends for the product (or the chosen variant), shown at once. */
function wishlistChange(variantId: string | undefined) {
  return {
    queryKey: wishlistQueryKey,
    mutationFn: (v: ToggleVariables) =>
      v.add ? putWishlistItem(v.product.id, variantId) : deleteWishlistItem(v.product.id, variantId),
    // A variant's item is described by the server: the list changes when it answers.
    optimistic: (current: Wishlist, v: ToggleVariables) => (variantId ? current : optimistic(current, v)),
    onSuccess: (_wishlist: Wishlist, { product: p, add }: ToggleVariables) =>
      showNotice(
        add
          ? {
              type: "success",
              title: m.catalog_wishlist_added_title(),
              message: m.catalog_wishlist_added_message({ name: p.name }),
            }
          : {
              type: "success",
              title: m.catalog_wishlist_removed_title(),
              message: m.catalog_wishlist_removed_message({ name: p.name }),
            },
      ),
  };
}

/**
 * The wishlist heart of a product card or the product page; its state is membership in the wishlist.
 * Every card's heart shares one observer of the wishlist (useListToggle), and a press starts its
 * change without one of its own.
 */
export function useWishlistToggle(product: Product, variantId?: string) {
  const queryClient = useQueryClient();
  const { inList, press } = useListToggle(
    wishlistQueryOptions,
    // A product with variants is saved per variant: the heart is the chosen variant's.
    (wishlist) =>
      wishlist?.items.some(
        (item) => item.product.id === product.id && (item.variant?.id ?? undefined) === variantId,
      ) ?? false,
    (add) => startOptimisticMutation(queryClient, wishlistChange(variantId), { product, add }),
  );
  return { inWishlist: inList, toggle: () => press() };
}
