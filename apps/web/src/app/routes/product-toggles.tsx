import { CartIconToggle } from "../../features/cart/components/cart-toggle.tsx";
import type { RenderCardToggles } from "../../features/catalog/components/product-card.tsx";
import { WishlistToggle } from "../../features/wishlist/components/wishlist-toggle.tsx";

/**
 * The wishlist heart and the cart button of every product card (feed, search, history, wishlist):
 * the catalogue's cards get them from the route, since features do not import each other.
 */
export const renderCardToggles: RenderCardToggles = (product, unavailableLabel) => (
  <>
    <WishlistToggle product={product} />
    <CartIconToggle product={product} unavailableLabel={unavailableLabel} />
  </>
);
