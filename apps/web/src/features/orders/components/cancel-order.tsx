import type { OrderDetails } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useRef, useState } from "react";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { dangerButtonClass } from "../../../components/ui/form-styles.ts";
import { useCancelOrder } from "../api/cancel-order.ts";
import { cancelWording } from "./cancel-wording.ts";

/**
 * "Cancel order" while the order is paid and not shipped (docs/product.md 72), or awaits its OXXO or
 * SPEI payment (86; nothing to refund, and the wording says so): asks first, then waits
 * for the server, which refunds through the provider before it answers. Meanwhile the order stays as
 * it is, the button says "Cancelling..." and cannot be pressed, and a polite status says why; the
 * answer then shows the cancelled order, or the refusal's reason with the order unchanged.
 * The focus comes back to the button from the dialog and stays there while it waits, and after a
 * refusal; a cancelled order has no such button, so `onCancelled` moves the focus somewhere that stays.
 */
export function CancelOrder({ order, onCancelled }: { order: OrderDetails; onCancelled: () => void }) {
  const [asking, setAsking] = useState(false);
  // From the order as shown until the server's answer (cancelled) replaces it.
  const wording = cancelWording(order);
  const cancel = useCancelOrder(order.id, wording.done);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <>
      <BusyButton
        busy={cancel.isPending}
        ref={opener}
        type="button"
        onClick={() => setAsking(true)}
        className={dangerButtonClass}
      >
        {cancel.isPending ? m.orders_cancelling() : m.orders_cancel()}
      </BusyButton>
      {/* Always there, so a screen reader announces the text when it appears. */}
      <div role="status">{cancel.isPending && <p className="mt-3 text-muted">{wording.waiting}</p>}</div>
      {asking && (
        <ConfirmDialog
          title={m.orders_cancel_confirm_title()}
          message={wording.confirm}
          confirmLabel={m.orders_cancel_confirm_yes()}
          dismissLabel={m.orders_cancel_confirm_no()}
          onConfirm={() => {
            setAsking(false);
            cancel.mutate(undefined, { onSuccess: onCancelled });
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
