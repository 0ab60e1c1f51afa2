import type { OrderDetails } from "@hogar/shared";
import { formatMoney } from "@hogar/shared/money";
import { useRef, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { dangerButtonClass } from "../../../components/ui/form-styles.ts";
import { useCancelOrder } from "../api/cancel-order.ts";

/**
 * "Cancel order" while the order is paid and not shipped (docs/product.md 72): asks first, then the
 * page shows the order cancelled. The button goes with it, so `onConfirmed` moves the focus somewhere
 * that stays; Cancel (or Escape) puts it back on the button.
 */
export function CancelOrder({ order, onConfirmed }: { order: OrderDetails; onConfirmed: () => void }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder(order.id);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setAsking(true)}
        disabled={cancel.isPending}
        className={dangerButtonClass}
      >
        Cancel order
      </button>
      {asking && (
        <ConfirmDialog
          title="Cancel this order?"
          message={`${formatMoney(order.total)} goes back to your card and the products go back on sale. This cannot be undone.`}
          confirmLabel="Yes, cancel order"
          onConfirm={() => {
            setAsking(false);
            cancel.mutate();
            onConfirmed();
          }}
          onCancel={() => {
            setAsking(false);
            requestAnimationFrame(() => opener.current?.focus());
          }}
        />
      )}
    </>
  );
}
