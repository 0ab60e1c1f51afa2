// Catalogue facts without zod, for the browser as well as the server. Words are catalogue functions
// (area `rules`), said in the language of the moment they are called (docs/product.md 80).
import { m } from "./i18n/generated/messages.js";
import { formatNumber } from "./money.ts";

export const CATEGORIES = ["living room", "bedroom", "bathroom", "kitchen"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Row titles of the feed, in order: `CATEGORY_TITLES[category]()`. */
export const CATEGORY_TITLES: Record<Category, () => string> = {
  "living room": () => m.rules_category_living_room(),
  bedroom: () => m.rules_category_bedroom(),
  bathroom: () => m.rules_category_bathroom(),
  kitchen: () => m.rules_category_kitchen(),
};

const pesos = (amount: number) => `$${formatNumber(amount)}`;
const range = (from: number, to: number) => () =>
  m.rules_price_band_range({ from: pesos(from), to: pesos(to) });

/**
 * Price bands in pesos (docs/product.md 15). One bound means "at least"; two mean an inclusive range.
 * Gaps and overlap are deliberate: 1,000.50 is in none; 3,000 in two. `label()` is the menu's words.
 */
export const PRICE_BANDS = [
  {
    id: "under-1000",
    label: () => m.rules_price_band_under({ amount: pesos(1000) }),
    minPrice: 0,
    maxPrice: 1000,
  },
  { id: "1001-1500", label: range(1001, 1500), minPrice: 1001, maxPrice: 1500 },
  { id: "1501-2000", label: range(1501, 2000), minPrice: 1501, maxPrice: 2000 },
  { id: "2001-3000", label: range(2001, 3000), minPrice: 2001, maxPrice: 3000 },
  { id: "3000-plus", label: () => m.rules_price_band_over({ amount: pesos(3000) }), minPrice: 3000 },
] as const satisfies readonly { id: string; label: () => string; minPrice: number; maxPrice?: number }[];

export const PRODUCT_SORTS = ["relevance", "price_asc", "price_desc", "newest"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PAGE_SIZE_DEFAULT = 24;
/**
 * A listing counts its matches up to this many (docs/product.md 108): counting every
 * one of 100,000 products was most of a listing's cost, and 1,000 is over forty pages of results.
 */
export const PRODUCT_COUNT_MAX = 1_000;

/** The longest search the API takes; the search box takes no more. */
export const QUERY_MAX = 100;
export const PAGE_SIZE_MAX = 100;
/** The last page number a listing takes: a bound on the request, far past any page shoppers reach. */
export const PAGE_MAX = 10_000;
export const SUGGESTIONS_MAX = 8;
export const HISTORY_MAX = 50;
export const QUANTITY_MAX = 50;

/** Widths (px) every catalogue image is served in, as WebP. */
export const IMAGE_WIDTHS = [320, 640, 960] as const;

/** "{n} products found" when n > 1, else "{n} product found" (storefront-details.md); Spanish by its plural. */
export function resultsHeading(count: number): string {
  return m.rules_results_heading({ count });
}

/** Quantity bounds on the product page and in the cart: 1 to min(50, stock). */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.min(QUANTITY_MAX, stock));
}
