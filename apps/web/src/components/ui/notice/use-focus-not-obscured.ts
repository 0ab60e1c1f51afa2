import { type RefObject, useEffect } from "react";
import { isMainRegion } from "../../../lib/main-region.ts";

const GAP_PX = 16;

/**
 * The notice stays until it is closed, at the bottom of the screen: when the keyboard's focus lands
 * on something under it, the page scrolls that thing up above it, so the focus is never hidden
 * (WCAG 2.2, 2.4.11 Focus Not Obscured).
 */
export function useFocusNotObscured(panelRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (!panel || !(event.target instanceof Element) || panel.contains(event.target)) return;
      // Only the keyboard's focus: scrolling under a pointer between press and release would move
      // the click off the button that was pressed.
      if (!event.target.matches(":focus-visible")) return;
      // The page's main region, focused when a page opens (RouteFocus), is the whole page: lifting
      // its foot above the notice would scroll to the page's end.
      if (isMainRegion(event.target)) return;
      const cover = panel.getBoundingClientRect();
      const box = event.target.getBoundingClientRect();
      const covered =
        box.bottom > cover.top && box.top < cover.bottom && box.right > cover.left && box.left < cover.right;
      if (covered) window.scrollBy({ top: box.bottom - cover.top + GAP_PX, behavior: "instant" });
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [panelRef, active]);
}
