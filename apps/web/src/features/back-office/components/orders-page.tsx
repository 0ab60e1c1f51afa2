import { m } from "@hogar/shared/messages";
import type { OrderStatus } from "@hogar/shared/order-lifecycle";
import { useSearchParams } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import { useShopTimeZone } from "../../../lib/shop-settings-query.ts";
import {
  type OrderFilters as Filters,
  orderFiltersQuery,
  readOrderFilters,
  useAdminOrders,
} from "../api/get-orders.ts";
import { GlobalInvoiceExport } from "./global-invoice-export.tsx";
import { LoadFailed } from "./load-failed.tsx";
import { OrderFilters } from "./order-filters.tsx";
import { OrdersTable } from "./orders-table.tsx";

/** The table's caption for each status: Spanish adjectives agree with "pedidos", so one phrase each. */
const STATUS_CAPTIONS: Record<OrderStatus, () => string> = {
  placed: m.back_office_orders_caption_placed,
  awaiting_payment: m.back_office_orders_caption_awaiting_payment,
  paid: m.back_office_orders_caption_paid,
  shipped: m.back_office_orders_caption_shipped,
  delivered: m.back_office_orders_caption_delivered,
  cancelled: m.back_office_orders_caption_cancelled,
  return_requested: m.back_office_orders_caption_return_requested,
  returned: m.back_office_orders_caption_returned,
};

/** "Paid orders from 01/05/2026 to 03/05/2026 matching “ana”": what the table holds, in words. */
function captionOf(filters: Filters): string {
  const day = (yyyyMmDd: string) => yyyyMmDd.split("-").reverse().join("/");
  return [
    filters.status ? STATUS_CAPTIONS[filters.status]() : m.back_office_orders_caption_all(),
    filters.from && m.back_office_orders_caption_from({ day: day(filters.from) }),
    filters.to && m.back_office_orders_caption_to({ day: day(filters.to) }),
    filters.q && m.back_office_caption_matching({ q: filters.q }),
    filters.code && m.back_office_orders_caption_code({ code: filters.code }),
    m.back_office_caption_newest_first(),
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * /admin/orders (docs/product.md 75), with the global invoice's data below (94). The filters are the page's query string, so back, forward,
 * reload and a shared link show the same table; each applied filter is a new history entry.
 */
export function OrdersPage() {
  const [search, setSearch] = useSearchParams();
  const filters = readOrderFilters(search);
  const orders = useAdminOrders(filters);
  const timeZone = useShopTimeZone();
  const rows = orders.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">{m.back_office_orders_heading()}</h1>
      <OrderFilters filters={filters} onApply={(next) => setSearch(orderFiltersQuery(next))} />
      {orders.isPending ? (
        <DotWaveLoader label={m.back_office_orders_loading()} />
      ) : orders.isError && !orders.data ? (
        <LoadFailed message={m.back_office_orders_failed()} retry={() => void orders.refetch()} />
      ) : rows.length === 0 ? (
        <p role="status" className="py-6 text-center text-lg">
          {m.back_office_orders_none()}
        </p>
      ) : (
        <>
          <OrdersTable rows={rows} caption={captionOf(filters)} timeZone={timeZone} />
          <LoadMore
            pages={orders}
            words={{
              more: m.back_office_load_more,
              loading: m.back_office_loading_more_orders,
              failed: m.back_office_more_orders_failed,
            }}
          />
        </>
      )}
      <GlobalInvoiceExport />
    </>
  );
}
