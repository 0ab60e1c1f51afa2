import { m } from "@hogar/shared/messages";
import { useCallback, useEffect, useState } from "react";

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
