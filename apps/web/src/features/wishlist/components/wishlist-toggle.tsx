import type { Product } from "@hogar/shared";
import { heartToggleClass } from "../../../components/ui/action-styles.ts";
import { HeartIcon } from "../../../components/ui/icons.tsx";
import { useWishlistToggle } from "../api/toggle-wishlist.ts";

/** The wishlist heart of a product card or the product page, pressed while the product is saved. */
export function WishlistToggle({ product, className = "" }: { product: Product; className?: string }) {
  const wishlist = useWishlistToggle(product);
  return (
    <button
      type="button"
      aria-pressed={wishlist.inWishlist}
      aria-label={
        wishlist.inWishlist ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`
      }
      disabled={!wishlist.ready}
      onClick={wishlist.toggle}
      className={`${className} ${heartToggleClass}`}
    >
      <HeartIcon />
    </button>
  );
}
