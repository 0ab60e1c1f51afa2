import { m } from "@hogar/shared/messages";
import { type ChoiceState, optionChoices } from "@hogar/shared/variant-choices";
import type { ProductVariant } from "@hogar/shared/variants";
import { useId } from "react";

const NOTES: Record<Exclude<ChoiceState, "available">, () => string> = {
  sold_out: () => m.variants_sold_out(),
  not_offered: () => m.variants_not_offered(),
};

interface VariantPickerProps {
  /** The product's option names, in order: one radio group each, named by it. */
  optionNames: string[];
  variants: ProductVariant[];
  chosen: ProductVariant;
  /** A value picked for the option at `index`. */
  onPick: (index: number, value: string) => void;
}

/**
 * The product page's variant picker (docs/product.md 106): a radio group per option,
 * its legend the option's name. A value that cannot be had with the other choices says so in its
 * label ("sold out", "not offered") and stays pickable: picking it moves the other choices to a
 * variant that has it.
 */
export function VariantPicker({ optionNames, variants, chosen, onPick }: VariantPickerProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      {optionNames.map((optionName, index) => (
        <fieldset key={optionName}>
          <legend className="mb-2 font-medium">{optionName}</legend>
          <div className="flex flex-wrap gap-2">
            {optionChoices(variants, chosen, index).map(({ value, state }) => (
              <label
                key={value}
                className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${
                  state === "available" ? "border-border" : "border-dashed border-border text-muted"
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-${index}`}
                  value={value}
                  checked={chosen.options[index] === value}
                  onChange={() => onPick(index, value)}
                  className="accent-primary"
                />
                {state === "available" ? value : m.variants_value_with_note({ value, note: NOTES[state]() })}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
