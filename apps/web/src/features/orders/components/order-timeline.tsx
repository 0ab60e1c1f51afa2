import type { OrderDetails } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { ORDER_STATUS_LABELS } from "@hogar/shared/order-lifecycle";
import { isStaffRefund, refundUnderLabel } from "@hogar/shared/order-rules";
import { shopDateTime } from "@hogar/shared/shop-dates";
import { panelClass, panelHeadingClass } from "./styles.ts";

type TimelineEntry = OrderDetails["timeline"][number];

/**
 * A refused return puts the order back to delivered (docs/product.md 70), and a staff refund leaves
 * its status as it was (119); the shopper reads what happened.
 */
function entryLabel(entry: TimelineEntry): string {
  if (isStaffRefund(entry)) return m.orders_refund_entry({ amount: formatMoney(entry.refunded ?? 0) });
  if (entry.from === "return_requested" && entry.to === "delivered") return m.orders_return_refused_entry();
  return ORDER_STATUS_LABELS[entry.to]();
}

/** Every change of the order's status, oldest first, with when it happened and the shop's note. */
export function OrderTimeline({ order, timeZone }: { order: OrderDetails; timeZone: string }) {
  const entries = [...order.timeline].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <section aria-labelledby="order-history-heading" className={panelClass}>
      <h2 id="order-history-heading" className={panelHeadingClass}>
        {m.orders_history()}
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted">{m.orders_no_changes()}</p>
      ) : (
        <ol aria-label={m.orders_status_changes()} className="space-y-4 border-l-2 border-primary/40 pl-5">
          {entries.map((entry) => (
            <li key={`${entry.at}-${entry.to}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.7rem] size-3 rounded-full bg-primary ring-4 ring-surface"
              />
              <p className="font-medium">{entryLabel(entry)}</p>
              {refundUnderLabel(entry) && <p>{refundUnderLabel(entry)}</p>}
              <p className="text-sm text-muted">
                <time dateTime={entry.at}>{shopDateTime(entry.at, timeZone)}</time>
              </p>
              {entry.note && <p className="mt-1 break-words">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
