import type { AdminOrder } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { orderNumber } from "@hogar/shared/order-rules";
import { useState } from "react";
import { NoteDialog } from "./note-dialog.tsx";

interface CancelDialogProps {
  order: AdminOrder;
  /** A live CFDI's reminder to cancel it with the SAT too, said after the dialog's own words. */
  invoiceReminder: string | null;
  /**
   * The card's bank refused this order's refund: the money may be recorded as given back another
   * way (docs/product.md 72). Not offered before, when the card is the way it goes back.
   */
  cardRefused: boolean;
  busy: boolean;
  onConfirm: (note: string, refundedOutside: boolean) => void;
  onCancel: () => void;
}

/** Staff cancel an order with a reason: a paid one refunded, an unpaid one's voucher voided (docs/product.md 72, 86). */
export function CancelDialog({
  order,
  invoiceReminder,
  cardRefused,
  busy,
  onConfirm,
  onCancel,
}: CancelDialogProps) {
  const [refundedOutside, setRefundedOutside] = useState(false);
  const unpaid = order.status === "awaiting_payment";
  const outside = !unpaid && refundedOutside;
  const amount = formatMoney(order.total - order.refunded);
  const words = unpaid
    ? m.back_office_cancel_unpaid_message()
    : outside
      ? m.back_office_cancel_outside_message({ amount })
      : order.paymentMethod === "card"
        ? m.back_office_cancel_message({ amount })
        : m.back_office_cancel_message_no_card({ amount });
  return (
    <NoteDialog
      title={m.back_office_cancel_title({ number: orderNumber(order) })}
      message={[words, invoiceReminder].filter(Boolean).join(" ")}
      confirmLabel={
        unpaid
          ? m.back_office_actions_cancel_unpaid()
          : outside
            ? m.back_office_cancel_confirm_outside()
            : m.back_office_cancel_confirm()
      }
      busy={busy}
      onConfirm={(note) => onConfirm(note, outside)}
      onCancel={onCancel}
    >
      {cardRefused && !unpaid && (
        <label className="mt-3 flex items-start gap-2">
          <input
            type="checkbox"
            checked={refundedOutside}
            onChange={(event) => setRefundedOutside(event.target.checked)}
            className="mt-1 size-5 shrink-0 accent-primary"
          />
          <span>{m.back_office_cancel_outside()}</span>
        </label>
      )}
    </NoteDialog>
  );
}
