import type { OrderDetails } from "@hogar/shared";
import { lineTitle } from "@hogar/shared/cart-rules";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { lineKey } from "@hogar/shared/order-rules";
import { IvaIncluded } from "../../../components/ui/iva-included.tsx";
import { LineImage } from "../../../components/ui/line-image.tsx";
import { TotalsList } from "../../../components/ui/totals-list.tsx";
import { factRowClass, panelClass, panelHeadingClass } from "./styles.ts";

/** What was bought: each line with its picture, price, amount and line total. */
export function OrderLines({ order }: { order: OrderDetails }) {
  return (
    <section aria-labelledby="order-products-heading" className={panelClass}>
      <h2 id="order-products-heading" className={panelHeadingClass}>
        {m.orders_products()}
      </h2>
      <ul className="space-y-4">
        {order.lines.map((line) => (
          <li key={lineKey(line)} className="flex items-center gap-4">
            <LineImage image={line.image} />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{lineTitle(line.name, line.variantLabel)}</p>
              <p className="text-muted">{formatMoney(line.price)}</p>
              <p className="text-sm">{m.orders_amount({ quantity: line.quantity })}</p>
            </div>
            <p className="whitespace-nowrap font-semibold">
              <span className="sr-only">{m.orders_line_total()} </span>
              {formatMoney(line.lineTotal)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Subtotal, shipping ("FREE" at 0), total with the IVA the order was placed with under it, and what
 * was given back so far (docs/product.md 23, 74, 82).
 */
export function OrderTotals({ order }: { order: OrderDetails }) {
  return (
    <section aria-labelledby="order-total-heading" className={panelClass}>
      <h2 id="order-total-heading" className={panelHeadingClass}>
        {m.orders_order_total()}
      </h2>
      <TotalsList
        subtotal={order.subtotal}
        discount={order.promotionCode ? { code: order.promotionCode, amount: order.discount } : null}
        shipping={order.shipping}
        total={order.total}
      />
      <IvaIncluded cents={order.ivaCents} />
      {order.refunded > 0 && (
        <dl>
          <div className={`${factRowClass} font-semibold text-success-fg`}>
            <dt>{m.orders_refunded()}</dt>
            <dd>{formatMoney(order.refunded)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
