import { type UIEvent, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** How far the shopper scrolled each sideways row of this visit, by history entry and row. */
const places = new Map<string, number>();

/**
 * A sideways-scrolling list that Back and Forward return to where the shopper left it, as the page
 * itself returns to where it was (app/layout/scroll-restoration.tsx): a shopper who scrolled a feed
 * row to its tenth card, opened it and came back found the row at its first. `place` is where the
 * list is to return to (undefined on a new visit of the page), so the caller can render every item
 * up to there at once; the list takes `ref` and `onScroll`.
 */
export function useSidewaysPlace<T extends HTMLElement>(row: string) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const id = `${key} ${row}`;
  const place = navigationType === "POP" ? places.get(id) : undefined;
  const ref = useRef<T>(null);
  const returned = useRef(false);

  // Every render until the list is there (its items may arrive after the page): once, at the place.
  useLayoutEffect(() => {
    if (returned.current || place === undefined || !ref.current) return;
    ref.current.scrollLeft = place;
    returned.current = true;
  });

  const onScroll = (event: UIEvent<T>) => places.set(id, event.currentTarget.scrollLeft);
  return { ref, onScroll, place };
}
