import { m } from "@hogar/shared/messages";
import { failureText, isOrderNumber, orderNumber } from "@hogar/shared/order-rules";
import { shopDateTime } from "@hogar/shared/shop-dates";
import { useRef } from "react";
import { Link } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { OrderStatusBadge } from "../../../components/ui/order-status-badge.tsx";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useShopTimeZone } from "../../../lib/shop-settings-query.ts";
import { useAdminOrder } from "../api/get-order.ts";
import { AuditLog } from "./audit-log.tsx";
import { LoadFailed } from "./load-failed.tsx";
import { OrderActions } from "./order-actions.tsx";
import { OrderInvoice } from "./order-invoice.tsx";
import { DeliveryPanel, LinesPanel, ReturnPanel, ShopperPanel, TimelinePanel } from "./order-sections.tsx";

/**
 * /admin/orders/:id: what the shopper sees of the order, plus how to reach them, the changes its
 * state allows, its invoice and the audit log (docs/product.md 75-78, 92-93).
 */
export function OrderPage({ id }: { id: string }) {
  const order = useAdminOrder(id);
  const timeZone = useShopTimeZone();
  const heading = useRef<HTMLHeadingElement>(null);

  if (order.isPending) return <DotWaveLoader label={m.back_office_order_loading()} />;
  if (order.isError) {
    // No order has an address that is not an order id (400) either: a retry would never find it.
    const missing = order.error instanceof ApiError && [400, 404].includes(order.error.status);
    if (missing) {
      return (
        <>
          <h1 className="text-2xl font-semibold">{m.back_office_order_not_found()}</h1>
          <p className="mt-2 flex flex-wrap gap-x-4 text-muted">
            {/* The short number every page shows, typed into the address, is found by the orders' search. */}
            {isOrderNumber(id) && (
              <Link to={`/admin/orders?q=${encodeURIComponent(id)}`} className={linkClass}>
                {m.back_office_order_search_number({ number: id })}
              </Link>
            )}
            <Link to="/admin/orders" className={linkClass}>
              {m.back_office_order_back()}
            </Link>
          </p>
        </>
      );
    }
    return <LoadFailed message={m.back_office_order_failed()} retry={() => void order.refetch()} />;
  }

  const data = order.data;
  return (
    <>
      <PageTitle>{m.back_office_title_order_number({ number: orderNumber(data) })}</PageTitle>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {m.back_office_order_heading({ number: orderNumber(data) })}
        </h1>
        <OrderStatusBadge status={data.status} compact />
        <p className="w-full text-muted">
          {m.back_office_order_placed({ when: shopDateTime(data.createdAt, timeZone) })}
        </p>
        {data.failureReason && (
          <p className="w-full font-medium text-danger-fg">
            {m.back_office_order_payment_failed({ reason: failureText(data.failureReason) })}
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-6">
          <OrderActions order={data} onChanged={() => heading.current?.focus()} />
          <LinesPanel order={data} />
          <ReturnPanel order={data} timeZone={timeZone} />
          <OrderInvoice order={data} timeZone={timeZone} />
          <AuditLog entries={data.audit} timeZone={timeZone} lines={data.lines} />
        </div>
        <div className="min-w-0 space-y-6">
          <ShopperPanel order={data} />
          <DeliveryPanel order={data} timeZone={timeZone} />
          <TimelinePanel order={data} timeZone={timeZone} />
        </div>
      </div>
    </>
  );
}
