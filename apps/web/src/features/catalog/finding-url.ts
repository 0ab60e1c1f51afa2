// The search and "See all" pages keep everything in the URL (docs/product.md 108): words,
// rooms, colours, materials, in stock only, price range, sort and page. Reload, Back and a shared link
// show the same results. Unknown values are dropped here; the API would refuse them.
import {
  CATEGORIES,
  type Category,
  PAGE_SIZE_DEFAULT,
  PRODUCT_SORTS,
  type ProductSort,
  QUERY_MAX,
} from "@hogar/shared/catalog-rules";
import { COLOURS, type Colour, MATERIALS, type Material } from "@hogar/shared/product-facts-lists";
import type { ProductListParams } from "./api/get-products.ts";

/** A number of 0 or more (prices in pesos, the page); anything else is dropped. */
function numberParam(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** Every value of a parameter, repeated or comma-separated, that is one of `known`; each once. */
function listParam<T extends string>(search: URLSearchParams, key: string, known: readonly T[]): T[] {
  const values = search
    .getAll(key)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim().toLowerCase());
  return [...new Set(values.filter((v): v is T => known.includes(v as T)))];
}

/**
 * The words searched, at most QUERY_MAX characters as the API takes them: a longer link (typed or
 * shared) searches its beginning rather than failing the page. A cut emoji's first half goes too.
 */
function queryParam(value: string | null): string | undefined {
  const cut = value
    ?.trim()
    .slice(0, QUERY_MAX)
    .replace(/[\uD800-\uDBFF]$/, "");
  return cut?.trim() || undefined;
}

export interface FindingState extends ProductListParams {
  category: Category[];
  colour: Colour[];
  material: Material[];
  inStock: boolean;
}

export function readFinding(search: URLSearchParams): FindingState {
  const sort = search.get("sort");
  const page = numberParam(search.get("page"));
  return {
    q: queryParam(search.get("q")),
    category: listParam(search, "category", CATEGORIES),
    colour: listParam(search, "colour", COLOURS),
    material: listParam(search, "material", MATERIALS),
    inStock: search.get("inStock") === "true",
    minPrice: numberParam(search.get("minPrice")),
    maxPrice: numberParam(search.get("maxPrice")),
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : undefined,
    page: page !== undefined && Number.isInteger(page) && page > 1 ? page : undefined,
    pageSize: PAGE_SIZE_DEFAULT,
  };
}

/**
 * The current URL's parameters changed by `change`; any change of what is listed starts again on
 * the first page (`keepPage` is for paging itself).
 */
export function changedSearch(
  base: URLSearchParams,
  change: (next: URLSearchParams) => void,
  { keepPage = false } = {},
): URLSearchParams {
  const next = new URLSearchParams(base);
  change(next);
  if (!keepPage) next.delete("page");
  return next;
}

/** `values` become the parameter's only values, one repeat each (category=bedroom&category=kitchen). */
export function setList(search: URLSearchParams, key: string, values: readonly string[]): void {
  search.delete(key);
  for (const value of values) search.append(key, value);
}
