import type { Wishlist } from "@hogar/shared";
import { lineTitle } from "@hogar/shared/cart-rules";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { Link } from "react-router";
import { lineActionClass } from "../../../components/ui/action-styles.ts";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { LineImage } from "../../../components/ui/line-image.tsx";
import { VariantWords } from "../../../components/ui/variant-words.tsx";
import { unavailableText } from "../../../lib/availability.ts";
import { productPath } from "../../../lib/product-path.ts";
import { useWishlistToggle } from "../api/toggle-wishlist.ts";

type Item = Wishlist["items"][number];

function SavedVariant({ item }: { item: Item & { variant: NonNullable<Item["variant"]> } }) {
  const { product, variant } = item;
  const toggle = useWishlistToggle(product, variant.id);
  const note = unavailableText(item.unavailableReason, product.stock);
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
      <button
        type="button"
        aria-label={m.catalog_wishlist_remove_named({ name: lineTitle(product.name, variant.label) })}
        data-wishlist-remove=""
        onClick={toggle.toggle}
        className={`${lineActionClass} h-fit`}
      >
        {m.cart_delete()}
      </button>
    </li>
  );
}

/**
 * The wishlist's saved variants ("Sofa, Linen · 3 seats"): one line each, since one product's card
 * cannot stand for two of its versions. Products without variants keep their cards.
 */
export function SavedVariants({ items }: { items: Wishlist["items"] }) {
  const saved = items.filter(
    (item): item is Item & { variant: NonNullable<Item["variant"]> } => !!item.variant,
  );
  if (saved.length === 0) return null;
  return (
    <ul className="mt-6 space-y-3">
      {saved.map((item) => (
        <SavedVariant key={`${item.product.id}/${item.variant.id}`} item={item} />
      ))}
    </ul>
  );
}
