import {
  CATEGORY_TITLES,
  PRODUCT_COUNT_MAX,
  PRODUCT_SORTS,
  type ProductSort,
  resultsHeading,
} from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { formatNumber } from "@hogar/shared/money";
import { COLOUR_LABELS, MATERIAL_LABELS } from "@hogar/shared/product-facts-lists";
import type { ChangeEvent } from "react";
import { Link } from "react-router";
import { DotWaveLoader } from "../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../components/ui/form-styles.ts";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useProducts } from "../../features/catalog/api/get-products.ts";
import { CatalogFilters } from "../../features/catalog/components/catalog-filters.tsx";
import { FindingFilters } from "../../features/catalog/components/finding-filters.tsx";
import { ProductGrid } from "../../features/catalog/components/product-grid.tsx";
import { ResultPages } from "../../features/catalog/components/result-pages.tsx";
import { changedSearch, readFinding } from "../../features/catalog/finding-url.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useSearchState } from "../../lib/use-search-state.ts";
import { renderCardToggles } from "./product-toggles.tsx";

const SORT_LABELS: Record<ProductSort, () => string> = {
  relevance: m.catalog_sort_relevance,
  price_asc: m.catalog_sort_price_asc,
  price_desc: m.catalog_sort_price_desc,
  newest: m.catalog_sort_newest,
};

function priceSummary(minPrice?: number, maxPrice?: number): string | undefined {
  const pesos = (value: number) => `$${formatNumber(value)}`;
  if (minPrice !== undefined && maxPrice !== undefined) return `${pesos(minPrice)} - ${pesos(maxPrice)}`;
  if (minPrice !== undefined) return m.catalog_price_over({ amount: pesos(minPrice) });
  if (maxPrice !== undefined) return m.catalog_price_up_to({ amount: pesos(maxPrice) });
  return undefined;
}

/** "{n} products found", or "More than 1,000 products found" when the count stopped. */
function heading(total: number, capped: boolean): string {
  return capped ? m.finding_results_over({ count: formatNumber(PRODUCT_COUNT_MAX) }) : resultsHeading(total);
}

export function Component() {
  const [search, setSearch] = useSearchState();
  // The URL is the state: reload, Back and shared links show the same results.
  const params = readFinding(search);
  // The last results stay, dimmed, while the next load: the page number just pressed (and the
  // pagination around it) stays on the page with the focus rather than give way to the loader.
  const products = useProducts(params, { keepShown: true });
  const sort = params.sort ?? (params.q ? "relevance" : "newest");

  const pageHref = (n: number) =>
    `?${changedSearch(search, (next) => (n > 1 ? next.set("page", String(n)) : next.delete("page")), { keepPage: true })}`;

  const onSort = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = new URLSearchParams(search);
    next.set("sort", event.target.value);
    next.delete("page");
    setSearch(next);
  };

  const filters = [
    params.q && `“${params.q}”`,
    ...params.category.map((category) => CATEGORY_TITLES[category]()),
    ...params.colour.map((colour) => COLOUR_LABELS[colour]()),
    ...params.material.map((material) => MATERIAL_LABELS[material]()),
    params.inStock && m.finding_in_stock(),
    priceSummary(params.minPrice, params.maxPrice),
  ].filter(Boolean);

  const onlyWords = filters.length === 1 && Boolean(params.q);
  const kept = new URLSearchParams();
  for (const key of onlyWords ? ["sort"] : ["q", "sort"]) {
    const value = search.get(key);
    if (value) kept.set(key, value);
  }
  const clearedHref = kept.toString() ? `?${kept}` : "/search-products";

  const data = products.data;
  const page = data?.page ?? params.page ?? 1;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Past the counted matches, a full page means there may be another.
  const more = Boolean(data?.totalCapped && data.items.length === data.pageSize);
  const badRequest = products.error instanceof ApiError && products.error.status === 400;
  // An old or shared link's page past the last one: products match, on earlier pages. Not decided on
  // the last results, shown while the next load.
  const pastEnd = Boolean(data && !products.isPlaceholderData && data.items.length === 0 && data.total > 0);
  // Past a count that stopped at 1,000 the last page is unknown: the way back is the first.
  const backTo = data?.totalCapped ? 1 : pageCount;

  return (
    <>
      <PageTitle>{`${data ? heading(data.total, data.totalCapped) : m.catalog_search_products()} | Hogar`}</PageTitle>
      <h1 className="text-2xl font-semibold">
        {data ? heading(data.total, data.totalCapped) : m.catalog_search_products()}
      </h1>
      {/* The count, said once the results of a filter, sort or search have come: the heading changes
          silently (WCAG 4.1.3). In the page from the start and emptied while other results load (the
          last ones stay shown meanwhile), so each new count is read; a refetch of the same says
          nothing again. */}
      <p role="status" className="sr-only">
        {data && !products.isPlaceholderData ? heading(data.total, data.totalCapped) : ""}
      </p>
      {/* A corrected or translated search says so: "cama" finding lamps named "Calma" unexplained
          looked like a broken search (docs/product.md 13). */}
      {data?.searchedFor && (
        <p className="mt-1 font-medium">{m.catalog_searched_for({ words: data.searchedFor })}</p>
      )}
      {data?.alsoSearched && (
        <p className="mt-1 font-medium">{m.catalog_also_searched({ words: data.alsoSearched })}</p>
      )}
      {filters.length > 0 && (
        <p className="mt-1 text-muted">
          {filters.join(" · ")}{" "}
          {/* Words alone are a search, not a filter: the filters go without the words and the sort. */}
          <Link to={clearedHref} className={linkClass}>
            {onlyWords ? m.catalog_clear_search() : m.catalog_clear_filters()}
          </Link>
        </p>
      )}

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <CatalogFilters base={search} />
        <div className="flex items-center gap-2">
          <label htmlFor="sort-products" className="font-medium">
            {m.catalog_sort_by()}
          </label>
          <select
            id="sort-products"
            value={sort}
            onChange={onSort}
            className="rounded-lg border border-border bg-surface px-3 py-2 text-fg"
          >
            {PRODUCT_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]()}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start">
        <FindingFilters search={search} state={params} onChange={setSearch} />
        <div className="min-w-0 flex-1" aria-busy={products.isFetching}>
          {products.isPending ? (
            <DotWaveLoader label={m.catalog_loading_products()} />
          ) : products.isError ? (
            <div className="py-10 text-center">
              <p className="text-muted">
                {badRequest ? m.catalog_bad_filters() : m.catalog_products_failed()}
              </p>
              {badRequest ? (
                <Link to="/search-products" className={`mt-3 inline-block ${linkClass}`}>
                  {m.catalog_clear_filters()}
                </Link>
              ) : (
                <button type="button" onClick={() => products.refetch()} className={`mt-3 ${linkClass}`}>
                  {m.common_try_again()}
                </button>
              )}
            </div>
          ) : pastEnd ? (
            <div className="py-10 text-center">
              <p className="text-lg">
                {data?.totalCapped ? m.catalog_page_empty() : m.catalog_page_past_end({ last: pageCount })}
              </p>
              <Link to={pageHref(backTo)} className={`mt-3 inline-block ${linkClass}`}>
                {m.catalog_go_to_page({ page: backTo })}
              </Link>
            </div>
          ) : data && data.items.length === 0 ? (
            <div className="py-10 text-center">
              <p className="text-lg">{m.catalog_no_results()}</p>
              <Link to="/feed" className={`mt-3 inline-block ${linkClass}`}>
                {m.common_back_to_feed()}
              </Link>
            </div>
          ) : data ? (
            <div className={products.isPlaceholderData ? "opacity-60" : undefined}>
              <ProductGrid products={data.items} renderToggles={renderCardToggles} />
            </div>
          ) : null}
          {data && !pastEnd && (data.total > data.pageSize || page > 1) && (
            <ResultPages page={page} count={pageCount} more={more} hrefOf={pageHref} />
          )}
        </div>
      </div>
    </>
  );
}
