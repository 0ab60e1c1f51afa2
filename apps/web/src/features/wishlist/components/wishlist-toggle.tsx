import type { Product } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { heartToggleClass } from "../../../components/ui/action-styles.ts";
import { HeartIcon } from "../../../components/ui/icons.tsx";
import { useWishlistToggle } from "../api/toggle-wishlist.ts";

/** The wishlist heart of a product card or the product page, pressed while the product is saved. */
export function WishlistToggle({
  product,
  className = "",
  variantId,
}: {
  product: Product;
  className?: string;
  /** The variant chosen on the product page (a product with variants is saved per variant). */
  variantId?: string;
}) {
  const wishlist = useWishlistToggle(product, variantId);
  return (
    <button
      type="button"
      aria-pressed={wishlist.inWishlist}
      data-wishlist-remove={wishlist.inWishlist ? "" : undefined}
      aria-label={
        wishlist.inWishlist
          ? m.catalog_wishlist_remove_named({ name: product.name })
          : m.catalog_wishlist_add_named({ name: product.name })
      }
      onClick={wishlist.toggle}
      className={`${className} ${heartToggleClass}`}
    >
      <HeartIcon />
    </button>
  );
}
