import {
  CATEGORIES,
  CATEGORY_TITLES,
  type Category,
  PAGE_SIZE_DEFAULT,
  PRODUCT_SORTS,
  type ProductSort,
  resultsHeading,
} from "@hogar/shared/catalog-rules";
import type { ChangeEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { DotWaveLoader } from "../../components/ui/dot-wave-loader.tsx";
import { type ProductListParams, useProducts } from "../../features/catalog/api/get-products.ts";
import { CatalogFilters } from "../../features/catalog/components/catalog-filters.tsx";
import { ProductGrid } from "../../features/catalog/components/product-grid.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { renderCardToggles } from "./product-toggles.tsx";

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: "Relevance",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  newest: "Newest",
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
  if (minPrice !== undefined) return `${pesos(minPrice)} and over`;
  if (maxPrice !== undefined) return `Up to ${pesos(maxPrice)}`;
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
    params.category && CATEGORY_TITLES[params.category],
    priceSummary(params.minPrice, params.maxPrice),
  ].filter(Boolean);

  const data = products.data;
  const page = data?.page ?? params.page ?? 1;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const badRequest = products.error instanceof ApiError && products.error.status === 400;

  return (
    <>
      <title>{data ? `${resultsHeading(data.total)} | Hogar` : "Search products | Hogar"}</title>
      <h1 className="text-2xl font-semibold">{data ? resultsHeading(data.total) : "Search products"}</h1>
      {filters.length > 0 && (
        <p className="mt-1 text-muted">
          {filters.join(" · ")}{" "}
          <Link to="/search-products" className={linkClass}>
            Clear filters
          </Link>
        </p>
      )}

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <CatalogFilters base={search} />
        <div className="flex items-center gap-2">
          <label htmlFor="sort-products" className="font-medium">
            Sort by
          </label>
          <select
            id="sort-products"
            value={sort}
            onChange={onSort}
            className="rounded-lg border border-border bg-surface px-3 py-2 text-fg"
          >
            {PRODUCT_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-6" aria-busy={products.isFetching}>
        {products.isPending ? (
          <DotWaveLoader label="Loading products" />
        ) : products.isError ? (
          <div className="py-10 text-center">
            <p className="text-muted">
              {badRequest ? "These search filters are not valid." : "The products could not be loaded."}
            </p>
            {badRequest ? (
              <Link to="/search-products" className={`mt-3 inline-block ${linkClass}`}>
                Clear filters
              </Link>
            ) : (
              <button type="button" onClick={() => products.refetch()} className={`mt-3 ${linkClass}`}>
                Try again
              </button>
            )}
          </div>
        ) : data && data.items.length === 0 ? (
          <div className="py-10 text-center">
            <p className="text-lg">No products match your search.</p>
            <Link to="/feed" className={`mt-3 inline-block ${linkClass}`}>
              Back to the feed
            </Link>
          </div>
        ) : data ? (
          <ProductGrid products={data.items} renderToggles={renderCardToggles} />
        ) : null}
      </div>

      {data && data.total > data.pageSize && (
        <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-4">
          {page > 1 ? (
            <Link
              to={hrefWith((next) =>
                page - 1 > 1 ? next.set("page", String(page - 1)) : next.delete("page"),
              )}
              className={linkClass}
            >
              Previous
            </Link>
          ) : (
            <span className="text-muted">Previous</span>
          )}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={hrefWith((next) => next.set("page", String(page + 1)))} className={linkClass}>
              Next
            </Link>
          ) : (
            <span className="text-muted">Next</span>
          )}
        </nav>
      )}
    </>
  );
}
