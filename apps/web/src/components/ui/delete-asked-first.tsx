import { useState } from "react";
import { BusyButton } from "./busy-button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { dangerButtonClass } from "./form-styles.ts";

interface DeleteAskedFirstProps {
  label: string;
  /** What the button says to a screen reader, when its words alone do not name the item. */
  ariaLabel?: string;
  ariaDescribedBy?: string;
  /** Another action on the same item is under way. */
  blocked?: boolean;
  busy: boolean;
  /** The question, and its buttons: delete, and keep the item. */
  question: { title: string; message: string; confirmLabel: string; dismissLabel: string };
  /** Deletes the item; `failed` closes the question (the deletion's notice says why). */
  onDelete: (failed: () => void) => void;
}

/**
 * A Delete button that asks first, as a cancelled order does: a saved address or card went at one
 * tap, and a second tap meant for the next tile deleted that one too. Keeping the item is the safe
 * choice the question focuses.
 */
export function DeleteAskedFirst({
  label,
  ariaLabel,
  ariaDescribedBy,
  blocked,
  busy,
  question,
  onDelete,
}: DeleteAskedFirstProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <BusyButton
        busy={busy}
        blocked={blocked}
        type="button"
        aria-label={ariaLabel}
        aria-describedby={ariaDescribedBy}
        onClick={() => setAsking(true)}
        className={dangerButtonClass}
      >
        {label}
      </BusyButton>
      {asking && (
        <ConfirmDialog
          {...question}
          busy={busy}
          onConfirm={() => onDelete(() => setAsking(false))}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
