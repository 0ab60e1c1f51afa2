import type { AdminOrder } from "@hogar/shared";
import { formatMoney } from "@hogar/shared/money";
import { ORDER_STATUS_LABELS } from "@hogar/shared/order-lifecycle";
import type { ReactNode } from "react";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { LineImage } from "../../../components/ui/line-image.tsx";
import { DataTable } from "./data-table.tsx";
import { formatMoment } from "./format.ts";
import { cellClass, panelClass, panelHeadingClass } from "./styles.ts";

const RETURN_STATUS: Record<NonNullable<AdminOrder["returnRequest"]>["status"], string> = {
  requested: "Waiting for the shop's answer",
  approved: "Approved",
  refused: "Refused",
};

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panelClass}>
      <h2 id={id} className={panelHeadingClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A term and its value, in a description list. */
function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 py-1">
      <dt className="text-muted">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** Who bought it and how to reach them; null once they deleted their account. */
export function ShopperPanel({ order }: { order: AdminOrder }) {
  return (
    <Panel id="shopper-heading" title="Shopper">
      {order.shopper ? (
        <dl>
          <Row term="Name">{order.shopper.name}</Row>
          <Row term="E-mail">
            <a href={`mailto:${order.shopper.email}`} className={`${linkClass} break-all`}>
              {order.shopper.email}
            </a>
          </Row>
          <Row term="Phone">
            {order.shopper.phone ? (
              <a href={`tel:${order.shopper.phone}`} className={linkClass}>
                {order.shopper.phone}
              </a>
            ) : (
              <span className="text-muted">None given</span>
            )}
          </Row>
        </dl>
      ) : (
        <p className="text-muted">The shopper deleted their account.</p>
      )}
    </Panel>
  );
}

/** The lines as bought (their own copy of name, price and image) and the totals. */
export function LinesPanel({ order }: { order: AdminOrder }) {
  return (
    <div className={`${panelClass} overflow-x-auto`}>
      <DataTable
        caption="Products"
        columns={[
          { label: "Product" },
          { label: "Price", numeric: true },
          { label: "Amount", numeric: true },
          { label: "Line total", numeric: true },
        ]}
      >
        {order.lines.map((line) => (
          <tr key={line.productId}>
            <th scope="row" className={`${cellClass} font-medium`}>
              <span className="flex items-center gap-3">
                <LineImage image={line.image} size={48} />
                {line.name}
              </span>
            </th>
            <td className={`${cellClass} text-right whitespace-nowrap`}>{formatMoney(line.price)}</td>
            <td className={`${cellClass} text-right`}>{line.quantity}</td>
            <td className={`${cellClass} text-right whitespace-nowrap`}>{formatMoney(line.lineTotal)}</td>
          </tr>
        ))}
      </DataTable>
      <dl className="mt-4 ml-auto max-w-xs">
        <Row term="Subtotal">{formatMoney(order.subtotal)}</Row>
        <Row term="Shipping">{order.shipping === 0 ? "FREE" : formatMoney(order.shipping)}</Row>
        <Row term="Total">{formatMoney(order.total)}</Row>
        {order.refunded > 0 && <Row term="Refunded">{formatMoney(order.refunded)}</Row>}
      </dl>
    </div>
  );
}

/** Where and when it goes, and how it was paid. */
export function DeliveryPanel({ order, timeZone }: { order: AdminOrder; timeZone: string }) {
  const address = order.shippingAddress;
  return (
    <Panel id="delivery-heading" title="Delivery and payment">
      <dl>
        <Row term="Delivery date">{order.deliveryDate}</Row>
        <Row term="Card">
          {order.card.brand} ending in {order.card.last4}
        </Row>
        {order.shipment && (
          <>
            <Row term="Carrier">{order.shipment.carrier}</Row>
            <Row term="Tracking number">{order.shipment.trackingNumber}</Row>
            <Row term="Shipped">{formatMoment(order.shipment.shippedAt, timeZone)}</Row>
          </>
        )}
        {order.deliveredAt && <Row term="Delivered">{formatMoment(order.deliveredAt, timeZone)}</Row>}
      </dl>
      <h3 className="mt-4 font-semibold">Shipping address</h3>
      <address className="mt-1 not-italic">
        {address.fullName}
        <br />
        {address.streetAndNumber}
        <br />
        {address.postalCode}, {address.country}
        <br />
        Phone: {address.phone}
      </address>
    </Panel>
  );
}

/** The shopper's return request, with the lines they send back and the shop's answer. */
export function ReturnPanel({ order, timeZone }: { order: AdminOrder; timeZone: string }) {
  const request = order.returnRequest;
  if (!request) return null;
  const nameOf = (productId: string) =>
    order.lines.find((line) => line.productId === productId)?.name ?? productId;
  return (
    <Panel id="return-heading" title="Return request">
      <dl>
        <Row term="Requested">{formatMoment(request.requestedAt, timeZone)}</Row>
        <Row term="Status">{RETURN_STATUS[request.status]}</Row>
        {request.refund !== null && <Row term="Refund">{formatMoney(request.refund)}</Row>}
        {request.decidedAt && <Row term="Decided">{formatMoment(request.decidedAt, timeZone)}</Row>}
      </dl>
      <h3 className="mt-4 font-semibold">Products sent back</h3>
      <ul className="mt-1 list-disc pl-5">
        {request.lines.map((line) => (
          <li key={line.productId}>
            {nameOf(line.productId)} × {line.quantity}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 font-semibold">The shopper's reason</h3>
      <p className="mt-1 whitespace-pre-line">{request.reason}</p>
      {request.decisionNote && (
        <>
          <h3 className="mt-4 font-semibold">The shop's answer</h3>
          <p className="mt-1 whitespace-pre-line">{request.decisionNote}</p>
        </>
      )}
    </Panel>
  );
}

/** Every change of status, oldest first, with the note that came with it (docs/product.md 70). */
export function TimelinePanel({ order, timeZone }: { order: AdminOrder; timeZone: string }) {
  return (
    <Panel id="timeline-heading" title="Timeline">
      <ol className="space-y-3 border-l-2 border-primary/40 pl-4">
        {order.timeline.map((event) => (
          <li key={`${event.at}-${event.to}`}>
            <p className="font-medium">
              {event.from ? `${ORDER_STATUS_LABELS[event.from]} → ` : ""}
              {ORDER_STATUS_LABELS[event.to]}
            </p>
            <p className="text-sm text-muted">{formatMoment(event.at, timeZone)}</p>
            {event.note && <p className="mt-1 text-sm whitespace-pre-line">{event.note}</p>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
