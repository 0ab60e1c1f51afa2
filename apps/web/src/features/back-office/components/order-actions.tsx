import type { AdminOrder } from "@hogar/shared";
import { formatMoney } from "@hogar/shared/money";
import { orderNumber } from "@hogar/shared/order-rules";
import { useRef, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { dangerButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { ApiError, isUnavailableError } from "../../../lib/api-client.ts";
import { type OrderAction, useOrderAction } from "../api/order-actions.ts";
import { NoteDialog } from "./note-dialog.tsx";
import { ShipForm } from "./ship-form.tsx";
import { panelClass, panelHeadingClass } from "./styles.ts";

type Asking = "cancel" | "approve-return" | "refuse-return";

/** What each change tells staff once the server agreed. */
function doneNotice(action: OrderAction, order: AdminOrder): { title: string; message: string } {
  const number = orderNumber(order);
  switch (action.kind) {
    case "ship":
      return {
        title: "Order shipped",
        message: `Order ${number} is shipped; the shopper gets the tracking number.`,
      };
    case "deliver":
      return { title: "Order delivered", message: `Order ${number} is delivered.` };
    case "cancel":
      return { title: "Order cancelled", message: `Order ${number} is cancelled and refunded.` };
    case "approve-return":
      return { title: "Return approved", message: `The returned products of order ${number} are refunded.` };
    case "refuse-return":
      return {
        title: "Return refused",
        message: `Order ${number} is delivered again; the shopper reads why.`,
      };
  }
}

/** Which changes the order's state allows: the server lists them in `nextStatuses` (docs/product.md 70). */
export function availableActions(order: Pick<AdminOrder, "status" | "nextStatuses">) {
  const next = new Set(order.nextStatuses);
  return {
    ship: next.has("shipped"),
    deliver: next.has("delivered") && order.status === "shipped",
    cancel: next.has("cancelled"),
    approveReturn: next.has("returned"),
    refuseReturn: next.has("delivered") && order.status === "return_requested",
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
  const openers = useRef<Partial<Record<Asking, HTMLButtonElement | null>>>({});
  const actions = availableActions(order);
  const busy = change.isPending;

  const send = (action: OrderAction, onFieldErrors?: (error: ApiError) => void) => {
    setProblem(null);
    change.mutate(action, {
      onSuccess: (changed) => {
        setAsking(null);
        showNotice({ type: "success", ...doneNotice(action, changed) });
        onChanged();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.fields && onFieldErrors) {
          onFieldErrors(error);
          return;
        }
        setAsking(null);
        if (isUnavailableError(error)) {
          showErrorNotice(error, "The order could not be changed");
          return;
        }
        setProblem(error.message || "The order could not be changed. Please try again.");
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
        Actions
      </h2>
      {problem && (
        <p role="alert" className="mb-4 rounded-lg bg-danger/10 p-3 font-medium text-danger-fg">
          {problem}
        </p>
      )}
      {none && <p className="text-muted">Nothing is left to do with this order.</p>}
      <div className="space-y-5">
        {actions.ship && <ShipForm busy={busy} send={send} />}
        {(actions.deliver || actions.cancel || actions.approveReturn || actions.refuseReturn) && (
          <div className="flex flex-wrap gap-3">
            {actions.deliver && (
              <button
                type="button"
                disabled={busy}
                aria-busy={busy}
                onClick={() => send({ kind: "deliver" })}
                className={secondaryButtonClass}
              >
                Mark delivered
              </button>
            )}
            {actions.approveReturn && (
              <button
                type="button"
                ref={ask("approve-return")}
                disabled={busy}
                onClick={() => setAsking("approve-return")}
                className={secondaryButtonClass}
              >
                Approve return
              </button>
            )}
            {actions.refuseReturn && (
              <button
                type="button"
                ref={ask("refuse-return")}
                disabled={busy}
                onClick={() => setAsking("refuse-return")}
                className={dangerButtonClass}
              >
                Refuse return
              </button>
            )}
            {actions.cancel && (
              <button
                type="button"
                ref={ask("cancel")}
                disabled={busy}
                onClick={() => setAsking("cancel")}
                className={dangerButtonClass}
              >
                Cancel with refund
              </button>
            )}
          </div>
        )}
      </div>
      {asking === "cancel" && (
        <NoteDialog
          title={`Cancel order ${orderNumber(order)}?`}
          message={`${formatMoney(order.total - order.refunded)} goes back to the shopper's card and the stock returns. This cannot be undone.`}
          confirmLabel="Cancel and refund"
          busy={busy}
          onConfirm={(note) => send({ kind: "cancel", note })}
          onCancel={closeDialog}
        />
      )}
      {asking === "refuse-return" && (
        <NoteDialog
          title="Refuse the return?"
          message="The order is delivered again and nothing is refunded."
          confirmLabel="Refuse return"
          busy={busy}
          onConfirm={(note) => send({ kind: "refuse-return", note })}
          onCancel={closeDialog}
        />
      )}
      {asking === "approve-return" && (
        <ConfirmDialog
          title="Approve the return?"
          message="The returned products' prices (not the shipping) go back to the shopper's card and their stock returns."
          confirmLabel="Approve and refund"
          busy={busy}
          onConfirm={() => send({ kind: "approve-return" })}
          onCancel={closeDialog}
        />
      )}
    </section>
  );
}
