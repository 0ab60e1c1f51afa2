import type { Wishlist } from "@hogar/shared";
import { lineTitle } from "@hogar/shared/cart-rules";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { lineActionClass } from "../../../components/ui/action-styles.ts";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { LineImage } from "../../../components/ui/line-image.tsx";
import { VariantWords } from "../../../components/ui/variant-words.tsx";
import { unavailableText } from "../../../lib/availability.ts";
import { productPath } from "../../../lib/product-path.ts";
import { useWishlistToggle } from "../api/toggle-wishlist.ts";

type Item = Wishlist["items"][number];

/**
 * The cart button of a saved variant, from the route (features do not import each other): the
 * product, the variant, its line's name, and why it cannot be bought now, if it cannot.
 */
export type RenderVariantCartToggle = (
  product: Item["product"],
  variantId: string,
  name: string,
  unavailableLabel: string | undefined,
) => ReactNode;

function SavedVariant({
  item,
  renderCartToggle,
}: {
  item: Item & { variant: NonNullable<Item["variant"]> };
  renderCartToggle: RenderVariantCartToggle;
}) {
  const { product, variant } = item;
  const toggle = useWishlistToggle(product, variant.id);
  const note = unavailableText(item.unavailableReason, product.stock);
  const name = lineTitle(product.name, variant.label);
  return (
    <li className="flex gap-4 rounded-xl bg-surface p-4 shadow-sm ring-1 ring-black/5 dark:ring-white/10">
      <LineImage image={product.images[0]} size={72} />
      <div className="min-w-0 flex-1 space-y-1">
        {/* The product page opens on the variant saved. */}
        <Link to={productPath(product.id, variant.id)} className={linkClass}>
          {product.name}
        </Link>
        <VariantWords label={variant.label} />
        <p>{formatMoney(product.price)}</p>
        {note && <p className="text-sm font-medium text-danger-fg">{note}</p>}
      </div>
      <div className="flex h-fit flex-col items-end gap-2">
        {renderCartToggle(product, variant.id, name, note ?? undefined)}
        <button
          type="button"
          aria-label={m.catalog_wishlist_remove_named({ name })}
          data-wishlist-remove=""
          onClick={toggle.toggle}
          className={lineActionClass}
        >
          {m.cart_delete()}
        </button>
      </div>
    </li>
  );
}

/**
 * The wishlist's saved variants ("Sofa, Linen · 3 seats"): one line each, since one product's card
 * cannot stand for two of its versions, with its own cart button. Products without variants keep
 * their cards.
 */
export function SavedVariants({
  items,
  renderCartToggle,
}: {
  items: Wishlist["items"];
  renderCartToggle: RenderVariantCartToggle;
}) {
  const saved = items.filter(
    (item): item is Item & { variant: NonNullable<Item["variant"]> } => !!item.variant,
  );
  if (saved.length === 0) return null;
  return (
    <ul className="mt-6 space-y-3">
      {saved.map((item) => (
        <SavedVariant
          key={`${item.product.id}/${item.variant.id}`}
          item={item}
          renderCartToggle={renderCartToggle}
        />
      ))}
    </ul>
  );
}
