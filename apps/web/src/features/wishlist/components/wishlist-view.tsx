import type { Wishlist } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { useWishlist } from "../api/get-wishlist.ts";
import { REMOVES_FROM_WISHLIST } from "./removes-from-wishlist.ts";

/**
 * Where the focus goes once an item leaves the page, its button gone with it: the button of the item
 * that took its place, else of the one before, else the page's heading (WCAG 2.2, 2.4.3). It fell
 * to the page's body.
 */
function useFocusAfterRemoval(items: Wishlist["items"] | undefined) {
  const list = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const pressedAt = useRef<number | null>(null);
  const removers = () => [...(list.current?.querySelectorAll<HTMLElement>(REMOVES_FROM_WISHLIST) ?? [])];
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the items change, after a removal
  useLayoutEffect(() => {
    const index = pressedAt.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (index === null || !lost) return;
    pressedAt.current = null;
    const left = removers();
    (left[Math.min(index, left.length - 1)] ?? heading.current)?.focus();
  }, [items]);
  // Taken as the button is pressed (a click, or Enter or Space on it), not as it gets the focus: a
  // focus long gone must not come back when the list changes for another reason.
  const onClick = (event: { target: EventTarget | null }) => {
    const pressed = event.target instanceof Element ? event.target.closest(REMOVES_FROM_WISHLIST) : null;
    const index = pressed ? removers().indexOf(pressed as HTMLElement) : -1;
    pressedAt.current = index >= 0 ? index : null;
  };
  return { list, heading, onClick };
}

/**
 * /account/my-wishlist: heading, loading, error and empty states. The grid of cards is the catalogue's,
 * passed in by the route (features do not import each other).
 */
export function WishlistView({ children }: { children: (items: Wishlist["items"]) => ReactNode }) {
  const wishlist = useWishlist();
  const focus = useFocusAfterRemoval(wishlist.data?.items);
  return (
    <>
      <h1 ref={focus.heading} tabIndex={-1} className="mb-6 text-2xl font-semibold focus:outline-none">
        {m.catalog_my_wishlist()}
      </h1>
      {wishlist.isPending ? (
        <DotWaveLoader label={m.catalog_loading_wishlist()} />
      ) : wishlist.isError ? (
        <p className="text-muted">
          {m.catalog_wishlist_failed()}{" "}
          <button type="button" onClick={() => wishlist.refetch()} className={linkClass}>
            {m.common_try_again()}
          </button>
        </p>
      ) : wishlist.data.items.length === 0 ? (
        <div className="py-10 text-center">
          <p className="text-lg">{m.catalog_wishlist_empty()}</p>
          <Link to="/feed" className={`mt-3 inline-block ${linkClass}`}>
            {m.common_go_to_feed()}
          </Link>
        </div>
      ) : (
        <div ref={focus.list} onClickCapture={focus.onClick}>
          {children(wishlist.data.items)}
        </div>
      )}
    </>
  );
}
