import { useSearchParams } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import {
  type ProductFilters as Filters,
  productFiltersQuery,
  readProductFilters,
  useAdminProducts,
} from "../api/get-products.ts";
import { distinctRows } from "../api/next-page.ts";
import { LoadFailed } from "./load-failed.tsx";
import { LoadMore } from "./load-more.tsx";
import { ProductFilters } from "./product-filters.tsx";
import { ProductsTable } from "./products-table.tsx";

function captionOf(filters: Filters): string {
  const which = { all: "Products", active: "Active products", archived: "Archived products" }[filters.status];
  return [
    which,
    filters.q && `matching “${filters.q}”`,
    filters.lowStockFirst ? "(low stock first)" : "(newest first)",
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
      <h1 className="mb-6 text-2xl font-semibold">Products</h1>
      <ProductFilters filters={filters} onApply={(next) => setSearch(productFiltersQuery(next))} />
      {products.isPending ? (
        <DotWaveLoader label="Loading products" />
      ) : products.isError && !products.data ? (
        <LoadFailed what="The products" retry={() => void products.refetch()} />
      ) : rows.length === 0 ? (
        <p role="status" className="py-6 text-center text-lg">
          No products match these filters.
        </p>
      ) : (
        <>
          <ProductsTable rows={rows} caption={captionOf(filters)} />
          <LoadMore pages={products} what="products" />
        </>
      )}
    </>
  );
}
