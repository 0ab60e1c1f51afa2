import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { STAFF_REFUND_MESSAGES, staffNoteProblem } from "@hogar/shared/order-rules";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { TextField } from "../../../components/ui/field.tsx";
import { useForm } from "../../../components/ui/use-form.ts";
import type { ApiError } from "../../../lib/api-client.ts";
import { StaffNoteField } from "./note-dialog.tsx";
import { typedCents } from "./typed-cents.ts";

/**
 * What is wrong with the typed amount for a refund of at most `left` centavos, or undefined. A
 * staff refund gives back at least a centavo; an approved return may give back nothing.
 */
export function refundAmountProblem(typed: string, left: number, allowZero = false): string | undefined {
  const least = allowZero ? STAFF_REFUND_MESSAGES.returnAmount : STAFF_REFUND_MESSAGES.amount;
  const cents = typedCents(typed);
  if (cents === null) return typed.trim() === "" ? least() : m.back_office_refund_amount_invalid();
  if (cents < (allowZero ? 0 : 1)) return least();
  if (cents > left) return m.back_office_refund_amount_too_much({ amount: formatMoney(left) });
  return undefined;
}

const pesos = (cents: number) => (cents / 100).toFixed(2);

interface RefundDialogProps {
  title: string;
  message: string;
  /** The most that may be given back, in centavos. */
  left: number;
  /**
   * An unfinished refund's amount in centavos: made again, it gives back exactly this, so the
   * field shows it and cannot be changed (docs/product.md 74).
   */
  unfinished: number | null;
  /**
   * An approved return's refund, for an order refunded before: it may be nothing, and needs a
   * reason only when it is less than the products cost (`left`) (docs/product.md 119).
   */
  forReturn?: boolean;
  /** The confirm button's words, for the amount typed when it is one that may be sent. */
  confirmLabel: (cents: number | null) => string;
  busy: boolean;
  /** `onRefused` shows a 400's message in the dialog, which stays open with what was typed. */
  onConfirm: (refund: { amountCents: number; note: string }, onRefused: (error: ApiError) => void) => void;
  onCancel: () => void;
}

/**
 * A staff refund's amount and the reason the shopper reads (docs/product.md 119), or an approved
 * return's amount (73).
 */
export function RefundDialog({
  title,
  message,
  left,
  unfinished,
  forReturn = false,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: RefundDialogProps) {
  const form = useForm({
    initial: { amount: unfinished ? pesos(unfinished) : "", note: "" },
    validate: ({ amount, note }) => ({
      amount: refundAmountProblem(amount, left, forReturn),
      note: needsReason(amount) ? staffNoteProblem(note) : undefined,
    }),
    // As NoteDialog: opening the dialog passes the focus through the fields.
    live: false,
    idPrefix: "refund-",
    busy,
  });
  // The button says the amount it refunds, so a slip of a digit shows before it is sent.
  const cents = typedCents(form.values.amount);
  function needsReason(amount: string): boolean {
    if (!forReturn) return true;
    const typed = typedCents(amount);
    return typed !== null && typed < left;
  }
  const refused = (error: ApiError) =>
    form.report(
      error.fields?.note
        ? { note: error.fields.note }
        : { amount: error.fields?.amountCents ?? error.message },
      { focus: true },
    );
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel={confirmLabel(cents !== null && cents <= left ? cents : null)}
      dismissLabel={m.back_office_dialog_back()}
      busy={busy}
      onConfirm={form.submit((values) =>
        onConfirm({ amountCents: typedCents(values.amount) ?? 0, note: values.note.trim() }, refused),
      )}
      onCancel={onCancel}
    >
      <div className="space-y-3">
        <TextField
          {...form.field("amount")}
          label={m.back_office_refund_amount()}
          hint={
            unfinished
              ? m.back_office_refund_amount_unfinished_hint()
              : m.back_office_refund_amount_hint({ amount: formatMoney(left) })
          }
          readOnly={Boolean(unfinished)}
          inputMode="decimal"
          autoComplete="off"
        />
        {needsReason(form.values.amount) && <StaffNoteField {...form.field("note")} />}
      </div>
    </ConfirmDialog>
  );
}
