import { m } from "@hogar/shared/messages";
import { useEffect, useState } from "react";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { ArrowUpIcon } from "./icons.tsx";
import { scrolledForNotice, useNoticeState } from "./notice/notice-store.ts";

// Tailwind's sm breakpoint: below it the notice spans the screen's width.
const NARROW = "(max-width: 639.98px)";

/**
 * Appears once the shopper has scrolled past half the window height (docs/product.md 44). On narrow
 * screens it stands over the page's right edge, where the checkout's and the cart's amounts are, so
 * it shows only once the shopper scrolls back up, as the header does: reading down, nothing is
 * covered. There a notice also spans the width at the foot, and the page lifts the controls it
 * would cover just above it (docs/product.md 113): the button, stood above the notice, landed on
 * them (a checkout's "Apply"), so it waits there until the notice is closed.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const narrow = useMediaQuery(NARROW);
  const noticeShown = useNoticeState().notice !== null;

  useEffect(() => {
    let lastY = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      const past = y > window.innerHeight / 2;
      if (!narrow || !past) {
        setVisible(past);
        lastY = y;
        return;
      }
      // A few pixels of slack for jitter; a notice moving the page is not the shopper scrolling.
      if (Math.abs(y - lastY) < 4) return;
      if (!scrolledForNotice(y)) setVisible(y < lastY);
      lastY = y;
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [narrow]);

  if (!visible || (narrow && noticeShown)) return null;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    <button
      type="button"
      aria-label={m.common_scroll_to_top()}
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" })}
      className="fixed right-4 bottom-4 z-30 grid size-11 place-items-center rounded-full bg-primary text-white shadow-lg hover:bg-[#7e2fc8]"
    >
      <ArrowUpIcon />
    </button>
  );
}
