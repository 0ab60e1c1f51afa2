import { m } from "@hogar/shared/messages";
import { ProductGrid } from "../../features/catalog/components/product-grid.tsx";
import { WishlistView } from "../../features/wishlist/components/wishlist-view.tsx";
import { unavailableText } from "../../lib/availability.ts";
import { renderCardToggles } from "./product-toggles.tsx";

export function Component() {
  return (
    <>
      <title>{`${m.catalog_my_wishlist()} | Hogar`}</title>
      <WishlistView>
        {(items) => {
          const reasons = new Map(
            items.map((item) => [
              item.product.id,
              unavailableText(item.unavailableReason, item.product.stock),
            ]),
          );
          return (
            <ProductGrid
              products={items.map((item) => item.product)}
              renderToggles={renderCardToggles}
              unavailableLabel={(product) => reasons.get(product.id)}
            />
          );
        }}
      </WishlistView>
    </>
  );
}
