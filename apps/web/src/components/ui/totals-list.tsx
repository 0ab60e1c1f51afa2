import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";

// The amount stays beside its label, right-aligned: a long label (a promotion code's) wraps instead.
const rowClass = "flex items-start justify-between gap-x-4 py-1 [&>dd]:shrink-0 [&>dd]:whitespace-nowrap";

/** A promotion code's discount, shown under the subtotal (docs/product.md 102). */
export interface ShownDiscount {
  code: string;
  amount: number;
}

/**
 * Subtotal, a promotion code's discount when there is one, shipping ("FREE" at 0) and the total, as
 * cart, checkout and order show them (cents).
 */
export function TotalsList({
  subtotal,
  discount,
  shipping,
  total,
}: {
  subtotal: number;
  discount?: ShownDiscount | null;
  shipping: number;
  total: number;
}) {
  return (
    <dl>
      <div className={rowClass}>
        <dt>{m.common_subtotal()}</dt>
        <dd>{formatMoney(subtotal)}</dd>
      </div>
      {discount && discount.amount > 0 && (
        <div className={`${rowClass} text-success-fg`}>
          <dt>{m.promotions_discount({ code: discount.code })}</dt>
          <dd>-{formatMoney(discount.amount)}</dd>
        </div>
      )}
      <div className={rowClass}>
        <dt>{m.common_shipping()}</dt>
        <dd>{shipping === 0 ? m.common_free() : formatMoney(shipping)}</dd>
      </div>
      <div className={`${rowClass} mt-1 border-t border-border/30 pt-2 text-lg font-semibold`}>
        <dt>{m.common_total()}</dt>
        <dd>{formatMoney(total)}</dd>
      </div>
    </dl>
  );
}
