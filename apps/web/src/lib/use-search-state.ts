import { useSearchParams } from "react-router";
import { STAY_IN_PLACE } from "./stay-in-place.ts";

/**
 * The address's search parameters as page state: a change stays where the shopper is on the page.
 * Each change builds on the last one at once: Preact renders the new address before the shopper's
 * next click, and results still on their way wait behind it (docs/decisions/021-preact.md; with
 * React's transitions this hook had to keep a pending change itself).
 */
export function useSearchState(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [search, setSearch] = useSearchParams();
  return [search, (next) => setSearch(next, { state: STAY_IN_PLACE })];
}
