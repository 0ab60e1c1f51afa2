import { useEffect } from "react";

/**
 * Calls `preload` with a page's path when the shopper shows the intent to open it: the pointer goes
 * over one of its links, a tap starts on one, or the keyboard focuses one. A page opened for the
 * first time in a visit then finds its chunk on the way or arrived, rather than showing the loader
 * while it downloads (docs/decisions/022-first-render-work.md). Each path is preloaded once.
 */
export function usePreloadOnIntent(preload: (pathname: string) => void) {
  useEffect(() => {
    const preloaded = new Set<string>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (preloaded.has(link.pathname)) return;
      preloaded.add(link.pathname);
      preload(link.pathname);
    };
    const events = ["pointerover", "touchstart", "focusin"] as const;
    for (const type of events) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent);
    };
  }, [preload]);
}
