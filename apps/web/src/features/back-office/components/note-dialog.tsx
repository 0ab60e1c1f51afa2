import { m } from "@hogar/shared/messages";
import { STAFF_NOTE_MAX, staffNoteProblem } from "@hogar/shared/order-rules";
import type { ComponentProps, ReactNode } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { TextAreaField } from "../../../components/ui/field.tsx";
import { useForm } from "../../../components/ui/use-form.ts";

interface NoteDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
  /** More controls, under the reason. */
  children?: ReactNode;
}

/**
 * A confirmation that asks for the shop's reason, which the shopper reads (docs/product.md 72-73).
 * Its other button says "Go back": "Cancel" beside "Cancel with refund" read as the same thing.
 */
export function NoteDialog({
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  children,
}: NoteDialogProps) {
  const form = useForm({
    initial: { note: "" },
    validate: ({ note }) => ({ note: staffNoteProblem(note) }),
    // Only once confirmed: opening the dialog passes the focus through the field (showModal focuses
    // the first control, then the dialog moves it to Go back), which would count as leaving it.
    live: false,
    idPrefix: "staff-",
    busy,
  });
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      dismissLabel={m.back_office_dialog_back()}
      busy={busy}
      onConfirm={form.submit((values) => onConfirm(values.note.trim()))}
      onCancel={onCancel}
    >
      <StaffNoteField {...form.field("note")} />
      {children}
    </ConfirmDialog>
  );
}

/** The shop's reason, which the shopper reads: a cancellation's, a refused return's, a refund's. */
export function StaffNoteField(props: Omit<ComponentProps<typeof TextAreaField>, "label" | "hint">) {
  return (
    <TextAreaField
      {...props}
      label={m.back_office_note_label()}
      hint={m.back_office_note_hint()}
      rows={3}
      maxLength={STAFF_NOTE_MAX}
    />
  );
}
