import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { staysInPlace } from "../../lib/stay-in-place.ts";

/** Where the shopper left each page of this visit, by history entry. */
const positions = new Map<string, number>();

/**
 * A new page starts at the top, and a change within the page (STAY_IN_PLACE) stays where it is; Back
 * and Forward return to where the shopper was on it. The browser's own restoration runs before the
 * page has rendered, so it is switched off.
 */
export function ScrollRestoration() {
  const { key, hash, state } = useLocation();
  const navigationType = useNavigationType();
  // The page a scroll belongs to: switched when the next page is on screen, not when it is asked for.
  const shown = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const remember = () => positions.set(shown.current, window.scrollY);
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, []);

  useLayoutEffect(() => {
    shown.current = key;
    const saved = positions.get(key);
    if (navigationType === "POP" && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Back to an entry whose place is forgotten (a reload) starts at the top, whatever made it.
    else if (navigationType !== "POP" && staysInPlace(state)) positions.set(key, window.scrollY);
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType, state]);

  return null;
}
