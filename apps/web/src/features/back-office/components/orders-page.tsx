import { SHOP_TIME_ZONE } from "@hogar/shared/delivery";
import { ORDER_STATUS_LABELS } from "@hogar/shared/order-lifecycle";
import { useSearchParams } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { useShopSettings } from "../../../lib/shop-settings.ts";
import {
  type OrderFilters as Filters,
  orderFiltersQuery,
  readOrderFilters,
  useAdminOrders,
} from "../api/get-orders.ts";
import { LoadFailed } from "./load-failed.tsx";
import { LoadMore } from "./load-more.tsx";
import { OrderFilters } from "./order-filters.tsx";
import { OrdersTable } from "./orders-table.tsx";

/** "Paid orders from 01/05/2026 to 03/05/2026 matching “ana”": what the table holds, in words. */
function captionOf(filters: Filters): string {
  const day = (yyyyMmDd: string) => yyyyMmDd.split("-").reverse().join("/");
  return [
    filters.status ? `${ORDER_STATUS_LABELS[filters.status]} orders` : "Orders",
    filters.from && `from ${day(filters.from)}`,
    filters.to && `to ${day(filters.to)}`,
    filters.q && `matching “${filters.q}”`,
    "(newest first)",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * /admin/orders (docs/product.md 75). The filters are the page's query string, so back, forward,
 * reload and a shared link show the same table; each applied filter is a new history entry.
 */
export function OrdersPage() {
  const [search, setSearch] = useSearchParams();
  const filters = readOrderFilters(search);
  const orders = useAdminOrders(filters);
  const settings = useShopSettings();
  const timeZone = settings.data?.timeZone ?? SHOP_TIME_ZONE;
  const rows = orders.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Orders</h1>
      <OrderFilters filters={filters} onApply={(next) => setSearch(orderFiltersQuery(next))} />
      {orders.isPending ? (
        <DotWaveLoader label="Loading orders" />
      ) : orders.isError && !orders.data ? (
        <LoadFailed what="The orders" retry={() => void orders.refetch()} />
      ) : rows.length === 0 ? (
        <p role="status" className="py-6 text-center text-lg">
          No orders match these filters.
        </p>
      ) : (
        <>
          <OrdersTable rows={rows} caption={captionOf(filters)} timeZone={timeZone} />
          <LoadMore pages={orders} what="orders" />
        </>
      )}
    </>
  );
}
