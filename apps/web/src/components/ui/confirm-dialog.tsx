import { m } from "@hogar/shared/messages";
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { dangerButtonClass, secondaryButtonClass } from "./form-styles.ts";

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /**
   * The button that leaves things as they are ("Cancel" unless said). A question about cancelling
   * names it otherwise, so "Cancel" never sits beside "Yes, cancel the order".
   */
  dismissLabel?: string;
  busy?: boolean;
  /** Fields the answer needs (a password), between the message and the buttons; Enter in one confirms. */
  children?: ReactNode;
  /** The confirm button or Enter; it gets the submit event, so a `useForm` submit handler fits. */
  onConfirm: (event: FormEvent<HTMLFormElement>) => void;
  /** Cancel or Escape. */
  onCancel: () => void;
}

/**
 * A small modal question (native <dialog> opened with showModal: the rest of the page is inert and
 * Escape cancels). Mount it to open it; the opener unmounts it and moves focus back.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  dismissLabel,
  busy,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // The safe choice gets the focus.
    cancelRef.current?.focus();
    return () => dialog.close();
  }, []);

  return createPortal(
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[24rem] max-w-[calc(100vw-2rem)] rounded-xl bg-surface p-6 text-fg shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p id={messageId} className="mt-2 text-muted">
        {message}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog is portalled, but React events still bubble to the opener's ancestors.
          event.stopPropagation();
          if (!busy) onConfirm(event);
        }}
      >
        {children && <div className="mt-4">{children}</div>}
        <div className="mt-6 flex justify-end gap-3">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            disabled={busy}
            className={secondaryButtonClass}
          >
            {dismissLabel ?? m.common_cancel()}
          </button>
          <button type="submit" disabled={busy} aria-busy={busy} className={dangerButtonClass}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
