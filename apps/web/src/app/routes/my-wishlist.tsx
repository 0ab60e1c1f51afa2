import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { CartIconToggle } from "../../features/cart/components/cart-toggle.tsx";
import { ProductGrid } from "../../features/catalog/components/product-grid.tsx";
import { SavedVariants } from "../../features/wishlist/components/saved-variants.tsx";
import { WishlistView } from "../../features/wishlist/components/wishlist-view.tsx";
import { unavailableText } from "../../lib/availability.ts";
import { renderCardToggles } from "./product-toggles.tsx";

export function Component() {
  return (
    <>
      <PageTitle>{`${m.catalog_my_wishlist()} | Hogar`}</PageTitle>
      <WishlistView>
        {(items) => {
          // Products without variants as cards; saved variants as lines of their own below them.
          const products = items.filter((item) => !item.variant);
          const reasons = new Map(
            products.map((item) => [
              item.product.id,
              unavailableText(item.unavailableReason, item.product.stock),
            ]),
          );
          return (
            <>
              <ProductGrid
                products={products.map((item) => item.product)}
                renderToggles={renderCardToggles}
                unavailableLabel={(product) => reasons.get(product.id)}
              />
              <SavedVariants
                items={items}
                renderCartToggle={(product, variantId, name, unavailableLabel) => (
                  <CartIconToggle
                    product={product}
                    variantId={variantId}
                    name={name}
                    unavailableLabel={unavailableLabel}
                  />
                )}
              />
            </>
          );
        }}
      </WishlistView>
    </>
  );
}
