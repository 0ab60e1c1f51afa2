import type { Product } from "@hogar/shared";
import { formatMoney } from "@hogar/shared/money";
import { useId } from "react";
import { Link } from "react-router";
import { CartIcon, HeartIcon } from "../../../components/ui/icons.tsx";
import { LazyImage, NoImage } from "./lazy-image.tsx";
import { COMING_SOON_TITLE, iconButtonClass } from "./styles.ts";

interface ProductCardProps {
  product: Product;
  /** `sizes` of the cover image for the width the card gets in its list. */
  sizes: string;
  /** Level of the name's heading, one below the section the card sits in. */
  headingLevel?: 2 | 3;
}

/**
 * An article named by the product: cover, name (the link to the product page; its ::after covers the
 * card so the whole card is clickable), price, stock badge, Buy now and the wishlist and cart toggles.
 */
export function ProductCard({ product, sizes, headingLevel = 2 }: ProductCardProps) {
  const nameId = useId();
  const soldOut = product.stock <= 0;
  const cover = product.images[0];
  const Heading = headingLevel === 2 ? "h2" : "h3";

  return (
    <article
      aria-labelledby={nameId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl bg-surface shadow-sm ring-1 ring-black/5 dark:ring-white/10"
    >
      <div className="relative">
        {cover ? <LazyImage image={cover} sizes={sizes} /> : <NoImage />}
        {soldOut && (
          <span className="absolute top-2 left-2 rounded-full bg-fg px-2.5 py-0.5 text-xs font-semibold text-surface">
            Out of stock
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading id={nameId} className="line-clamp-2 font-medium">
          <Link
            to={`/product-details/${product.id}`}
            className="rounded after:absolute after:inset-0 hover:text-link hover:underline"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="font-semibold">{formatMoney(product.price)}</p>
        <div className="mt-auto flex items-center gap-2 pt-2">
          {!soldOut && (
            <Link
              to={`/${product.id}/buy-product`}
              className="relative z-10 mr-auto rounded-lg bg-primary px-3 py-2 text-sm font-semibold text-white hover:bg-[#7e2fc8]"
            >
              Buy now
            </Link>
          )}
          <button
            type="button"
            disabled
            title={COMING_SOON_TITLE}
            aria-label={`Add ${product.name} to wishlist`}
            className={`relative z-10 ${soldOut ? "ml-auto" : ""} ${iconButtonClass}`}
          >
            <HeartIcon />
          </button>
          <button
            type="button"
            disabled
            title={COMING_SOON_TITLE}
            aria-label={`Add ${product.name} to shopping cart`}
            className={`relative z-10 ${iconButtonClass}`}
          >
            <CartIcon />
          </button>
        </div>
      </div>
    </article>
  );
}
