import { m } from "@hogar/shared/messages";
import { HIDE_REASON_MAX, hideReasonProblem } from "@hogar/shared/review-rules";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { TextAreaField } from "../../../components/ui/field.tsx";
import { useForm } from "../../../components/ui/use-form.ts";

interface HideReviewDialogProps {
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Hiding a review asks why; the reason goes to the audit log, not to the shopper (docs/product.md 98). */
export function HideReviewDialog({ busy, onConfirm, onCancel }: HideReviewDialogProps) {
  const form = useForm({
    initial: { reason: "" },
    validate: ({ reason }) => ({ reason: hideReasonProblem(reason) }),
    // As the note dialog: only once confirmed, since opening it passes the focus through the field.
    live: false,
    idPrefix: "hide-review-",
    busy,
  });
  return (
    <ConfirmDialog
      title={m.reviews_admin_hide_title()}
      message={m.reviews_admin_hide_message()}
      confirmLabel={m.reviews_admin_hide()}
      busy={busy}
      onConfirm={form.submit((values) => onConfirm(values.reason.trim()))}
      onCancel={onCancel}
    >
      <TextAreaField
        {...form.field("reason")}
        label={m.reviews_admin_reason()}
        hint={m.reviews_admin_reason_hint()}
        rows={3}
        maxLength={HIDE_REASON_MAX}
      />
    </ConfirmDialog>
  );
}
