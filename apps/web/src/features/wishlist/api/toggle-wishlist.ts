import type { Product, Wishlist } from "@hogar/shared";
import { unavailableReason } from "@hogar/shared/cart-rules";
import { m } from "@hogar/shared/messages";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { useOptimisticMutation } from "../../../lib/optimistic-mutation.ts";
import { deleteWishlistItem } from "./delete-wishlist-item.ts";
import { useWishlist, wishlistQueryKey } from "./get-wishlist.ts";
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

/** The wishlist heart of a product card or the product page; its state is membership in the wishlist. */
export function useWishlistToggle(product: Product, variantId?: string) {
  const wishlist = useWishlist();
  // A product with variants is saved per variant: the heart is the chosen variant's.
  const inWishlist =
    wishlist.data?.items.some(
      (item) => item.product.id === product.id && (item.variant?.id ?? undefined) === variantId,
    ) ?? false;
  const mutation = useOptimisticMutation<Wishlist, ToggleVariables>({
    queryKey: wishlistQueryKey,
    mutationFn: (v) =>
      v.add ? putWishlistItem(v.product.id, variantId) : deleteWishlistItem(v.product.id, variantId),
    // A variant's item is described by the server: the list changes when it answers.
    optimistic: (current, v) => (variantId ? current : optimistic(current, v)),
    onSuccess: (_wishlist, { product: p, add }) =>
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
  });

  return {
    inWishlist,
    ready: wishlist.data !== undefined || wishlist.isError,
    toggle: () => mutation.mutate({ product, add: !inWishlist }),
  };
}
