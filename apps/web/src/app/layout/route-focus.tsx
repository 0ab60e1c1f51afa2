import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { MAIN_ID } from "../../lib/main-region.ts";

/** How long a new page's main region may take to appear (its chunk is downloaded the first time). */
const WAIT_FOR_PAGE_MS = 5_000;

/** Whether the focus is somewhere the shopper or the page put it on purpose, inside `main`. */
function focusedInside(main: HTMLElement): boolean {
  const focused = document.activeElement;
  return focused !== null && focused !== document.body && main.contains(focused);
}

/**
 * After a move to another page, the focus goes to the new page's main region (WCAG 2.4.3, focus
 * order): the link that led there is gone, or it stays behind in the header. Without this, a screen
 * reader says nothing of the new page and Tab starts again from the top. A page that focuses
 * something of its own (a heading, a field) keeps it. The first page of a visit, and a new query on
 * the same page (filters, sort, page number), keep the focus where it is.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const giveUpAt = performance.now() + WAIT_FOR_PAGE_MS;
    let frame = 0;
    const focusMain = () => {
      const main = document.getElementById(MAIN_ID);
      // The page's chunk is still on its way: the loader shows instead of the page.
      if (!main) {
        if (performance.now() < giveUpAt) frame = requestAnimationFrame(focusMain);
        return;
      }
      if (!focusedInside(main)) main.focus({ preventScroll: true });
    };
    focusMain();
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
