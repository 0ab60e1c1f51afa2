import { m } from "@hogar/shared/messages";
import { useId, useState } from "react";

interface QuantityInputProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** For a visible <label htmlFor>. */
  id?: string;
  /** Accessible name when there is no visible label, e.g. "Quantity for {name}". */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * Number input 1..max (docs/product.md 18). Typed values are clamped, and a value above max says so
 * ("You can buy up to 7.") until the next one fits; an emptied box falls back to 1 on blur. A new
 * `value` from outside (a rolled-back cart line) replaces what is shown, and the note with it.
 */
export function QuantityInput({
  id,
  value,
  max,
  onChange,
  label,
  disabled = false,
  className = "w-24",
}: QuantityInputProps) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  const [capped, setCapped] = useState(false);
  const noteId = useId();
  if (value !== shown) {
    // A value other than the one typed (a rolled-back cart line) is not the capped one any more.
    if (String(value) !== text) setCapped(false);
    setShown(value);
    setText(String(value));
  }
  const clamp = (n: number) => Math.min(max, Math.max(1, Math.trunc(n)));

  return (
    <span className="inline-flex flex-col">
      <input
        id={id}
        type="number"
        inputMode="numeric"
        aria-label={label}
        aria-describedby={noteId}
        min={1}
        max={max}
        step={1}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          const raw = event.target.value;
          if (raw === "") {
            setText("");
            return;
          }
          const typed = Number(raw);
          if (!Number.isFinite(typed)) return;
          const next = clamp(typed);
          setCapped(typed > max);
          // Preact leaves the box as typed when the state does not change ("0" over a 1 clamps to
          // the 1 already there), so the clamped value is put in the box itself.
          if (raw !== String(next)) event.currentTarget.value = String(next);
          setText(String(next));
          onChange(next);
        }}
        onBlur={() => {
          if (text === "") {
            setText("1");
            onChange(1);
          }
        }}
        className={`${className} rounded-lg border border-border bg-surface px-3 py-2 text-fg disabled:cursor-not-allowed disabled:opacity-60`}
      />
      {/* Always there, so its words are announced when they appear. Empty it takes no room, and it
          wraps within the box's width rather than widen it and move the box. */}
      <span id={noteId} role="status" className={`w-0 min-w-full text-xs text-muted ${capped ? "mt-1" : ""}`}>
        {capped ? m.common_quantity_up_to({ max }) : ""}
      </span>
    </span>
  );
}
