import { m } from "@hogar/shared/messages";
import { type ReactNode, useCallback, useEffect, useState } from "react";

/**
 * "Scroll sideways to see every column", first in a box that scrolls sideways, shown only while what
 * the box holds is wider than it (a table on a phone). Without it the columns past the edge looked
 * missing. Words rather than an edge shadow: a gradient behind the table would leave axe unable to
 * check its text's contrast.
 */
export function SidewaysHint() {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [wider, setWider] = useState(false);
  // Stable, so it is not called again (with null, then the element) at every render.
  const hintRef = useCallback((hint: HTMLElement | null) => setBox(hint?.parentElement ?? null), []);
  useEffect(() => {
    if (!box || typeof ResizeObserver === "undefined") return;
    const measure = () => setWider(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [box]);
  return (
    <p ref={hintRef} className={wider ? "mb-2 text-sm text-muted" : "hidden"}>
      {m.back_office_scroll_sideways()}
    </p>
  );
}

/**
 * A box for a table with nothing in it the keyboard can take (no link or button), which scrolls
 * sideways on a phone: focusable and named, so the keyboard can reach it and scroll it (WCAG 2.1.1,
 * axe's scrollable-region-focusable), with the hint first.
 */
export function SidewaysBox({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box the keyboard must reach (WCAG 2.1.1)
      tabIndex={0}
      aria-label={label}
      className={`overflow-x-auto ${className}`}
    >
      <SidewaysHint />
      {children}
    </section>
  );
}
