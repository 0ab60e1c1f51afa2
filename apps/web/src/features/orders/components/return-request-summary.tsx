import type { OrderDetails } from "@hogar/shared";
import { formatMoney } from "@hogar/shared/money";
import type { Ref } from "react";
import { shopDate } from "../../../lib/shop-dates.ts";
import { returnedLines } from "./order-rules.ts";
import { panelClass, panelHeadingClass } from "./styles.ts";

type ReturnRequest = NonNullable<OrderDetails["returnRequest"]>;

/** The shop's answer, in a sentence (docs/product.md 73). */
function decisionText(request: ReturnRequest, timeZone: string): string {
  const decided = request.decidedAt ? ` on ${shopDate(request.decidedAt, timeZone)}` : "";
  if (request.status === "approved") {
    const refund = request.refund === null ? "" : ` ${formatMoney(request.refund)} goes back to your card.`;
    return `The shop approved your return${decided}.${refund}`;
  }
  if (request.status === "refused") return `The shop refused your return${decided}.`;
  return "The shop is looking at your request. We will e-mail you its answer.";
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
        Return request
      </h2>
      <p className="text-sm text-muted">Requested on {shopDate(request.requestedAt, timeZone)}</p>
      <p className={`mt-2 font-medium ${request.status === "refused" ? "text-danger-fg" : ""}`}>
        {decisionText(request, timeZone)}
      </p>
      {request.decisionNote && (
        <p className="mt-1 break-words">
          <span className="font-medium">
            {request.status === "refused" ? "The shop's reason:" : "The shop's note:"}
          </span>{" "}
          {request.decisionNote}
        </p>
      )}
      <h3 className="mt-4 font-semibold">
        {request.status === "approved" ? "Products returned" : "Products to return"}
      </h3>
      <ul className="mt-1 list-disc pl-5">
        {returnedLines(order, request).map((line) => (
          <li key={line.productId}>
            {line.name}, amount: {line.quantity}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 font-semibold">Your reason</h3>
      <p className="mt-1 break-words whitespace-pre-line">{request.reason}</p>
    </section>
  );
}
