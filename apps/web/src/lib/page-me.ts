import type { Me } from "@hogar/shared";
import { PAGE_ME_ID } from "@hogar/shared/page-data";
import { readPageData } from "./page-data.ts";

/**
 * The shopper the shop found for this page's own request, sent inside index.html (the server's
 * `withPageMe`): null when signed out; undefined when the page does not say (Vite's dev server, a
 * session the shop could not read, or an answer already taken), and the app asks the shop as before.
 * Peeking leaves it for a later reader (the landing page sends a signed-in shopper on to the feed).
 */
export function peekPageMe(): Me | null | undefined {
  return readPageData(PAGE_ME_ID) as Me | null | undefined;
}

/**
 * What the page said, once: it was true when the page loaded, and a sign-in or sign-out later in the
 * visit makes it stale, so the first to use it removes it and later readers ask the shop.
 */
export function takePageMe(): Me | null | undefined {
  const me = peekPageMe();
  document.getElementById(PAGE_ME_ID)?.remove();
  return me;
}
