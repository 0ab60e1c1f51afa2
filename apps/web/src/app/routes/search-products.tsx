import {
  CATEGORIES,
  CATEGORY_TITLES,
  type Category,
  PAGE_SIZE_DEFAULT,
  PRODUCT_SORTS,
  type ProductSort,
  resultsHeading,
} from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import type { ChangeEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { DotWaveLoader } from "../../components/ui/dot-wave-loader.tsx";
import { type ProductListParams, useProducts } from "../../features/catalog/api/get-products.ts";
import { CatalogFilters } from "../../features/catalog/components/catalog-filters.tsx";
import { ProductGrid } from "../../features/catalog/components/product-grid.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { renderCardToggles } from "./product-toggles.tsx";

const SORT_LABELS: Record<ProductSort, () => string> = {
  relevance: m.catalog_sort_relevance,
  price_asc: m.catalog_sort_price_asc,
  price_desc: m.catalog_sort_price_desc,
  newest: m.catalog_sort_newest,
};

function numberParam(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** The URL is the state: reload, back and shared links show the same results. */
function readParams(search: URLSearchParams): ProductListParams {
  const category = search.get("category")?.toLowerCase();
  const sort = search.get("sort");
  const page = numberParam(search.get("page"));
  return {
    q: search.get("q")?.trim() || undefined,
    category: CATEGORIES.includes(category as Category) ? (category as Category) : undefined,
    minPrice: numberParam(search.get("minPrice")),
    maxPrice: numberParam(search.get("maxPrice")),
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : undefined,
    page: page !== undefined && Number.isInteger(page) && page > 1 ? page : undefined,
    pageSize: PAGE_SIZE_DEFAULT,
  };
}

function priceSummary(minPrice?: number, maxPrice?: number): string | undefined {
  const pesos = (value: number) => `$${value.toLocaleString("en-US")}`;
  if (minPrice !== undefined && maxPrice !== undefined) return `${pesos(minPrice)} - ${pesos(maxPrice)}`;
  if (minPrice !== undefined) return m.catalog_price_over({ amount: pesos(minPrice) });
  if (maxPrice !== undefined) return m.catalog_price_up_to({ amount: pesos(maxPrice) });
  return undefined;
}

const linkClass = "rounded font-medium text-link underline-offset-2 hover:underline";

export function Component() {
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const products = useProducts(params);
  const sort = params.sort ?? (params.q ? "relevance" : "newest");

  const hrefWith = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(search);
    change(next);
    return `?${next.toString()}`;
  };

  const onSort = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = new URLSearchParams(search);
    next.set("sort", event.target.value);
    next.delete("page");
    setSearch(next, { preventScrollReset: true });
  };

  const filters = [
    params.q && `“${params.q}”`,
    params.category && CATEGORY_TITLES[params.category](),
    priceSummary(params.minPrice, params.maxPrice),
  ].filter(Boolean);

  const data = products.data;
  const page = data?.page ?? params.page ?? 1;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const badRequest = products.error instanceof ApiError && products.error.status === 400;

  return (
    <>
      <title>{`${data ? resultsHeading(data.total) : m.catalog_search_products()} | Hogar`}</title>
      <h1 className="text-2xl font-semibold">
        {data ? resultsHeading(data.total) : m.catalog_search_products()}
      </h1>
      {filters.length > 0 && (
        <p className="mt-1 text-muted">
          {filters.join(" · ")}{" "}
          <Link to="/search-products" className={linkClass}>
            {m.catalog_clear_filters()}
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

      <div className="mt-6" aria-busy={products.isFetching}>
        {products.isPending ? (
          <DotWaveLoader label={m.catalog_loading_products()} />
        ) : products.isError ? (
          <div className="py-10 text-center">
            <p className="text-muted">{badRequest ? m.catalog_bad_filters() : m.catalog_products_failed()}</p>
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
        ) : data && data.items.length === 0 ? (
          <div className="py-10 text-center">
            <p className="text-lg">{m.catalog_no_results()}</p>
            <Link to="/feed" className={`mt-3 inline-block ${linkClass}`}>
              {m.common_back_to_feed()}
            </Link>
          </div>
        ) : data ? (
          <ProductGrid products={data.items} renderToggles={renderCardToggles} />
        ) : null}
      </div>

      {data && data.total > data.pageSize && (
        <nav aria-label={m.catalog_pagination()} className="mt-8 flex items-center justify-center gap-4">
          {page > 1 ? (
            <Link
              to={hrefWith((next) =>
                page - 1 > 1 ? next.set("page", String(page - 1)) : next.delete("page"),
              )}
              className={linkClass}
            >
              {m.catalog_previous()}
            </Link>
          ) : (
            <span className="text-muted">{m.catalog_previous()}</span>
          )}
          <span>{m.catalog_page_of({ page, count: pageCount })}</span>
          {page < pageCount ? (
            <Link to={hrefWith((next) => next.set("page", String(page + 1)))} className={linkClass}>
              {m.catalog_next()}
            </Link>
          ) : (
            <span className="text-muted">{m.catalog_next()}</span>
          )}
        </nav>
      )}
    </>
  );
}
