import { m } from "@hogar/shared/messages";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";

/**
 * The row under a My Data form (docs/product.md 58-60): its submit button, busy while the request
 * is under way, and Cancel, which closes the form unsaved.
 */
export function FormButtons({
  label,
  busy,
  notReady = false,
  onCancel,
}: {
  label: string;
  busy: boolean;
  /**
   * The form is not ready to send: the button says so (aria-disabled) but stays reachable, and a
   * press names what is missing (docs/product.md 10).
   */
  notReady?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <BusyButton
        type="submit"
        busy={busy}
        aria-disabled={notReady || undefined}
        className={primaryButtonClass}
      >
        {label}
      </BusyButton>
      <button type="button" onClick={onCancel} className={secondaryButtonClass}>
        {m.common_cancel()}
      </button>
    </div>
  );
}
