import type { CartLine } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { CartIcon } from "../../../components/ui/icons.tsx";
import { LineImage } from "../../../components/ui/line-image.tsx";
import { VariantWords } from "../../../components/ui/variant-words.tsx";
import { productPath } from "../../../lib/product-path.ts";
import { useCart } from "../api/get-cart.ts";
import { CartQuantity } from "./cart-quantity.tsx";
import { UnavailableNote } from "./unavailable-note.tsx";

export function cartButtonLabel(itemCount: number | undefined): string {
  if (itemCount === undefined) return m.cart_shopping_cart();
  return m.cart_button_label({ count: itemCount });
}

/** The cart's icon with its item count as a badge (the label says the count to screen readers). */
export function CartIconWithCount({ count }: { count: number | undefined }) {
  return (
    <>
      <CartIcon />
      {count !== undefined && count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-xs font-semibold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </>
  );
}

function DropdownLine({ line, onNavigate }: { line: CartLine; onNavigate: () => void }) {
  const { product } = line;
  return (
    <li className="flex gap-3 px-4 py-3">
      <LineImage image={product.images[0]} size={56} />
      <div className="min-w-0 flex-1">
        <Link
          to={productPath(product.id, line.variant?.id)}
          onClick={onNavigate}
          className="line-clamp-1 rounded font-medium text-fg hover:text-link hover:underline"
        >
          {product.name}
        </Link>
        <VariantWords label={line.variant?.label} />
        <p className="line-clamp-2 text-sm text-muted">{product.description}</p>
        <UnavailableNote line={line} />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="whitespace-nowrap">
            {formatMoney(product.price)}
            <span className="text-muted"> {m.cart_each()}</span>
          </span>
          <CartQuantity line={line} className="w-18 py-1" />
          <span className="whitespace-nowrap font-semibold">
            <span className="sr-only">{m.cart_line_total()} </span>
            {formatMoney(line.lineTotal)}
          </span>
        </div>
      </div>
    </li>
  );
}

/**
 * The header's cart (wide screens): a disclosure button "Shopping cart, N items" with a count badge,
 * opening a panel (max 365 px, scrolls) with the lines, their quantities and "View shopping cart".
 * Escape closes and returns focus to the button; a click outside or Tab past the panel closes it.
 */
export function CartDropdown({ triggerClassName = "" }: { triggerClassName?: string }) {
  const cart = useCart();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const count = cart.data?.itemCount;

  // Another page: the dropdown has done its job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new pathname.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const close = () => setOpen(false);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere inside closes the panel.
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={cartButtonLabel(count)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className={`relative ${triggerClassName}`}
      >
        <CartIconWithCount count={count} />
      </button>
      {open && (
        <section
          id={panelId}
          aria-label={m.cart_shopping_cart()}
          className="absolute right-0 z-50 mt-2 flex max-h-[365px] w-[26rem] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl bg-surface shadow-xl ring-1 ring-black/10 dark:ring-white/15"
        >
          {cart.isPending ? (
            <DotWaveLoader label={m.cart_loading()} />
          ) : cart.isError ? (
            <p className="px-4 py-6 text-muted">
              {m.cart_load_failed()}{" "}
              <button
                type="button"
                onClick={() => cart.refetch()}
                className="rounded font-medium text-link underline underline-offset-2"
              >
                {m.cart_try_again()}
              </button>
            </p>
          ) : cart.data.lines.length === 0 ? (
            <p className="px-4 py-6 text-center text-muted">{m.cart_empty()}</p>
          ) : (
            <ul className="min-h-0 flex-1 divide-y divide-border/30 overflow-y-auto">
              {cart.data.lines.map((line) => (
                <DropdownLine
                  key={`${line.product.id}/${line.variant?.id ?? ""}`}
                  line={line}
                  onNavigate={close}
                />
              ))}
            </ul>
          )}
          <div className="border-t border-border/30 px-4 py-3">
            <Link
              to="/account/shopping-cart"
              onClick={close}
              className="block rounded-lg bg-primary px-4 py-2 text-center font-semibold text-white hover:bg-[#7e2fc8]"
            >
              {m.cart_view()}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
