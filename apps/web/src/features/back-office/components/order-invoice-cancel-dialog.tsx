import { FOLIO_FISCAL_PATTERN, type InvoiceView, serieFolio } from "@hogar/shared/invoices";
import { m } from "@hogar/shared/messages";
import {
  CANCELLATION_REASONS,
  type CancellationReason,
  isCancellationReason,
} from "@hogar/shared/sat-catalogs";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { SelectField, TextField } from "../../../components/ui/field.tsx";
import { type FieldErrors, useForm } from "../../../components/ui/use-form.ts";
import type { ApiError } from "../../../lib/api-client.ts";
import type { CancelInvoiceInput } from "../api/order-invoice.ts";

export interface CancelInvoiceValues {
  reason: string;
  replacementUuid: string;
}

/** Folios fiscales are written in capitals; what staff paste may carry spaces or lower case. */
const normalizeFolioFiscal = (typed: string) => typed.trim().toUpperCase();

/**
 * A SAT catalogue entry as staff read it in every language ("01 - Comprobante emitido con errores con
 * relación"), or the bare code when the catalogue does not know it.
 */
export const satEntry = (code: string, name: string | undefined) => (name ? `${code} - ${name}` : code);

const needsReplacement = (reason: string) =>
  CANCELLATION_REASONS.some((known) => known.code === reason && known.needsReplacement);

/**
 * What stops a cancellation being sent (docs/product.md 93): a reason from c_MotivoCancelacion, and
 * for 01 (issued with errors, already replaced) the replacing invoice's folio fiscal, which can be
 * neither malformed nor the cancelled invoice's own.
 */
export function cancelInvoiceProblems(
  values: CancelInvoiceValues,
  cancelledUuid: string,
): FieldErrors<CancelInvoiceValues> {
  if (!isCancellationReason(values.reason)) return { reason: m.back_office_invoice_cancel_reason_required() };
  if (!needsReplacement(values.reason)) return {};
  const uuid = normalizeFolioFiscal(values.replacementUuid);
  if (uuid === "") return { replacementUuid: m.back_office_invoice_cancel_replacement_required() };
  if (!FOLIO_FISCAL_PATTERN.test(uuid))
    return { replacementUuid: m.back_office_invoice_cancel_replacement_format() };
  if (uuid === normalizeFolioFiscal(cancelledUuid))
    return { replacementUuid: m.back_office_invoice_cancel_replacement_same() };
  return {};
}

/** The request the values make: the folio fiscal only goes with the reason that needs it. */
export function cancelInvoiceInput(values: CancelInvoiceValues): CancelInvoiceInput {
  if (!isCancellationReason(values.reason)) throw new Error(`Not a cancellation reason: ${values.reason}`);
  return needsReplacement(values.reason)
    ? { reason: values.reason, replacementUuid: normalizeFolioFiscal(values.replacementUuid) }
    : { reason: values.reason };
}

interface CancelInvoiceDialogProps {
  invoice: InvoiceView;
  /** The reasons that fit what was refunded of the order (CANCELLATION_REASONS_BY_REFUND). */
  reasons: CancellationReason[];
  busy: boolean;
  /** Sends the cancellation; `refused` gets a 400, whose message the dialog shows by its field or on its own. */
  onConfirm: (input: CancelInvoiceInput, refused: (error: ApiError) => void) => void;
  onCancel: () => void;
}

/** Asks for the SAT's cancellation reason (and the replacing folio fiscal for 01) before cancelling. */
export function CancelInvoiceDialog({
  invoice,
  reasons: allowed,
  busy,
  onConfirm,
  onCancel,
}: CancelInvoiceDialogProps) {
  const reasons = CANCELLATION_REASONS.filter((reason) => allowed.includes(reason.code));
  const form = useForm<CancelInvoiceValues>({
    initial: { reason: allowed.length === 1 ? (allowed[0] ?? "") : "", replacementUuid: "" },
    validate: (values) => cancelInvoiceProblems(values, invoice.uuid),
    // Only once confirmed: opening the dialog passes the focus through the select on its way to Cancel.
    live: false,
    idPrefix: "invoice-cancel-",
    busy,
  });

  const chosenReason = reasons.find((reason) => reason.code === form.values.reason);

  const refused = (error: ApiError) => {
    const fields = {
      reason: error.fields?.reason,
      replacementUuid: error.fields?.replacementUuid,
    };
    if (fields.reason || fields.replacementUuid) form.report(fields, { focus: true });
    else form.setMessage(error.message);
  };

  return (
    <ConfirmDialog
      title={m.back_office_invoice_cancel_title({ invoice: serieFolio(invoice) })}
      message={m.back_office_invoice_cancel_message()}
      confirmLabel={m.back_office_invoice_cancel_confirm()}
      // Not "Cancel" beside "Cancel with the SAT".
      dismissLabel={m.back_office_dialog_back()}
      busy={busy}
      onConfirm={form.submit((values) => onConfirm(cancelInvoiceInput(values), refused))}
      onCancel={onCancel}
    >
      <div className="space-y-4">
        {form.message && (
          <p role="alert" className="rounded-lg bg-danger/10 p-3 font-medium text-danger-fg">
            {form.message}
          </p>
        )}
        <SelectField
          {...form.field("reason")}
          label={m.back_office_invoice_cancel_reason()}
          // A select shows one line: the SAT's long names were cut ("02 - Comprobante emitido con erro").
          hint={chosenReason ? satEntry(chosenReason.code, chosenReason.name) : undefined}
        >
          <option value="" disabled>
            {m.back_office_invoice_cancel_reason_choose()}
          </option>
          {reasons.map((reason) => (
            <option key={reason.code} value={reason.code}>
              {satEntry(reason.code, reason.name)}
            </option>
          ))}
        </SelectField>
        {needsReplacement(form.values.reason) && (
          <TextField
            {...form.field("replacementUuid")}
            label={m.back_office_invoice_cancel_replacement()}
            hint={m.back_office_invoice_cancel_replacement_hint()}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            required
          />
        )}
      </div>
    </ConfirmDialog>
  );
}
