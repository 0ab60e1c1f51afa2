import { type RefObject, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { scrolledForNotice } from "../../components/ui/notice/notice-store.ts";

/**
 * Hidden while scrolling down past the header, shown again on any scroll up (docs/product.md 44), on
 * a new page (which starts at the top), and whenever focus is inside it: keyboard users must never
 * tab into an invisible header.
 */
export function useHeaderHidden(headerRef: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  // A new page's move to the top and its notice's move may reach the scroll listener as one, which
  // would read as the notice's alone; so the page itself shows the header.
  const { key } = useLocation();
  const [page, setPage] = useState(key);
  if (page !== key) {
    setPage(key);
    setHidden(false);
  }

  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        // A few pixels of slack so trackpad jitter does not make the header flicker.
        if (Math.abs(y - lastY) < 4) return;
        // A notice moving the page clear of itself is not the shopper scrolling (docs/product.md 113).
        if (scrolledForNotice(y)) {
          lastY = y;
          return;
        }
        const goingDown = y > lastY && y > header.offsetHeight;
        setHidden(goingDown && !header.contains(document.activeElement));
        lastY = y;
      });
    };
    const onFocusIn = () => setHidden(false);
    window.addEventListener("scroll", onScroll, { passive: true });
    header.addEventListener("focusin", onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      header.removeEventListener("focusin", onFocusIn);
    };
  }, [headerRef]);

  return hidden;
}
