import type { Cart, CartLine } from "@hogar/shared";
import { lineTitle } from "@hogar/shared/cart-rules";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { lineActionClass, primaryActionClass } from "../../../components/ui/action-styles.ts";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { IvaIncludedIn } from "../../../components/ui/iva-included.tsx";
import { LineImage } from "../../../components/ui/line-image.tsx";
import { TotalsList } from "../../../components/ui/totals-list.tsx";
import { VariantWords } from "../../../components/ui/variant-words.tsx";
import { productPath } from "../../../lib/product-path.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useRemoveFromCart } from "../api/delete-cart-item.ts";
import { useCart } from "../api/get-cart.ts";
import { QUANTITY_DEBOUNCE_MS } from "../api/use-debounced-quantity.ts";
import { CartQuantity } from "./cart-quantity.tsx";
import { UnavailableNote } from "./unavailable-note.tsx";

function Line({ line, onDelete }: { line: CartLine; onDelete: () => void }) {
  const { product } = line;
  return (
    <li className="flex gap-4 rounded-xl bg-surface p-4 shadow-sm ring-1 ring-black/5 dark:ring-white/10">
      <LineImage image={product.images[0]} size={96} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 className="font-medium">
            <Link to={productPath(product.id, line.variant?.id)} className={linkClass}>
              {product.name}
            </Link>
          </h2>
          <VariantWords label={line.variant?.label} />
          <p>{formatMoney(product.price)}</p>
          <UnavailableNote line={line} />
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <button
              type="button"
              aria-label={m.cart_delete_named({ name: lineTitle(product.name, line.variant?.label) })}
              data-delete
              onClick={onDelete}
              className={lineActionClass}
            >
              {m.cart_delete()}
            </button>
            {line.available && (
              <Link
                to={`/${product.id}/buy-product?quantity=${line.quantity}${line.variant ? `&variant=${line.variant.id}` : ""}`}
                className={`${primaryActionClass} px-3 py-1.5 text-sm`}
              >
                {m.cart_buy_now()}
              </Link>
            )}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 sm:flex-col sm:items-end">
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="text-sm text-muted">
              {m.cart_quantity()}
            </span>
            <CartQuantity line={line} className="w-20" />
          </div>
          {line.available ? (
            <p className="whitespace-nowrap text-lg font-semibold">
              <span className="sr-only">{m.cart_line_total()} </span>
              {formatMoney(line.lineTotal)}
            </p>
          ) : (
            // Not in the subtotal, so not shown as an amount to pay.
            <p className="whitespace-nowrap text-sm text-muted">{m.cart_line_not_counted()}</p>
          )}
        </div>
      </div>
    </li>
  );
}

function Summary({ cart }: { cart: Cart }) {
  const headingId = useId();
  const buyable = cart.lines.some((line) => line.available);
  return (
    <section
      aria-labelledby={headingId}
      className="h-fit rounded-xl bg-surface p-4 shadow-sm ring-1 ring-black/5 lg:sticky lg:top-20 dark:ring-white/10"
    >
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        {m.cart_summary()}
      </h2>
      {buyable ? (
        <>
          <TotalsList subtotal={cart.subtotal} shipping={cart.shipping} total={cart.total} />
          {/* Prices include IVA; the cart says how much of its total is IVA (docs/product.md 82). */}
          <IvaIncludedIn totalCents={cart.total} />
          <Link to="/buy-cart" className={`${primaryActionClass} mt-4 w-full py-2.5`}>
            {m.cart_buy_cart()}
          </Link>
        </>
      ) : (
        // Nothing to ship: no "$0.00" total with FREE shipping.
        <p className="text-sm text-muted">{m.cart_none_buyable()}</p>
      )}
    </section>
  );
}

/**
 * Says the cart's new total once it settles after a change (a quantity typed, a line deleted): the
 * summary that shows it is far from the quantity box, so a screen reader would not hear it otherwise
 * (WCAG 2.2, 4.1.3). Present from the start, as a live region must be; silent on load, and for a
 * cart left empty, which says so itself.
 */
function TotalAnnouncement({ total }: { total: number | undefined }) {
  const settled = useDebouncedValue(total, QUANTITY_DEBOUNCE_MS);
  const known = useRef(settled);
  const [said, setSaid] = useState("");
  useEffect(() => {
    if (settled === undefined || settled === known.current) return;
    const first = known.current === undefined;
    known.current = settled;
    if (!first) setSaid(m.cart_total_now({ total: formatMoney(settled) }));
  }, [settled]);
  return (
    <div aria-live="polite" className="sr-only">
      {said}
    </div>
  );
}

/**
 * Where the focus goes once a line is deleted, its button gone with it: the Delete of the line that
 * took its place, else of the line above, else the page's heading (WCAG 2.2, 2.4.3).
 */
function useFocusAfterDelete(lines: CartLine[] | undefined) {
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const deletedAt = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the lines change, after a delete
  useLayoutEffect(() => {
    const index = deletedAt.current;
    if (index === null) return;
    deletedAt.current = null;
    const deletes = list.current?.querySelectorAll<HTMLButtonElement>("button[data-delete]") ?? [];
    (deletes[Math.min(index, deletes.length - 1)] ?? heading.current)?.focus();
  }, [lines]);
  return { list, heading, deleting: (index: number) => (deletedAt.current = index) };
}

/** /account/shopping-cart: the lines with quantities, Delete and Buy now, and the server's totals. */
export function ShoppingCart() {
  const cart = useCart();
  const remove = useRemoveFromCart();
  const focus = useFocusAfterDelete(cart.data?.lines);

  return (
    <>
      <h1 ref={focus.heading} tabIndex={-1} className="mb-6 text-2xl font-semibold focus:outline-none">
        {m.cart_title()}
      </h1>
      <TotalAnnouncement total={cart.data?.lines.length ? cart.data.total : undefined} />
      {cart.isPending ? (
        <DotWaveLoader label={m.cart_loading()} />
      ) : cart.isError ? (
        <p className="text-muted">
          {m.cart_load_failed()}{" "}
          <button type="button" onClick={() => cart.refetch()} className={linkClass}>
            {m.cart_try_again()}
          </button>
        </p>
      ) : cart.data.lines.length === 0 ? (
        <div className="py-10 text-center">
          <p className="text-lg">{m.cart_empty()}</p>
          <Link to="/feed" className={`mt-3 inline-block ${linkClass}`}>
            {m.cart_go_to_feed()}
          </Link>
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
          <ul ref={focus.list} aria-label={m.cart_lines()} className="space-y-4">
            {cart.data.lines.map((line, index) => (
              <Line
                key={`${line.product.id}/${line.variant?.id ?? ""}`}
                line={line}
                onDelete={() => {
                  focus.deleting(index);
                  remove.mutate(line);
                }}
              />
            ))}
          </ul>
          <Summary cart={cart.data} />
        </div>
      )}
    </>
  );
}
