import { m } from "@hogar/shared/messages";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";

/**
 * The row under a My Data form (docs/product.md 58-60): its submit button, marked busy while the
 * request is under way, and Cancel, which closes the form unsaved.
 */
export function FormButtons({
  label,
  busy,
  disabled = busy,
  onCancel,
}: {
  label: string;
  busy: boolean;
  /** Defaults to `busy`; a form that enables its button only for valid input passes its own. */
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" disabled={disabled} aria-busy={busy} className={primaryButtonClass}>
        {label}
      </button>
      <button type="button" onClick={onCancel} className={secondaryButtonClass}>
        {m.common_cancel()}
      </button>
    </div>
  );
}
