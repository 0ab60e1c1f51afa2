import { useLayoutEffect } from "react";

/**
 * The page's title in the browser's tab and history, while the page is shown. React 19 moved a
 * rendered title element into the head; Preact renders it where it stands (docs/decisions/021-preact.md),
 * where the browser ignores it, so the title is set here and given back when the page goes.
 */
export function PageTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    const before = document.title;
    document.title = children;
    return () => {
      document.title = before;
    };
  }, [children]);
  return null;
}
