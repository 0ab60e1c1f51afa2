import type { OrderDetails } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { shopDate } from "@hogar/shared/shop-dates";
import { AddressBlock } from "../../../components/ui/address-block.tsx";
import { deliveryDayText } from "./order-rules.ts";
import { PaymentMethodLine } from "./payment-method-line.tsx";
import { factRowClass, panelClass, panelHeadingClass } from "./styles.ts";

/**
 * Where the order goes and when: the whole address as the order copied it (docs/product.md 83), the
 * promised day (counted from the payment while OXXO or SPEI is unpaid; none once cancelled), and
 * the day it arrived.
 */
export function DeliveryDetails({ order, timeZone }: { order: OrderDetails; timeZone: string }) {
  const day = deliveryDayText(order);
  return (
    <section aria-labelledby="order-delivery-heading" className={panelClass}>
      <h2 id="order-delivery-heading" className={panelHeadingClass}>
        {m.orders_delivery_details()}
      </h2>
      <AddressBlock
        address={order.shippingAddress}
        sayPhone={m.orders_phone}
        sayInstructions={m.orders_instructions}
      />
      <dl className="mt-3">
        {day !== null && (
          <div className={factRowClass}>
            {/* Once delivered, the day promised is history beside the day it came. */}
            <dt>{order.deliveredAt ? m.orders_promised_for() : m.orders_delivery_date()}</dt>
            <dd>{day}</dd>
          </div>
        )}
        {order.deliveredAt && (
          <div className={factRowClass}>
            <dt>{m.orders_delivered_on()}</dt>
            <dd>{shopDate(order.deliveredAt, timeZone)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/**
 * How the order is paid (docs/product.md 85, 88): the card's brand and last four digits, with the
 * meses-sin-intereses plan when it has one, or cash at OXXO / a SPEI transfer with its reference.
 */
export function PaymentDetail({ order }: { order: OrderDetails }) {
  return (
    <section aria-labelledby="order-payment-heading" className={panelClass}>
      <h2 id="order-payment-heading" className={panelHeadingClass}>
        {m.orders_payment_detail()}
      </h2>
      <PaymentMethodLine order={order} />
    </section>
  );
}

/** The carrier and tracking number, once the shop has shipped the order (docs/product.md 76). */
export function ShipmentDetails({
  shipment,
  timeZone,
}: {
  shipment: NonNullable<OrderDetails["shipment"]>;
  timeZone: string;
}) {
  return (
    <section aria-labelledby="order-shipment-heading" className={panelClass}>
      <h2 id="order-shipment-heading" className={panelHeadingClass}>
        {m.orders_shipment()}
      </h2>
      <dl>
        <div className={factRowClass}>
          <dt>{m.orders_carrier()}</dt>
          <dd className="font-medium">{shipment.carrier}</dd>
        </div>
        <div className={factRowClass}>
          <dt>{m.orders_tracking_number()}</dt>
          <dd className="font-mono font-medium break-all">{shipment.trackingNumber}</dd>
        </div>
        <div className={factRowClass}>
          <dt>{m.orders_shipped_on()}</dt>
          <dd>{shopDate(shipment.shippedAt, timeZone)}</dd>
        </div>
      </dl>
    </section>
  );
}
