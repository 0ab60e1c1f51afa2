import { m } from "@hogar/shared/messages";
import { useEffect, useState } from "react";
import { ArrowUpIcon } from "./icons.tsx";

/**
 * Appears once the shopper has scrolled past half the window height (docs/product.md 44). On narrow
 * screens it stands above a notice, which would otherwise reach under it.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight / 2);
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  if (!visible) return null;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    <button
      type="button"
      aria-label={m.common_scroll_to_top()}
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" })}
      className="fixed right-4 bottom-4 z-30 max-sm:bottom-[calc(1rem+var(--notice-space,0px))] grid size-11 place-items-center rounded-full bg-primary text-white shadow-lg hover:bg-[#7e2fc8]"
    >
      <ArrowUpIcon />
    </button>
  );
}
