import { m } from "@hogar/shared/messages";
import { useSearchParams } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import {
  type ProductFilters as Filters,
  productFiltersQuery,
  readProductFilters,
  useAdminProducts,
} from "../api/get-products.ts";
import { distinctRows } from "../api/next-page.ts";
import { LoadFailed } from "./load-failed.tsx";
import { ProductFilters } from "./product-filters.tsx";
import { ProductsTable } from "./products-table.tsx";

const STATUS_CAPTIONS: Record<Filters["status"], () => string> = {
  all: m.back_office_products_caption_all,
  active: m.back_office_products_caption_active,
  archived: m.back_office_products_caption_archived,
};

/** "Archived products matching “lamp” (low stock first)": what the table holds, in words. */
function captionOf(filters: Filters): string {
  return [
    STATUS_CAPTIONS[filters.status](),
    filters.q && m.back_office_caption_matching({ q: filters.q }),
    filters.lowStockFirst
      ? m.back_office_products_caption_low_stock_first()
      : m.back_office_caption_newest_first(),
  ]
    .filter(Boolean)
    .join(" ");
}

/** /admin/products (docs/product.md 77): the filters are the page's query string, as the orders' are. */
export function ProductsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = readProductFilters(search);
  const products = useAdminProducts(filters);
  // "Load more" appends: a product whose stock crossed the threshold can come on two pages.
  const rows = distinctRows(products.data?.pages);

  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">{m.back_office_products_heading()}</h1>
      <ProductFilters filters={filters} onApply={(next) => setSearch(productFiltersQuery(next))} />
      {products.isPending ? (
        <DotWaveLoader label={m.back_office_products_loading()} />
      ) : products.isError && !products.data ? (
        <LoadFailed message={m.back_office_products_failed()} retry={() => void products.refetch()} />
      ) : rows.length === 0 ? (
        <p role="status" className="py-6 text-center text-lg">
          {m.back_office_products_none()}
        </p>
      ) : (
        <>
          <ProductsTable rows={rows} caption={captionOf(filters)} />
          <LoadMore
            pages={products}
            words={{
              more: m.back_office_load_more,
              loading: m.back_office_loading_more_products,
              failed: m.back_office_more_products_failed,
            }}
          />
        </>
      )}
    </>
  );
}
