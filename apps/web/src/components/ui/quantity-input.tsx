import { useState } from "react";

interface QuantityInputProps {
  id: string;
  value: number;
  max: number;
  onChange: (quantity: number) => void;
}

/** Number input 1..max (DECISIONS.md 17). Typed values are clamped; an emptied box falls back to 1 on blur. */
export function QuantityInput({ id, value, max, onChange }: QuantityInputProps) {
  const [text, setText] = useState(String(value));
  const clamp = (n: number) => Math.min(max, Math.max(1, Math.trunc(n)));

  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      step={1}
      value={text}
      onChange={(event) => {
        const raw = event.target.value;
        if (raw === "") {
          setText("");
          return;
        }
        const typed = Number(raw);
        if (!Number.isFinite(typed)) return;
        const next = clamp(typed);
        setText(String(next));
        onChange(next);
      }}
      onBlur={() => {
        if (text === "") {
          setText("1");
          onChange(1);
        }
      }}
      className="w-24 rounded-lg border border-border bg-surface px-3 py-2 text-fg"
    />
  );
}
