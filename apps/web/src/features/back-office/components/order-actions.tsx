import type { AdminOrder, ShipOrderInput } from "@hogar/shared";
import { serieFolio } from "@hogar/shared/invoices";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { orderNumber } from "@hogar/shared/order-rules";
import { useEffect, useRef, useState } from "react";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { afterDialogCloses, ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { dangerButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { ApiError, isUnavailableError } from "../../../lib/api-client.ts";
import { type OrderAction, useOrderAction } from "../api/order-actions.ts";
import { useAdminOrderInvoice } from "../api/order-invoice.ts";
import { CancelDialog } from "./cancel-dialog.tsx";
import { NoteDialog } from "./note-dialog.tsx";
import { RefundDialog } from "./refund-dialog.tsx";
import { ShipForm } from "./ship-form.tsx";
import { panelClass, panelHeadingClass } from "./styles.ts";

type Asking = OrderAction["kind"];

/** A shipment waiting for its confirmation, and where the form wants a 400's field errors. */
interface PendingShipment {
  input: ShipOrderInput;
  onFieldErrors: (error: ApiError) => void;
}

/** What each change tells staff once the server agreed; `reminder` follows a cancellation's words. */
function doneNotice(
  action: OrderAction,
  order: AdminOrder,
  reminder: string | null,
): { title: string; message: string } {
  const number = orderNumber(order);
  switch (action.kind) {
    case "ship":
      return { title: m.back_office_done_shipped_title(), message: m.back_office_done_shipped({ number }) };
    case "deliver":
      return {
        title: m.back_office_done_delivered_title(),
        message: m.back_office_done_delivered({ number }),
      };
    case "cancel":
      return {
        title: m.back_office_done_cancelled_title(),
        // Cancelled before its OXXO or SPEI payment arrived: nothing to give back (docs/product.md 86).
        message: [
          order.refunded === 0
            ? m.back_office_done_cancelled_unpaid({ number })
            : m.back_office_done_cancelled({ number }),
          reminder,
        ]
          .filter(Boolean)
          .join(" "),
      };
    case "approve-return": {
      // The server's record of what went back: an approval left unfinished gives back what it asked.
      const refunded = order.timeline.at(-1)?.refunded ?? 0;
      return {
        title: m.back_office_done_approved_title(),
        message: refunded
          ? m.back_office_done_approved({ number, amount: formatMoney(refunded) })
          : m.back_office_done_approved_nothing({ number }),
      };
    }
    case "refuse-return":
      return { title: m.back_office_done_refused_title(), message: m.back_office_done_refused({ number }) };
    case "refund":
      return {
        title: m.back_office_done_refunded_title(),
        // The server's record: a refund that finished one left unfinished gives back what that one did.
        message: m.back_office_done_refunded({
          amount: formatMoney(order.timeline.at(-1)?.refunded ?? action.amountCents),
          number,
        }),
      };
  }
}

/** What approving a return gives back in full; nothing once all of the order was refunded (docs/product.md 119). */
function approveMessage(order: AdminOrder): string {
  if (!order.returnRefundDue) return m.back_office_approve_message_nothing_left();
  const amount = formatMoney(order.returnRefundDue);
  return order.paymentMethod === "card"
    ? m.back_office_approve_message({ amount })
    : m.back_office_approve_message_no_card({ amount });
}

/**
 * A refunding change whose request died after asking the provider: the one change that finishes
 * it, which the order's status tells (only a refunding change's status can hold one).
 */
function unfinishedWarning(status: AdminOrder["status"], cents: number): string {
  const amount = formatMoney(cents);
  if (status === "paid") return m.back_office_unfinished_cancel({ amount });
  if (status === "return_requested") return m.back_office_unfinished_return({ amount });
  return m.back_office_unfinished_refund({ amount });
}

/**
 * Which changes the order's state allows: the server lists them in `nextStatuses` (docs/product.md
 * 70), and how much a refund may give back in `staffRefundable` (119).
 */
export function availableActions(order: Pick<AdminOrder, "status" | "nextStatuses" | "staffRefundable">) {
  const next = new Set(order.nextStatuses);
  return {
    ship: next.has("shipped"),
    deliver: next.has("delivered") && order.status === "shipped",
    cancel: next.has("cancelled"),
    approveReturn: next.has("returned"),
    refuseReturn: next.has("delivered") && order.status === "return_requested",
    refund: (order.staffRefundable ?? 0) > 0,
  };
}

/**
 * Only the changes valid for the order's state. A 409 (someone changed it first) or a 422 (the
 * payment provider refused the refund) is said here and stays until the next try; the 409's order
 * is loaded again, so what is offered matches it (docs/product.md 71-72).
 */
export function OrderActions({ order, onChanged }: { order: AdminOrder; onChanged: () => void }) {
  const change = useOrderAction(order.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [shipment, setShipment] = useState<PendingShipment | null>(null);
  // Once the card's bank refused this order's refund (422), its cancellation may record the money
  // as given back another way (docs/product.md 72).
  const [cardRefused, setCardRefused] = useState(false);
  // A refusal takes the focus: the dialog or form that had it may be gone (docs/product.md 116).
  const problemRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  const openers = useRef<Partial<Record<Asking, HTMLButtonElement | null>>>({});
  const actions = availableActions(order);
  const busy = change.isPending;
  const unpaid = order.status === "awaiting_payment";
  /** This action's own request is the one under way. */
  const sending = (kind: OrderAction["kind"]) => busy && change.variables?.kind === kind;
  // The order page's invoice panel reads it too (one request). A live CFDI outlives the order's
  // cancellation until staff cancel it with the SAT, which nothing else would remind them of.
  const liveInvoice = useAdminOrderInvoice(order.id).data?.invoice;
  const invoiceReminder =
    liveInvoice?.status === "active"
      ? m.back_office_cancel_invoice_reminder({ invoice: serieFolio(liveInvoice) })
      : null;

  /**
   * `onBadInput` takes a 400 that names fields, or with `anyBadInput` any 400 (a refund above what
   * is left names none): the dialog or form that sent it stays, with what was typed.
   */
  const send = (
    action: OrderAction,
    onBadInput?: (error: ApiError) => void,
    { anyBadInput = false }: { anyBadInput?: boolean } = {},
  ) => {
    setProblem(null);
    change.mutate(action, {
      onSuccess: (changed) => {
        setAsking(null);
        showNotice({ type: "success", ...doneNotice(action, changed, invoiceReminder) });
        afterDialogCloses(onChanged);
      },
      onError: (error) => {
        if (
          error instanceof ApiError &&
          error.status === 400 &&
          (error.fields || anyBadInput) &&
          onBadInput
        ) {
          onBadInput(error);
          return;
        }
        setAsking(null);
        if (action.kind === "cancel" && error instanceof ApiError && error.status === 422)
          setCardRefused(true);
        if (isUnavailableError(error)) {
          showErrorNotice(error, m.back_office_actions_failed());
          return;
        }
        setProblem(error.message || m.back_office_actions_failed_retry());
      },
    });
  };

  const closeDialog = () => {
    const opener = asking ? openers.current[asking] : null;
    setAsking(null);
    opener?.focus();
  };

  const ask = (what: Asking) => (button: HTMLButtonElement | null) => {
    openers.current[what] = button;
  };

  const none = !Object.values(actions).some(Boolean);
  return (
    <section aria-labelledby="actions-heading" className={panelClass}>
      <h2 id="actions-heading" className={panelHeadingClass}>
        {m.back_office_actions_heading()}
      </h2>
      {problem && (
        <p
          role="alert"
          ref={problemRef}
          tabIndex={-1}
          className="mb-4 rounded-lg bg-danger/10 p-3 font-medium text-danger-fg"
        >
          {problem}
        </p>
      )}
      {order.unfinishedRefund !== null && (
        <p className="mb-4 rounded-lg bg-danger/10 p-3 font-medium text-danger-fg">
          {unfinishedWarning(order.status, order.unfinishedRefund)}
        </p>
      )}
      {none && <p className="text-muted">{m.back_office_actions_none()}</p>}
      <div className="space-y-5">
        {actions.ship && (
          <ShipForm
            busy={sending("ship")}
            blocked={busy}
            submitRef={ask("ship")}
            confirm={(input, onFieldErrors) => {
              setShipment({ input, onFieldErrors });
              setAsking("ship");
            }}
          />
        )}
        {(actions.deliver ||
          actions.cancel ||
          actions.approveReturn ||
          actions.refuseReturn ||
          actions.refund) && (
          <div className="flex flex-wrap gap-3">
            {actions.deliver && (
              <BusyButton
                blocked={busy}
                type="button"
                ref={ask("deliver")}
                onClick={() => setAsking("deliver")}
                className={secondaryButtonClass}
              >
                {m.back_office_actions_deliver()}
              </BusyButton>
            )}
            {actions.approveReturn && (
              <BusyButton
                blocked={busy}
                type="button"
                ref={ask("approve-return")}
                onClick={() => setAsking("approve-return")}
                className={secondaryButtonClass}
              >
                {m.back_office_actions_approve_return()}
              </BusyButton>
            )}
            {actions.refuseReturn && (
              <BusyButton
                blocked={busy}
                type="button"
                ref={ask("refuse-return")}
                onClick={() => setAsking("refuse-return")}
                className={dangerButtonClass}
              >
                {m.back_office_actions_refuse_return()}
              </BusyButton>
            )}
            {actions.refund && (
              <BusyButton
                blocked={busy}
                type="button"
                ref={ask("refund")}
                onClick={() => setAsking("refund")}
                className={secondaryButtonClass}
              >
                {m.back_office_actions_refund()}
              </BusyButton>
            )}
            {actions.cancel && (
              <BusyButton
                blocked={busy}
                type="button"
                ref={ask("cancel")}
                onClick={() => setAsking("cancel")}
                className={dangerButtonClass}
              >
                {unpaid ? m.back_office_actions_cancel_unpaid() : m.back_office_actions_cancel()}
              </BusyButton>
            )}
          </div>
        )}
      </div>
      {asking === "cancel" && (
        <CancelDialog
          order={order}
          invoiceReminder={invoiceReminder}
          cardRefused={cardRefused}
          busy={busy}
          onConfirm={(note, refundedOutside) =>
            send({ kind: "cancel", note, refundedOutside, seen: unpaid ? "awaiting_payment" : "paid" })
          }
          onCancel={closeDialog}
        />
      )}
      {asking === "refund" && (
        <RefundDialog
          confirmLabel={(cents) =>
            cents
              ? m.back_office_refund_confirm_amount({ amount: formatMoney(cents) })
              : m.back_office_refund_confirm()
          }
          title={m.back_office_refund_title({ number: orderNumber(order) })}
          message={
            order.paymentMethod === "card"
              ? m.back_office_refund_message({ amount: formatMoney(order.staffRefundable ?? 0) })
              : m.back_office_refund_message_no_card({ amount: formatMoney(order.staffRefundable ?? 0) })
          }
          left={order.staffRefundable ?? 0}
          unfinished={order.unfinishedRefund}
          busy={busy}
          onConfirm={(refund, onRefused) =>
            send({ kind: "refund", ...refund, refundedCents: order.refunded }, onRefused, {
              anyBadInput: true,
            })
          }
          onCancel={closeDialog}
        />
      )}
      {asking === "refuse-return" && (
        <NoteDialog
          title={m.back_office_refuse_title()}
          message={m.back_office_refuse_message()}
          confirmLabel={m.back_office_refuse_confirm()}
          busy={busy}
          onConfirm={(note) => send({ kind: "refuse-return", note })}
          onCancel={closeDialog}
        />
      )}
      {/* Shipping mails the shopper the carrier and tracking number, which cannot be changed. */}
      {asking === "ship" && shipment && (
        <ConfirmDialog
          title={m.back_office_ship_confirm_title({ number: orderNumber(order) })}
          message={m.back_office_ship_confirm_message({
            carrier: shipment.input.carrier,
            tracking: shipment.input.trackingNumber,
          })}
          confirmLabel={m.back_office_ship_submit()}
          dismissLabel={m.back_office_dialog_back()}
          busy={busy}
          onConfirm={() =>
            send({ kind: "ship", input: shipment.input }, (error) => {
              setAsking(null);
              shipment.onFieldErrors(error);
            })
          }
          onCancel={closeDialog}
        />
      )}
      {/* Delivering starts the return window and mails the shopper, and cannot be undone. */}
      {asking === "deliver" && (
        <ConfirmDialog
          title={m.back_office_deliver_title({ number: orderNumber(order) })}
          message={m.back_office_deliver_message()}
          confirmLabel={m.back_office_actions_deliver()}
          dismissLabel={m.back_office_dialog_back()}
          busy={busy}
          onConfirm={() => send({ kind: "deliver" })}
          onCancel={closeDialog}
        />
      )}
      {asking === "approve-return" &&
        // Refunded before, maybe for these products (docs/product.md 119): staff say how much.
        (order.refunded > 0 && order.returnRefundDue ? (
          <RefundDialog
            title={m.back_office_approve_title()}
            message={m.back_office_approve_message_choose({
              amount: formatMoney(order.returnRefundDue),
              refunded: formatMoney(order.refunded),
            })}
            left={order.returnRefundDue}
            unfinished={order.unfinishedRefund}
            forReturn
            confirmLabel={(cents) =>
              cents === null
                ? m.back_office_approve_confirm()
                : cents === 0
                  ? m.back_office_approve_confirm_nothing()
                  : m.back_office_approve_confirm_amount({ amount: formatMoney(cents) })
            }
            busy={busy}
            onConfirm={({ amountCents, note }, onRefused) =>
              send({ kind: "approve-return", amountCents, note: note || undefined }, onRefused, {
                anyBadInput: true,
              })
            }
            onCancel={closeDialog}
          />
        ) : (
          <ConfirmDialog
            title={m.back_office_approve_title()}
            message={approveMessage(order)}
            confirmLabel={m.back_office_approve_confirm()}
            dismissLabel={m.back_office_dialog_back()}
            busy={busy}
            onConfirm={() => send({ kind: "approve-return" })}
            onCancel={closeDialog}
          />
        ))}
    </section>
  );
}
