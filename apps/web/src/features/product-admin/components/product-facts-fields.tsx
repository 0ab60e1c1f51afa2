import { m } from "@hogar/shared/messages";
import { COLOUR_LABELS, COLOURS, MATERIAL_LABELS, MATERIALS } from "@hogar/shared/product-facts-lists";
import { FACTS_LIMITS, materialIds } from "@hogar/shared/product-facts-rules";
import type { ReactNode } from "react";
import { SelectField, TextField } from "../../../components/ui/field.tsx";
import type { ProductForm } from "./product-form-values.ts";

/** A group's message under it, linked from the fieldset (as Field does for one control). */
function GroupError({ id, error }: { id: string; error: ReturnType<ProductForm["errorOf"]> }) {
  if (!error || error.length === 0) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-danger-fg">
      {error.toString()}
    </p>
  );
}

function Group({
  legend,
  hint,
  errorId,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  errorId: string;
  error: ReturnType<ProductForm["errorOf"]>;
  children: ReactNode;
}) {
  const hintId = hint ? `${errorId}-hint` : undefined;
  const described = [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={described}>
      <legend className="mb-1 font-medium text-fg">{legend}</legend>
      {hint && (
        <p id={hintId} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      <GroupError id={errorId} error={error} />
    </fieldset>
  );
}

/**
 * The facts of a product in the add and edit forms (docs/product.md 107): width, depth
 * and height in cm, weight in kg, materials, colour and assembly. The shared rules judge them, as the
 * server does. The first control of a group carries the group's id, so a fault there takes the focus.
 */
export function ProductFactsFields({ form }: { form: ProductForm }) {
  const chosen = materialIds(form.values.materials);
  const setMaterials = (material: string, on: boolean) => {
    const next = on ? [...chosen, material] : chosen.filter((id) => id !== material);
    form.set("materials", next.join(","));
    form.touch("materials");
  };
  const setAssembly = (value: "yes" | "no") => {
    form.set("assemblyRequired", value);
    form.touch("assemblyRequired");
  };
  const number = { type: "number", inputMode: "numeric", min: 1, step: 1 } as const;
  return (
    <fieldset className="space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold">{m.facts_fields_legend()}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...form.field("widthCm")} label={m.facts_field_width()} {...number} />
        <TextField {...form.field("depthCm")} label={m.facts_field_depth()} {...number} />
        <TextField {...form.field("heightCm")} label={m.facts_field_height()} {...number} />
      </div>
      <TextField
        {...form.field("weightKg")}
        label={m.facts_field_weight()}
        hint={m.facts_field_weight_hint()}
        type="number"
        inputMode="decimal"
        min={0.1}
        step={0.1}
      />
      <Group
        legend={m.facts_field_materials()}
        hint={m.facts_field_materials_hint({ max: FACTS_LIMITS.materialsMax })}
        errorId={`${form.idOf("materials")}-error`}
        error={form.errorOf("materials")}
      >
        <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
          {MATERIALS.map((material, i) => (
            <label key={material} className="flex items-center gap-2">
              <input
                type="checkbox"
                id={i === 0 ? form.idOf("materials") : undefined}
                checked={chosen.includes(material)}
                onChange={(event) => setMaterials(material, event.target.checked)}
                className="size-4 accent-primary"
              />
              {MATERIAL_LABELS[material]()}
            </label>
          ))}
        </div>
      </Group>
      <SelectField {...form.field("colour")} label={m.facts_field_colour()}>
        <option value="">{m.facts_field_colour_choose()}</option>
        {COLOURS.map((colour) => (
          <option key={colour} value={colour}>
            {COLOUR_LABELS[colour]()}
          </option>
        ))}
      </SelectField>
      <Group
        legend={m.facts_field_assembly()}
        errorId={`${form.idOf("assemblyRequired")}-error`}
        error={form.errorOf("assemblyRequired")}
      >
        <div className="flex flex-wrap gap-4">
          {(
            [
              ["yes", m.facts_field_assembly_yes()],
              ["no", m.facts_field_assembly_no()],
            ] as const
          ).map(([value, label], i) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={form.idOf("assemblyRequired")}
                id={i === 0 ? form.idOf("assemblyRequired") : undefined}
                value={value}
                checked={form.values.assemblyRequired === value}
                onChange={() => setAssembly(value)}
                className="size-4 accent-primary"
              />
              {label}
            </label>
          ))}
        </div>
      </Group>
    </fieldset>
  );
}
