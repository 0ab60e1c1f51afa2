import type { Order } from "@hogar/shared";
import { lineTitle } from "@hogar/shared/cart-rules";
import { deliveryOptions } from "@hogar/shared/delivery";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { failureText, lineKey, orderNumber } from "@hogar/shared/order-rules";
import { shopDate, shopDateTime } from "@hogar/shared/shop-dates";
import { Link } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { LineImage } from "../../../components/ui/line-image.tsx";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import { OrderStatusBadge } from "../../../components/ui/order-status-badge.tsx";
import { useShopSettings, useShopTimeZone } from "../../../lib/shop-settings-query.ts";
import { useOrders } from "../api/get-orders.ts";
import { arrivalLine } from "./order-rules.ts";

function OrderCard({ order, tomorrow, timeZone }: { order: Order; tomorrow: string; timeZone: string }) {
  const headingId = `order-${order.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl bg-surface p-5 shadow-sm ring-1 ring-black/5 dark:ring-white/10"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {/* The order's own page: its timeline, tracking, cancel and return (docs/product.md 70-73). */}
            <Link to={`/account/orders/${order.id}`} className={linkClass}>
              {m.orders_order_number({ number: orderNumber(order) })}
            </Link>
          </h2>
          <p className="text-sm text-muted">{shopDate(order.createdAt, timeZone)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      {order.status === "cancelled" && order.failureReason && (
        <p className="mt-2 text-sm font-medium text-danger-fg">{failureText(order.failureReason)}</p>
      )}
      {/* An OXXO or SPEI order holds its products until this moment (docs/product.md 86). */}
      {order.status === "awaiting_payment" && order.payLater && (
        <p className="mt-2 text-sm font-medium">
          {m.orders_pay_before({ deadline: shopDateTime(order.payLater.expiresAt, timeZone) })}
        </p>
      )}
      <ul className="mt-4 space-y-3">
        {order.lines.map((line) => (
          <li key={lineKey(line)} className="flex items-center gap-4">
            <LineImage image={line.image} />
            <div className="min-w-0">
              <p className="font-medium">{lineTitle(line.name, line.variantLabel)}</p>
              <p className="text-muted">{formatMoney(line.price)}</p>
              <p className="text-sm">{m.orders_amount({ quantity: line.quantity })}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-border/30 pt-3">
        <p>{arrivalLine(order, tomorrow, timeZone)}</p>
        <p className="text-lg font-semibold">{m.orders_total_amount({ amount: formatMoney(order.total) })}</p>
      </div>
    </article>
  );
}

/** /account/orders: the shopper's orders, newest first, a page at a time. */
export function OrderList() {
  const orders = useOrders();
  const settings = useShopSettings();
  const timeZone = useShopTimeZone();
  const { tomorrow } = deliveryOptions(new Date(), timeZone);
  const loaded = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">{m.orders_title()}</h1>
      {orders.isPending || settings.isPending ? (
        <DotWaveLoader label={m.orders_loading()} />
      ) : (orders.isError && !orders.data) || settings.isError ? (
        <p className="text-muted">
          {m.orders_load_failed()}{" "}
          <button
            type="button"
            onClick={() => {
              if (orders.isError) void orders.refetch();
              if (settings.isError) void settings.refetch();
            }}
            className={linkClass}
          >
            {m.orders_try_again()}
          </button>
        </p>
      ) : loaded.length === 0 ? (
        <div className="py-10 text-center">
          <p className="text-lg">{m.orders_none()}</p>
          <Link to="/feed" className={`mt-3 inline-block ${linkClass}`}>
            {m.orders_go_to_feed()}
          </Link>
        </div>
      ) : (
        <>
          <ul className="space-y-4">
            {loaded.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} tomorrow={tomorrow} timeZone={timeZone} />
              </li>
            ))}
          </ul>
          <LoadMore
            pages={orders}
            words={{ more: m.orders_load_more, loading: m.orders_loading_more, failed: m.orders_more_failed }}
          />
        </>
      )}
    </>
  );
}
