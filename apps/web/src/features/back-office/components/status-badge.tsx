import type { OrderStatus } from "@hogar/shared";
import { ORDER_STATUS_LABELS } from "@hogar/shared/order-lifecycle";
import { STATUS_BADGE_CLASS } from "./format.ts";

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${STATUS_BADGE_CLASS[status]}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
