import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";

const rowClass = "flex flex-wrap justify-between gap-x-4 gap-y-1 py-1";

/** Subtotal, shipping ("FREE" at 0) and the total, as cart, checkout and order show them (cents). */
export function TotalsList({
  subtotal,
  shipping,
  total,
}: {
  subtotal: number;
  shipping: number;
  total: number;
}) {
  return (
    <dl>
      <div className={rowClass}>
        <dt>{m.common_subtotal()}</dt>
        <dd>{formatMoney(subtotal)}</dd>
      </div>
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
