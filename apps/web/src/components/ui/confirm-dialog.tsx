import { m } from "@hogar/shared/messages";
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { BusyButton } from "./busy-button.tsx";
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
 * Runs `move` (a focus move after the dialog's action) once the dialog unmounted with the same
 * render has closed: while it is open the rest of the page is inert and refuses the focus.
 */
export function afterDialogCloses(move: () => void): void {
  requestAnimationFrame(move);
}

/**
 * A small modal question (native <dialog> opened with showModal: the rest of the page is inert and
 * Escape cancels). Mount it to open it and unmount it to close it. Closed, it gives the focus back
 * to what had it before (the button that asked), unless the page moved it somewhere on purpose.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  dismissLabel,
  busy = false,
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
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // The safe choice gets the focus.
    cancelRef.current?.focus();
    return () => {
      dialog.close();
      // The dialog is gone from the page by now, and the focus it held with it: after the opener's
      // own handlers (a heading focused after a cancel), the focus is only given back if it is lost.
      requestAnimationFrame(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    };
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
          <BusyButton busy={busy} type="submit" className={dangerButtonClass}>
            {confirmLabel}
          </BusyButton>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
