import { maxQuantity } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { initialVariant, pickVariant } from "@hogar/shared/variant-choices";
import type { ProductDetails as Details, ProductVariant } from "@hogar/shared/variants";
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { primaryActionClass } from "../../../components/ui/action-styles.ts";
import { MsiOffer } from "../../../components/ui/msi-offer.tsx";
import { QuantityInput } from "../../../components/ui/quantity-input.tsx";
import { RatingSummary } from "../../../components/ui/rating-stars.tsx";
import { STAY_IN_PLACE } from "../../../lib/stay-in-place.ts";
import { DeliveryPromises } from "./delivery-promises.tsx";
import { ImageCarousel } from "./image-carousel.tsx";
import { ProductFacts } from "./product-facts.tsx";
import { VariantPicker } from "./variant-picker.tsx";

interface ProductDetailsProps {
  product: Details;
  /**
   * The wishlist heart beside the name, for the chosen variant (undefined without variants); the route
   * passes it in (features do not import each other).
   */
  renderWishlistToggle: (variantId: string | undefined) => ReactNode;
  /** The cart toggle, adding the chosen quantity of the chosen variant; `unavailableLabel` says why it cannot add. */
  renderCartToggle: (
    quantity: number,
    unavailableLabel: string | undefined,
    variantId: string | undefined,
  ) => ReactNode;
}

/**
 * The variant chosen, kept in the address as ?variant=<id> (so it can be shared and survives a
 * reload); none for a product without variants. An address naming a variant no longer on sale is
 * set to the one shown instead, so sharing or reloading it keeps what the shopper sees.
 */
function useChosenVariant(variants: ProductVariant[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get("variant");
  const chosen = initialVariant(variants, asked);
  const choose = useCallback(
    (variant: ProductVariant) =>
      setSearchParams(
        (params) => {
          params.set("variant", variant.id);
          return params;
        },
        { replace: true, state: STAY_IN_PLACE },
      ),
    [setSearchParams],
  );
  useEffect(() => {
    if (asked && chosen && asked !== chosen.id) choose(chosen);
  }, [asked, chosen, choose]);
  return { chosen, choose };
}

export function ProductDetails({ product, renderWishlistToggle, renderCartToggle }: ProductDetailsProps) {
  const quantityId = useId();
  const [wantedQuantity, setQuantity] = useState(1);
  const { chosen, choose } = useChosenVariant(product.variants);
  // A product with variants shows and sells the chosen one: its price, stock and pictures first.
  const price = chosen?.price ?? product.price;
  const stock = chosen?.stock ?? product.stock;
  const images = chosen ? [...chosen.images, ...product.images] : product.images;
  const soldOut = stock <= 0;
  // A quantity picked for a variant with more stock is cut to what this one has.
  const quantity = Math.max(1, Math.min(wantedQuantity, maxQuantity(stock)));
  const buyNow = `/${product.id}/buy-product?quantity=${quantity}${chosen ? `&variant=${chosen.id}` : ""}`;

  return (
    <article className="grid grid-cols-1 gap-8 md:grid-cols-2">
      {/* Keyed by the variant: a new choice starts at its first picture. */}
      <ImageCarousel key={chosen?.id ?? product.id} images={images} name={product.name} />
      <div className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-2xl font-semibold">{product.name}</h1>
          {renderWishlistToggle(chosen?.id)}
        </div>
        {/* Its reviews' average, also on its cards (docs/product.md 96); the list is further down. */}
        <RatingSummary rating={product.rating} starClassName="size-5" />
        <div>
          {/* The price is the total to pay, taxes in (docs/product.md 82: LFPC art. 7 Bis). */}
          <p>
            <span className="text-2xl font-semibold">{formatMoney(price)}</span>{" "}
            <span className="text-sm text-muted">{m.catalog_price_iva_included()}</span>
          </p>
          {/* The longest MSI plan for what "Buy now" would buy (docs/product.md 88). Its line is kept
              when no plan applies, so a quantity that reaches one does not push the page down. */}
          <div className="min-h-6">
            {!soldOut && <MsiOffer totalCents={price * quantity} quantity={quantity} />}
          </div>
        </div>

        {chosen && (
          <>
            <VariantPicker
              optionNames={product.optionNames}
              variants={product.variants}
              chosen={chosen}
              onPick={(index, value) => {
                const next = pickVariant(product.variants, chosen, index, value);
                if (next) choose(next);
              }}
            />
            <p className="text-sm text-muted">{m.variants_sku({ sku: chosen.sku })}</p>
          </>
        )}

        {soldOut ? (
          <p className="w-fit rounded-full bg-fg px-3 py-1 font-semibold text-surface">
            {m.common_out_of_stock()}
          </p>
        ) : (
          <>
            <DeliveryPromises subtotalCents={price * quantity} />
            <div className="flex items-center gap-3">
              <label htmlFor={quantityId} className="font-medium">
                {m.catalog_quantity()}
              </label>
              <QuantityInput
                key={chosen?.id ?? product.id}
                id={quantityId}
                value={quantity}
                max={maxQuantity(stock)}
                onChange={setQuantity}
              />
              <span className="text-sm text-muted">{m.catalog_available({ count: stock })}</span>
            </div>
          </>
        )}

        <div className="flex flex-wrap gap-3">
          {!soldOut && (
            <Link to={buyNow} className={`${primaryActionClass} py-2.5`}>
              {m.catalog_buy_now()}
            </Link>
          )}
          {renderCartToggle(quantity, soldOut ? m.common_out_of_stock() : undefined, chosen?.id)}
        </div>

        <div>
          <h2 className="mb-1 text-lg font-semibold">{m.catalog_description()}</h2>
          <p className="whitespace-pre-line text-muted">{product.description}</p>
        </div>
        <ProductFacts facts={product.facts} />
      </div>
    </article>
  );
}

/** Same layout as ProductDetails, greyed, while the product loads. */
export function ProductDetailsSkeleton() {
  const block = "animate-pulse rounded-lg bg-primary/10 motion-reduce:animate-none";
  return (
    <div aria-busy="true" className="grid grid-cols-1 gap-8 md:grid-cols-2">
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
