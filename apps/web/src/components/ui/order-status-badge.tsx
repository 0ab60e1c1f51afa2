import type { OrderStatus } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { ORDER_STATUS_LABELS } from "@hogar/shared/order-lifecycle";

/** Each status's tint; the text keeps AA contrast on it in both themes, on the page (#ededed) too. */
const STATUS_CLASS: Record<OrderStatus, string> = {
  placed: "bg-primary/15 text-fg",
  awaiting_payment: "bg-primary/15 text-fg",
  paid: "bg-success/20 text-fg",
  shipped: "bg-primary/15 text-fg",
  delivered: "bg-success/20 text-fg",
  cancelled: "bg-danger/10 text-danger-fg",
  return_requested: "bg-primary/15 text-fg",
  returned: "bg-danger/10 text-danger-fg",
};

/**
 * An order's status as a pill, for the shopper's pages and the back office alike. On its own it is
 * read "Status: <word>", since the pill alone is just a word; `compact` (a table's Status column,
 * the back office's headings) is the word alone, smaller.
 */
export function OrderStatusBadge({ status, compact = false }: { status: OrderStatus; compact?: boolean }) {
  const look = `inline-block rounded-full px-3 text-sm font-semibold ${STATUS_CLASS[status]}`;
  if (compact) return <span className={`${look} py-0.5`}>{ORDER_STATUS_LABELS[status]()}</span>;
  return (
    <p className={`${look} py-1`}>
      <span className="sr-only">{m.common_status()} </span>
      {ORDER_STATUS_LABELS[status]()}
    </p>
  );
}
