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
  disabled = false,
  onCancel,
}: {
  label: string;
  busy: boolean;
  /** For a form that enables its button only for valid input. */
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <BusyButton type="submit" busy={busy} disabled={disabled} className={primaryButtonClass}>
        {label}
      </BusyButton>
      <button type="button" onClick={onCancel} className={secondaryButtonClass}>
        {m.common_cancel()}
      </button>
    </div>
  );
}
