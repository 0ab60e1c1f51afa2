import { m } from "@hogar/shared/messages";
import { type ReactNode, useEffect, useState } from "react";

/** Whether `box` holds more than its width (a table on a phone), kept as either changes size. */
function useScrollsSideways(box: HTMLElement | null): boolean {
  const [wider, setWider] = useState(false);
  useEffect(() => {
    if (!box || typeof ResizeObserver === "undefined") return;
    const measure = () => setWider(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [box]);
  return wider;
}

/**
 * "Scroll sideways to see every column", shown only while what is beside it is wider than the box
 * they are in. Without it the columns past the edge looked missing. Words rather than an edge
 * shadow: a gradient behind the table would leave axe unable to check its text's contrast.
 */
function Hint({ shown }: { shown: boolean }) {
  return <p className={shown ? "mb-2 text-sm text-muted" : "hidden"}>{m.back_office_scroll_sideways()}</p>;
}

/**
 * A box for a table that scrolls sideways on a phone, with the hint above it. A table with nothing
 * the keyboard can take (no link or button) is given a `label`: while it scrolls the box is then a
 * named region the keyboard can reach and scroll (WCAG 2.1.1, axe's scrollable-region-focusable);
 * otherwise a plain box, no extra tab stop. A table with links is scrolled by tabbing through them.
 */
export function SidewaysBox({
  label,
  className = "",
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const wider = useScrollsSideways(box);
  // A region only while it scrolls: a section would be one, and a tab stop, at every width.
  const reachable = wider && label ? { role: "region", tabIndex: 0, "aria-label": label } : {};
  // The hint stands outside what scrolls, so scrolling does not take it off the screen.
  return (
    <div className={className}>
      <Hint shown={wider} />
      <div ref={setBox} {...reachable} className="@container overflow-x-auto">
        {children}
      </div>
    </div>
  );
}
