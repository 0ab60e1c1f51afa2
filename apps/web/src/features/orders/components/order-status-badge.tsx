import type { OrderStatus } from "@hogar/shared";
import { ORDER_STATUS_LABELS } from "@hogar/shared/order-lifecycle";

const STATUS_CLASS: Record<OrderStatus, string> = {
  placed: "bg-primary/15 text-fg",
  paid: "bg-success/20 text-fg",
  shipped: "bg-primary/15 text-fg",
  delivered: "bg-success/20 text-fg",
  cancelled: "bg-danger/15 text-danger-fg",
  return_requested: "bg-primary/15 text-fg",
  returned: "bg-danger/15 text-danger-fg",
};

export const statusBadgeClass = (status: OrderStatus) =>
  `inline-block rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASS[status]}`;

/** The status as a pill; "Status: " is read out before it, since the pill alone is just a word. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <p className={statusBadgeClass(status)}>
      <span className="sr-only">Status: </span>
      {ORDER_STATUS_LABELS[status]}
    </p>
  );
}
