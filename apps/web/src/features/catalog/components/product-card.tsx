import type { Product } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { memo, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { RatingSummary } from "../../../components/ui/rating-stars.tsx";
import { useLocale } from "../../../lib/locale.ts";
import { useIsAdmin } from "../../../lib/use-is-admin.ts";
import { useDeleteProduct } from "../api/delete-product.ts";
import { LazyImage, NoImage } from "./lazy-image.tsx";

/**
 * The wishlist and cart toggles of a card, given why the product cannot be bought now (if it cannot).
 * The route passes them in: the catalogue does not import the cart or wishlist features.
 */
export type RenderCardToggles = (product: Product, unavailableLabel: string | undefined) => ReactNode;

interface ProductCardProps {
  product: Product;
  renderToggles: RenderCardToggles;
  /** `sizes` of the cover image for the width the card gets in its list. */
  sizes: string;
  /** Level of the name's heading, one below the section the card sits in. */
  headingLevel?: 2 | 3;
  /** Why the product cannot be bought now ("No longer sold", ...), from a saved list; replaces Buy now. */
  unavailableLabel?: string;
  /** One of the first cards the page shows: its image loads at once (see LazyImage). */
  eagerImage?: boolean;
}

/** Admins only (docs/product.md 36, 38): archives the product after a confirmation dialog. */
function DeleteProductButton({ product }: { product: Product }) {
  const [confirming, setConfirming] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once the dialog has closed (the page is inert while it is open). */
  const focusAfter = useRef<"button" | "main" | null>(null);
  const remove = useDeleteProduct();

  useEffect(() => {
    if (confirming || !focusAfter.current) return;
    // The card is about to leave after a deletion, so the page's main region takes the focus then.
    const target = focusAfter.current === "main" ? document.getElementById("main") : buttonRef.current;
    focusAfter.current = null;
    target?.focus();
  }, [confirming]);

  const close = (focus: "button" | "main") => {
    focusAfter.current = focus;
    setConfirming(false);
  };
  const cancel = () => close("button");

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={m.catalog_delete_named({ name: product.name })}
        onClick={() => setConfirming(true)}
        className="relative z-10 rounded-lg border border-danger-fg px-2.5 py-1.5 text-sm font-medium text-danger-fg hover:bg-danger/10"
      >
        {m.catalog_delete()}
      </button>
      {confirming && (
        <ConfirmDialog
          title={m.catalog_delete_question({ name: product.name })}
          message={m.catalog_delete_message()}
          confirmLabel={m.catalog_delete()}
          busy={remove.isPending}
          onCancel={cancel}
          onConfirm={() =>
            remove.mutate(product, {
              onSuccess: () => close("main"),
              onError: cancel,
            })
          }
        />
      )}
    </>
  );
}

/**
 * An article named by the product: cover, name (the link to the product page; its ::after covers the
 * card so the whole card is clickable), price, stock badge, Buy now and the wishlist and cart toggles,
 * and for admins a Delete button. Memoised: a feed row adds its cards a few at a time, and the cards
 * already shown need not render again for each few (their props are the same). So it follows the
 * language itself: the app's render for a new language (docs/product.md 80) stops at a memo.
 */
export const ProductCard = memo(function ProductCard({
  product,
  renderToggles,
  sizes,
  headingLevel = 2,
  unavailableLabel,
  eagerImage = false,
}: ProductCardProps) {
  useLocale();
  const nameId = useId();
  const soldOut = product.stock <= 0;
  const badge = unavailableLabel ?? (soldOut ? m.common_out_of_stock() : undefined);
  const cover = product.images[0];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const isAdmin = useIsAdmin();
  // A product sold in variants is put in the cart or bought as one of them, chosen on its page
  // (docs/product.md 106): its card leads there instead of offering the toggles.
  const hasVariants = product.optionNames.length > 0;

  return (
    <article
      aria-labelledby={nameId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl bg-surface shadow-sm ring-1 ring-black/5 dark:ring-white/10"
    >
      <div className="relative">
        {cover ? <LazyImage image={cover} sizes={sizes} eager={eagerImage} /> : <NoImage />}
        {badge && (
          <span className="absolute top-2 left-2 rounded-full bg-fg px-2.5 py-0.5 text-xs font-semibold text-surface">
            {badge}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {/* The name's ring is drawn inside it: line-clamp's overflow cut off one drawn outside. */}
        <Heading id={nameId} className="line-clamp-2 font-medium">
          <Link
            to={`/product-details/${product.id}`}
            className="rounded after:absolute after:inset-0 hover:text-link hover:underline focus-visible:-outline-offset-2"
          >
            {product.name}
          </Link>
        </Heading>
        {/* A product with variants costs from its cheapest one (docs/product.md 105). */}
        <p className="font-semibold">
          {hasVariants
            ? m.variants_from_price({ price: formatMoney(product.price) })
            : formatMoney(product.price)}
        </p>
        {/* Once reviewed; "No reviews yet" is the product page's to say (docs/product.md 96). */}
        {product.rating.count > 0 && <RatingSummary rating={product.rating} />}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {!badge && (
            <Link
              to={hasVariants ? `/product-details/${product.id}` : `/${product.id}/buy-product`}
              className="relative z-10 mr-auto rounded-lg bg-primary px-3 py-2 text-sm font-semibold text-white hover:bg-[#7e2fc8]"
            >
              {hasVariants ? m.variants_choose_options() : m.catalog_buy_now()}
            </Link>
          )}
          {!hasVariants && (
            <div className={`relative z-10 flex items-center gap-2 ${badge ? "ml-auto" : ""}`}>
              {renderToggles(product, badge)}
            </div>
          )}
        </div>
        {/* A row of its own, at the card's foot: the same place on every card, in stock or not (docs/product.md 112). */}
        {isAdmin && (
          <div className="flex justify-end pt-2">
            <DeleteProductButton product={product} />
          </div>
        )}
      </div>
    </article>
  );
});
