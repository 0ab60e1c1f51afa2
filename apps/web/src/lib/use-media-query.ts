import { useCallback, useSyncExternalStore } from "react";

/** Whether the window matches `query` now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  // One subscription per query: a new function each render would make React resubscribe each render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
