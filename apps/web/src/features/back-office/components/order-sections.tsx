import type { AdminOrder } from "@hogar/shared";
import { phoneForReading } from "@hogar/shared/address-rules";
import { lineTitle } from "@hogar/shared/cart-rules";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { ORDER_STATUS_LABELS } from "@hogar/shared/order-lifecycle";
import { deliveryDayOf, isStaffRefund, lineKey, refundUnderLabel } from "@hogar/shared/order-rules";
import { msiPayments } from "@hogar/shared/payment-methods";
import { shopDateTime } from "@hogar/shared/shop-dates";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AddressBlock } from "../../../components/ui/address-block.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { IvaIncluded } from "../../../components/ui/iva-included.tsx";
import { LineImage } from "../../../components/ui/line-image.tsx";
import { DataTable } from "./data-table.tsx";
import { returnedLineText } from "./returned-line.ts";
import { SidewaysBox } from "./sideways-hint.tsx";
import { cellClass, panelClass, panelHeadingClass } from "./styles.ts";

const RETURN_STATUS: Record<NonNullable<AdminOrder["returnRequest"]>["status"], () => string> = {
  requested: m.back_office_return_status_requested,
  approved: m.back_office_return_status_approved,
  refused: m.back_office_return_status_refused,
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

/** "12 interest-free payments of $x", with the last one when it differs. */
function backOfficeMsiWords(totalCents: number, months: number): string {
  const plan = msiPayments(totalCents, months);
  return plan.last
    ? m.back_office_payment_msi_last({ ...plan, last: plan.last })
    : m.back_office_payment_msi(plan);
}

/** A term and its value, in a description list (the invoice panel's too); a value too long to fit beside its term goes under it, still at the right. */
export function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 py-1">
      <dt className="text-muted">{term}</dt>
      <dd className="ml-auto text-right font-medium">{children}</dd>
    </div>
  );
}

/** Who bought it and how to reach them; null once they deleted their account. */
export function ShopperPanel({ order }: { order: AdminOrder }) {
  return (
    <Panel id="shopper-heading" title={m.back_office_shopper_heading()}>
      {order.shopper ? (
        <dl>
          <Row term={m.back_office_shopper_name()}>{order.shopper.name}</Row>
          <Row term={m.back_office_shopper_email()}>
            <a href={`mailto:${order.shopper.email}`} className={`${linkClass} break-all`}>
              {order.shopper.email}
            </a>
          </Row>
          <Row term={m.back_office_shopper_orders()}>
            <Link to={`/admin/orders?q=${encodeURIComponent(order.shopper.email)}`} className={linkClass}>
              {m.back_office_shopper_orders_link()}
            </Link>
          </Row>
          <Row term={m.back_office_shopper_phone()}>
            <ShopperPhone accountPhone={order.shopper.phone} deliveryPhone={order.shippingAddress.phone} />
          </Row>
        </dl>
      ) : (
        <p className="text-muted">{m.back_office_shopper_deleted()}</p>
      )}
    </Panel>
  );
}

/**
 * The account's phone, else the delivery's, said as such: "None given" above the delivery's own
 * phone read as if the shop had no way to call them.
 */
function ShopperPhone({
  accountPhone,
  deliveryPhone,
}: {
  accountPhone: string | null;
  deliveryPhone?: string;
}) {
  const phone = accountPhone ?? deliveryPhone?.trim();
  if (!phone) return <span className="text-muted">{m.back_office_shopper_no_phone()}</span>;
  return (
    <>
      <a href={`tel:${phone}`} className={linkClass}>
        {phoneForReading(phone)}
      </a>
      {!accountPhone && (
        <span className="block text-sm text-muted">{m.back_office_shopper_delivery_phone()}</span>
      )}
    </>
  );
}

/** The lines as bought (their own copy of name, price and image) and the totals. */
export function LinesPanel({ order }: { order: AdminOrder }) {
  return (
    <div className={panelClass}>
      <SidewaysBox label={m.back_office_lines_caption()}>
        <DataTable
          caption={m.back_office_lines_caption()}
          columns={[
            { label: m.back_office_lines_product() },
            { label: m.back_office_lines_price(), numeric: true },
            { label: m.back_office_lines_amount(), numeric: true },
            { label: m.back_office_lines_total(), numeric: true },
          ]}
        >
          {order.lines.map((line) => (
            <tr key={lineKey(line)}>
              <th scope="row" className={`${cellClass} font-medium`}>
                <span className="flex items-center gap-3">
                  <LineImage image={line.image} size={48} />
                  {/* The variant and its SKU, so the right one is shipped (docs/product.md 106). */}
                  <span>
                    {/* The product's back-office page: its stock, variants and audit now. */}
                    <Link to={`/admin/products/${line.productId}`} className={linkClass}>
                      {lineTitle(line.name, line.variantLabel)}
                    </Link>
                    {line.sku && (
                      <span className="block text-sm font-normal text-muted">
                        {m.variants_sku({ sku: line.sku })}
                      </span>
                    )}
                  </span>
                </span>
              </th>
              <td className={`${cellClass} text-right whitespace-nowrap`}>{formatMoney(line.price)}</td>
              <td className={`${cellClass} text-right`}>{line.quantity}</td>
              <td className={`${cellClass} text-right whitespace-nowrap`}>{formatMoney(line.lineTotal)}</td>
            </tr>
          ))}
        </DataTable>
      </SidewaysBox>
      {/* Wide enough for a promotion code's discount beside its label. */}
      <div className="mt-4 ml-auto max-w-sm">
        <dl>
          <Row term={m.back_office_totals_subtotal()}>{formatMoney(order.subtotal)}</Row>
          {/* A promotion code's discount (docs/product.md 102). */}
          {order.discount > 0 && (
            <Row term={m.promotions_discount({ code: order.promotionCode ?? "" })}>
              -{formatMoney(order.discount)}
            </Row>
          )}
          <Row term={m.back_office_totals_shipping()}>
            {order.shipping === 0 ? m.back_office_totals_free() : formatMoney(order.shipping)}
          </Row>
          <Row term={m.back_office_totals_total()}>{formatMoney(order.total)}</Row>
        </dl>
        {/* The IVA the order was placed with, under its total (docs/product.md 82). */}
        <IvaIncluded cents={order.ivaCents} />
        {order.refunded > 0 && (
          <dl className="mt-1">
            <Row term={m.back_office_totals_refunded()}>{formatMoney(order.refunded)}</Row>
          </dl>
        )}
      </div>
    </div>
  );
}

/**
 * How it is paid (docs/product.md 85-88): the card and its plan (at once, or meses sin intereses with
 * the monthly amount), or cash at OXXO / a SPEI transfer with the reference (and CLABE and bank) the
 * shopper pays with and, while it waits, the deadline after which the settler cancels it.
 */
function PaymentRows({ order, timeZone }: { order: AdminOrder; timeZone: string }) {
  if (order.paymentMethod === "card") {
    return (
      <>
        <Row term={m.back_office_delivery_payment()}>
          {order.card
            ? m.back_office_delivery_card_ending({ brand: order.card.brand, last4: order.card.last4 })
            : m.back_office_payment_card()}
        </Row>
        <Row term={m.back_office_payment_plan()}>
          {order.installments > 1
            ? backOfficeMsiWords(order.total, order.installments)
            : m.back_office_payment_at_once()}
        </Row>
      </>
    );
  }
  const payLater = order.payLater;
  return (
    <>
      <Row term={m.back_office_delivery_payment()}>
        {order.paymentMethod === "oxxo" ? m.back_office_payment_oxxo() : m.back_office_payment_spei()}
      </Row>
      {payLater?.clabe && (
        <Row term={m.back_office_payment_clabe()}>
          <span className="font-mono">{payLater.clabe}</span>
        </Row>
      )}
      {payLater?.bank && <Row term={m.back_office_payment_bank()}>{payLater.bank}</Row>}
      {payLater && (
        <Row term={m.back_office_payment_reference()}>
          <span className="font-mono">{payLater.reference}</span>
        </Row>
      )}
      {payLater && order.status === "awaiting_payment" && (
        <Row term={m.back_office_payment_deadline()}>{shopDateTime(payLater.expiresAt, timeZone)}</Row>
      )}
    </>
  );
}

const AFTER_PAYMENT: Record<AdminOrder["delivery"], () => string> = {
  tomorrow: m.back_office_after_payment_tomorrow,
  day_after_tomorrow: m.back_office_after_payment_day_after_tomorrow,
};

/** Where and when it goes, and how it was paid. */
export function DeliveryPanel({ order, timeZone }: { order: AdminOrder; timeZone: string }) {
  // Counted from the payment while OXXO or SPEI is unpaid; none once cancelled.
  const day = deliveryDayOf(order, AFTER_PAYMENT);
  return (
    <Panel id="delivery-heading" title={m.back_office_delivery_heading()}>
      <dl>
        {day !== null && (
          <Row term={order.deliveredAt ? m.back_office_promised_for() : m.back_office_delivery_date()}>
            {day}
          </Row>
        )}
        <PaymentRows order={order} timeZone={timeZone} />
        {order.shipment && (
          <>
            <Row term={m.back_office_delivery_carrier()}>{order.shipment.carrier}</Row>
            <Row term={m.back_office_delivery_tracking()}>{order.shipment.trackingNumber}</Row>
            <Row term={m.back_office_delivery_shipped()}>
              {shopDateTime(order.shipment.shippedAt, timeZone)}
            </Row>
          </>
        )}
        {order.deliveredAt && (
          <Row term={m.back_office_delivery_delivered()}>{shopDateTime(order.deliveredAt, timeZone)}</Row>
        )}
      </dl>
      <h3 className="mt-4 font-semibold">{m.back_office_delivery_address()}</h3>
      {/* The whole Mexican address, name first; older orders lack some parts (docs/product.md 83). */}
      <div className="mt-1">
        <AddressBlock
          address={order.shippingAddress}
          sayPhone={m.back_office_delivery_phone}
          sayInstructions={m.back_office_delivery_instructions}
        />
      </div>
    </Panel>
  );
}

/** The shopper's return request, with the lines they send back and the shop's answer. */
export function ReturnPanel({ order, timeZone }: { order: AdminOrder; timeZone: string }) {
  const request = order.returnRequest;
  if (!request) return null;
  return (
    <Panel id="return-heading" title={m.back_office_return_heading()}>
      <dl>
        <Row term={m.back_office_return_requested()}>{shopDateTime(request.requestedAt, timeZone)}</Row>
        <Row term={m.back_office_return_status()}>{RETURN_STATUS[request.status]()}</Row>
        {request.refund !== null && (
          <Row term={m.back_office_return_refund()}>{formatMoney(request.refund)}</Row>
        )}
        {request.decidedAt && (
          <Row term={m.back_office_return_decided()}>{shopDateTime(request.decidedAt, timeZone)}</Row>
        )}
      </dl>
      <h3 className="mt-4 font-semibold">{m.back_office_return_lines()}</h3>
      <ul className="mt-1 list-disc pl-5">
        {request.lines.map((line) => (
          <li key={lineKey(line)}>{returnedLineText(line, order.lines)}</li>
        ))}
      </ul>
      <h3 className="mt-4 font-semibold">{m.back_office_return_reason()}</h3>
      <p className="mt-1 whitespace-pre-line wrap-anywhere">{request.reason}</p>
      {request.decisionNote && (
        <>
          <h3 className="mt-4 font-semibold">{m.back_office_return_answer()}</h3>
          <p className="mt-1 whitespace-pre-line wrap-anywhere">{request.decisionNote}</p>
        </>
      )}
    </Panel>
  );
}

/** Who made a change (docs/product.md 70): a shopper's cancellation is not staff's, nor a payment's. */
const TIMELINE_BY = {
  shopper: m.back_office_timeline_by_shopper,
  admin: m.back_office_timeline_by_admin,
  system: m.back_office_timeline_by_system,
} as const;

/** Every change of status and staff refund, oldest first, with the note that came with it (docs/product.md 70). */
export function TimelinePanel({ order, timeZone }: { order: AdminOrder; timeZone: string }) {
  return (
    <Panel id="timeline-heading" title={m.back_office_timeline_heading()}>
      <ol className="space-y-3 border-l-2 border-primary/40 pl-4">
        {order.timeline.map((event) => (
          <li key={`${event.at}-${event.to}`}>
            <p className="font-medium">
              {isStaffRefund(event)
                ? m.orders_refund_entry({ amount: formatMoney(event.refunded ?? 0) })
                : `${event.from ? `${ORDER_STATUS_LABELS[event.from]()} → ` : ""}${ORDER_STATUS_LABELS[event.to]()}`}
            </p>
            {refundUnderLabel(event) && <p className="text-sm">{refundUnderLabel(event)}</p>}
            <p className="text-sm text-muted">
              {shopDateTime(event.at, timeZone)} · {TIMELINE_BY[event.by]()}
            </p>
            {event.note && <p className="mt-1 text-sm whitespace-pre-line wrap-anywhere">{event.note}</p>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
