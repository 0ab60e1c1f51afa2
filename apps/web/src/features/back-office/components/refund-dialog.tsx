import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { STAFF_REFUND_MESSAGES, staffNoteProblem } from "@hogar/shared/order-rules";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { TextField } from "../../../components/ui/field.tsx";
import { useForm } from "../../../components/ui/use-form.ts";
import { StaffNoteField } from "./note-dialog.tsx";

/** Pesos as staff type them ("1,250.50", "$300") in centavos; null when it is no amount of pesos and centavos. */
export function typedCents(typed: string): number | null {
  const plain = typed.trim().replace(/^\$/, "").replaceAll(",", "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [pesos = "0", centavos = ""] = plain.split(".");
  return Number(pesos) * 100 + Number(centavos.padEnd(2, "0"));
}

/** What is wrong with the typed amount for a refund of at most `left` centavos, or undefined. */
export function refundAmountProblem(typed: string, left: number): string | undefined {
  const cents = typedCents(typed);
  if (cents === null)
    return typed.trim() === "" ? STAFF_REFUND_MESSAGES.amount() : m.back_office_refund_amount_invalid();
  if (cents < 1) return STAFF_REFUND_MESSAGES.amount();
  if (cents > left) return m.back_office_refund_amount_too_much({ amount: formatMoney(left) });
  return undefined;
}

interface RefundDialogProps {
  title: string;
  message: string;
  /** The most that may be given back, in centavos. */
  left: number;
  busy: boolean;
  onConfirm: (refund: { amountCents: number; note: string }) => void;
  onCancel: () => void;
}

/** A staff refund's amount and the reason the shopper reads (docs/product.md 119). */
export function RefundDialog({ title, message, left, busy, onConfirm, onCancel }: RefundDialogProps) {
  const form = useForm({
    initial: { amount: "", note: "" },
    validate: ({ amount, note }) => ({
      amount: refundAmountProblem(amount, left),
      note: staffNoteProblem(note),
    }),
    // As NoteDialog: opening the dialog passes the focus through the fields.
    live: false,
    idPrefix: "refund-",
    busy,
  });
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel={m.back_office_refund_confirm()}
      dismissLabel={m.back_office_dialog_back()}
      busy={busy}
      onConfirm={form.submit((values) =>
        onConfirm({ amountCents: typedCents(values.amount) ?? 0, note: values.note.trim() }),
      )}
      onCancel={onCancel}
    >
      <div className="space-y-3">
        <TextField
          {...form.field("amount")}
          label={m.back_office_refund_amount()}
          hint={m.back_office_refund_amount_hint({ amount: formatMoney(left) })}
          inputMode="decimal"
          autoComplete="off"
        />
        <StaffNoteField {...form.field("note")} />
      </div>
    </ConfirmDialog>
  );
}
