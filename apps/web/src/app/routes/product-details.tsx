import { m } from "@hogar/shared/messages";
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { CartButtonToggle } from "../../features/cart/components/cart-toggle.tsx";
import { useProduct } from "../../features/catalog/api/get-product.ts";
import { useRecordView } from "../../features/catalog/api/record-view.ts";
import {
  ProductDetails,
  ProductDetailsSkeleton,
} from "../../features/catalog/components/product-details.tsx";
import { ProductReviews } from "../../features/reviews/components/product-reviews.tsx";
import { WishlistToggle } from "../../features/wishlist/components/wishlist-toggle.tsx";
import { ApiError } from "../../lib/api-client.ts";

const linkClass = "mt-4 inline-block rounded font-medium text-link underline-offset-2 hover:underline";

export function Component() {
  const { id = "" } = useParams();
  const product = useProduct(id);
  const record = useRecordView();
  const recorded = useRef<string | null>(null);
  const loadedId = product.data?.id;

  // Once per product shown (docs/product.md 16); only for a product that exists.
  useEffect(() => {
    if (!loadedId || recorded.current === loadedId) return;
    recorded.current = loadedId;
    record(loadedId);
  }, [loadedId, record]);

  if (product.isPending) {
    return (
      <>
        <PageTitle>{`${m.catalog_product()} | Hogar`}</PageTitle>
        <ProductDetailsSkeleton />
      </>
    );
  }

  if (product.isError) {
    const missing = product.error instanceof ApiError && [400, 404].includes(product.error.status);
    return (
      <div className="py-16 text-center">
        <PageTitle>{`${missing ? m.catalog_product_not_found() : m.catalog_product()} | Hogar`}</PageTitle>
        <h1 className="text-2xl font-semibold">
          {missing ? m.catalog_product_not_found() : m.common_error_title()}
        </h1>
        <p className="mt-2 text-muted">
          {missing ? m.catalog_product_missing() : m.catalog_product_failed()}
        </p>
        {missing ? (
          <Link to="/feed" className={linkClass}>
            {m.common_back_to_feed()}
          </Link>
        ) : (
          <button type="button" onClick={() => product.refetch()} className={linkClass}>
            {m.common_try_again()}
          </button>
        )}
      </div>
    );
  }

  return (
    <>
      <PageTitle>{`${product.data.name} | Hogar`}</PageTitle>
      <ProductDetails
        key={product.data.id}
        product={product.data}
        renderWishlistToggle={(variantId) => <WishlistToggle product={product.data} variantId={variantId} />}
        renderCartToggle={(quantity, unavailableLabel, variantId) => (
          <CartButtonToggle
            product={product.data}
            quantity={quantity}
            unavailableLabel={unavailableLabel}
            variantId={variantId}
          />
        )}
      />
      <ProductReviews key={`reviews-${product.data.id}`} productId={product.data.id} />
    </>
  );
}
