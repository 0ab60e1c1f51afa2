import type { Product } from "@hogar/shared";
import { maxQuantity } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { primaryActionClass } from "../../../components/ui/action-styles.ts";
import { MsiOffer } from "../../../components/ui/msi-offer.tsx";
import { QuantityInput } from "../../../components/ui/quantity-input.tsx";
import { DeliveryPromises } from "./delivery-promises.tsx";
import { ImageCarousel } from "./image-carousel.tsx";

interface ProductDetailsProps {
  product: Product;
  /** The wishlist heart beside the name; the route passes it in (features do not import each other). */
  wishlistToggle: ReactNode;
  /** The cart toggle, adding the chosen quantity; `unavailableLabel` says why it cannot add. */
  renderCartToggle: (quantity: number, unavailableLabel: string | undefined) => ReactNode;
}

export function ProductDetails({ product, wishlistToggle, renderCartToggle }: ProductDetailsProps) {
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const soldOut = product.stock <= 0;

  return (
    <article className="grid gap-8 md:grid-cols-2">
      <ImageCarousel key={product.id} images={product.images} name={product.name} />
      <div className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-2xl font-semibold">{product.name}</h1>
          {wishlistToggle}
        </div>
        <div>
          <p className="text-2xl font-semibold">{formatMoney(product.price)}</p>
          {/* The longest MSI plan for what "Buy now" would buy (docs/product.md 88). Its line is kept
              when no plan applies, so a quantity that reaches one does not push the page down. */}
          <div className="min-h-6">{!soldOut && <MsiOffer totalCents={product.price * quantity} />}</div>
        </div>

        {soldOut ? (
          <p className="w-fit rounded-full bg-fg px-3 py-1 font-semibold text-surface">
            {m.common_out_of_stock()}
          </p>
        ) : (
          <>
            <DeliveryPromises subtotalCents={product.price * quantity} />
            <div className="flex items-center gap-3">
              <label htmlFor={quantityId} className="font-medium">
                {m.catalog_quantity()}
              </label>
              <QuantityInput
                key={product.id}
                id={quantityId}
                value={quantity}
                max={maxQuantity(product.stock)}
                onChange={setQuantity}
              />
              <span className="text-sm text-muted">{m.catalog_available({ count: product.stock })}</span>
            </div>
          </>
        )}

        <div className="flex flex-wrap gap-3">
          {!soldOut && (
            <Link
              to={`/${product.id}/buy-product?quantity=${quantity}`}
              className={`${primaryActionClass} py-2.5`}
            >
              {m.catalog_buy_now()}
            </Link>
          )}
          {renderCartToggle(quantity, soldOut ? m.common_out_of_stock() : undefined)}
        </div>

        <div>
          <h2 className="mb-1 text-lg font-semibold">{m.catalog_description()}</h2>
          <p className="whitespace-pre-line text-muted">{product.description}</p>
        </div>
      </div>
    </article>
  );
}

/** Same layout as ProductDetails, greyed, while the product loads. */
export function ProductDetailsSkeleton() {
  const block = "animate-pulse rounded-lg bg-primary/10 motion-reduce:animate-none";
  return (
    <div aria-busy="true" className="grid gap-8 md:grid-cols-2">
      <span role="status" className="sr-only">
        {m.catalog_loading_product()}
      </span>
      <div aria-hidden="true">
        <div className={`aspect-[4/3] ${block}`} />
        <div className="mt-3 flex gap-2">
          {[0, 1, 2].map((i) => (
            <div key={i} className={`h-15 w-20 ${block}`} />
          ))}
        </div>
      </div>
      <div aria-hidden="true" className="flex flex-col gap-4">
        <div className={`h-8 w-3/4 ${block}`} />
        <div>
          <div className={`h-8 w-40 ${block}`} />
          {/* The MSI line's room, as the loaded page keeps it. */}
          <div className="h-6" />
        </div>
        <div className={`h-12 w-72 ${block}`} />
        <div className={`h-10 w-40 ${block}`} />
        <div className="flex gap-3">
          <div className={`h-11 w-28 ${block}`} />
          <div className={`h-11 w-52 ${block}`} />
        </div>
        <div className={`h-24 w-full ${block}`} />
      </div>
    </div>
  );
}
