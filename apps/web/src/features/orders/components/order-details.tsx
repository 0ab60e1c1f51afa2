import type { OrderDetails } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { failureText, orderNumber } from "@hogar/shared/order-rules";
import { shopDate } from "@hogar/shared/shop-dates";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { OrderStatusBadge } from "../../../components/ui/order-status-badge.tsx";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useShopSettings, useShopTimeZone } from "../../../lib/shop-settings-query.ts";
import { useOrder } from "../api/get-order.ts";
import { useSandboxPay } from "../api/sandbox-pay.ts";
import { CancelOrder } from "./cancel-order.tsx";
import { cancelWording } from "./cancel-wording.ts";
import { HowToPay } from "./how-to-pay.tsx";
import { DeliveryDetails, PaymentDetail, ShipmentDetails } from "./order-facts.tsx";
import { OrderInvoice } from "./order-invoice.tsx";
import { OrderLines, OrderTotals } from "./order-lines.tsx";
import { OrderTimeline } from "./order-timeline.tsx";
import { ReturnPanel } from "./return-panel.tsx";
import { ReturnRequestSummary } from "./return-request-summary.tsx";
import { panelClass } from "./styles.ts";

function BackLink() {
  return (
    <Link to="/account/orders" className={linkClass}>
      {m.orders_back()}
    </Link>
  );
}

/** Not there, or someone else's: the server says 404 to both (and 400 to an id that is no id). */
function OrderMissing() {
  return (
    <div className="py-16 text-center">
      <PageTitle>{`${m.orders_not_found()} | Hogar`}</PageTitle>
      <h1 className="text-2xl font-semibold">{m.orders_not_found()}</h1>
      <p className="mt-2 mb-4 text-muted">{m.orders_not_found_message()}</p>
      <BackLink />
    </div>
  );
}

function OrderView({
  order,
  timeZone,
  sandboxControls,
}: {
  order: OrderDetails;
  timeZone: string;
  sandboxControls: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const sandbox = useSandboxPay(order, focusHeading);
  const returnHeading = useRef<HTMLHeadingElement>(null);
  const [focusReturn, setFocusReturn] = useState(false);
  const number = orderNumber(order);

  // A sent return request replaces its form: the focus goes to what the shopper asked for.
  useEffect(() => {
    if (!focusReturn || !order.returnRequest) return;
    returnHeading.current?.focus();
    setFocusReturn(false);
  }, [focusReturn, order.returnRequest]);

  const actions = order.canCancel || Boolean(order.returnOpenUntil);
  return (
    <>
      <PageTitle>{`${m.orders_order_number({ number })} | Hogar`}</PageTitle>
      <p className="mb-4 text-sm">
        <BackLink />
      </p>
      {/* On a card, as in the orders list: the status pill's colours are chosen against the surface. */}
      <div className={`${panelClass} mb-6 flex flex-wrap items-start justify-between gap-3`}>
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold">
            {m.orders_order_number({ number })}
          </h1>
          <p className="text-muted">{m.orders_placed_on({ date: shopDate(order.createdAt, timeZone) })}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      {order.status === "cancelled" && order.failureReason && (
        <p className="mb-4 font-medium text-danger-fg">{failureText(order.failureReason)}</p>
      )}
      {order.status === "awaiting_payment" && order.payLater && (
        <HowToPay
          payLater={order.payLater}
          timeZone={timeZone}
          sandbox={sandboxControls ? sandbox : undefined}
        />
      )}
      {actions && (
        <section aria-label={m.orders_actions()} className={`${panelClass} mb-6`}>
          {order.canCancel && (
            <div>
              <p className="mb-3">{cancelWording(order).canCancel}</p>
              <CancelOrder order={order} onCancelled={() => heading.current?.focus()} />
            </div>
          )}
          {order.returnOpenUntil && (
            <ReturnPanel
              order={order}
              openUntil={order.returnOpenUntil}
              timeZone={timeZone}
              onSent={() => setFocusReturn(true)}
            />
          )}
        </section>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          {order.shipment && <ShipmentDetails shipment={order.shipment} timeZone={timeZone} />}
          {order.returnRequest && (
            <ReturnRequestSummary
              order={order}
              request={order.returnRequest}
              timeZone={timeZone}
              headingRef={returnHeading}
            />
          )}
          <OrderLines order={order} />
          <OrderTimeline order={order} timeZone={timeZone} />
        </div>
        <div className="space-y-6">
          <OrderTotals order={order} />
          <DeliveryDetails order={order} timeZone={timeZone} />
          <PaymentDetail order={order} />
          {/* An order called off before it was paid has nothing to invoice, ever. */}
          {!(order.status === "cancelled" && order.refunded === 0) && (
            <OrderInvoice order={order} timeZone={timeZone} />
          )}
        </div>
      </div>
    </>
  );
}

/** /account/orders/:id: one of the shopper's orders, its history, and cancel or return while allowed. */
export function OrderDetailsPage({ id }: { id: string }) {
  const order = useOrder(id);
  const settings = useShopSettings();
  const timeZone = useShopTimeZone();

  if (order.isPending) {
    return (
      <>
        <PageTitle>{`${m.orders_order()} | Hogar`}</PageTitle>
        <DotWaveLoader label={m.orders_loading_one()} />
      </>
    );
  }
  // A failed read again (the sandbox's polling, a refocus) keeps showing the order it has.
  if (order.isError && !order.data) {
    if (order.error instanceof ApiError && [400, 404].includes(order.error.status)) return <OrderMissing />;
    return (
      <div className="py-16 text-center">
        <PageTitle>{`${m.orders_order()} | Hogar`}</PageTitle>
        <h1 className="text-2xl font-semibold">{m.orders_went_wrong()}</h1>
        <p className="mt-2 text-muted">{m.orders_load_one_failed()}</p>
        <button type="button" onClick={() => void order.refetch()} className={`mt-4 ${linkClass}`}>
          {m.orders_try_again()}
        </button>
      </div>
    );
  }
  return (
    <OrderView
      order={order.data}
      timeZone={timeZone}
      sandboxControls={settings.data?.payments.sandboxControls ?? false}
    />
  );
}
