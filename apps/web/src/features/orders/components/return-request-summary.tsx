import type { OrderDetails } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { shopDate } from "@hogar/shared/shop-dates";
import type { Ref } from "react";
import { returnedLines } from "./order-rules.ts";
import { panelClass, panelHeadingClass } from "./styles.ts";

type ReturnRequest = NonNullable<OrderDetails["returnRequest"]>;

/** What the request's lines are, by its answer: a refused return sends nothing back. */
const LINES_HEADING: Record<ReturnRequest["status"], () => string> = {
  requested: m.orders_products_to_return,
  approved: m.orders_products_returned,
  refused: m.orders_products_asked_to_return,
};

/** The shop's answer, in a sentence (docs/product.md 73). */
function decisionText(order: OrderDetails, request: ReturnRequest, timeZone: string): string {
  const date = request.decidedAt ? shopDate(request.decidedAt, timeZone) : null;
  if (request.status === "approved") {
    const approved = date ? m.orders_return_approved_on({ date }) : m.orders_return_approved();
    if (request.refund === null) return approved;
    // Nothing more: the order was refunded before (docs/product.md 119).
    if (request.refund === 0) return `${approved} ${m.orders_return_nothing_more()}`;
    const amount = formatMoney(request.refund);
    // Cash at OXXO and SPEI transfers are refunded through the provider, not to a card (docs/product.md 85).
    const refund =
      order.paymentMethod === "card"
        ? m.orders_return_refund({ amount })
        : m.orders_return_refund_payment({ amount });
    return `${approved} ${refund}`;
  }
  if (request.status === "refused")
    return date ? m.orders_return_refused_on({ date }) : m.orders_return_refused();
  return m.orders_return_pending();
}

/** The shopper's return request: what goes back, why, and what the shop decided. */
export function ReturnRequestSummary({
  order,
  request,
  timeZone,
  headingRef,
}: {
  order: OrderDetails;
  request: ReturnRequest;
  timeZone: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section aria-labelledby="order-return-heading" className={panelClass}>
      <h2 id="order-return-heading" ref={headingRef} tabIndex={-1} className={panelHeadingClass}>
        {m.orders_return_request()}
      </h2>
      <p className="text-sm text-muted">
        {m.orders_requested_on({ date: shopDate(request.requestedAt, timeZone) })}
      </p>
      <p className={`mt-2 font-medium ${request.status === "refused" ? "text-danger-fg" : ""}`}>
        {decisionText(order, request, timeZone)}
      </p>
      {request.decisionNote && (
        <p className="mt-1 break-words">
          <span className="font-medium">
            {request.status === "refused" ? m.orders_shop_reason() : m.orders_shop_note()}
          </span>{" "}
          {request.decisionNote}
        </p>
      )}
      <h3 className="mt-4 font-semibold">{LINES_HEADING[request.status]()}</h3>
      <ul className="mt-1 list-disc pl-5">
        {returnedLines(order, request).map((line) => (
          <li key={line.key}>{m.orders_returned_line({ name: line.name, quantity: line.quantity })}</li>
        ))}
      </ul>
      <h3 className="mt-4 font-semibold">{m.orders_your_reason()}</h3>
      <p className="mt-1 break-words whitespace-pre-line">{request.reason}</p>
    </section>
  );
}
