import { CATEGORIES, CATEGORY_TITLES } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { COLOUR_LABELS, COLOURS, MATERIAL_LABELS, MATERIALS } from "@hogar/shared/product-facts-lists";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { TextField } from "../../../components/ui/field.tsx";
import { secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { changedSearch, type FindingState, setList } from "../finding-url.ts";

// The swatch beside a colour's name; the name says it, so the swatch is decoration.
const SWATCHES: Record<(typeof COLOURS)[number], string> = {
  white: "#ffffff",
  black: "#1f1f1f",
  grey: "#8c8c8c",
  beige: "#e3d3b8",
  brown: "#6b4a32",
  natural: "#c49a6c",
  blue: "#2d5fa8",
  green: "#3f7a5a",
  red: "#b5332e",
  yellow: "#d9a531",
};

interface FindingFiltersProps {
  search: URLSearchParams;
  state: FindingState;
  /** The URL's new parameters; the page goes there (a new history entry, so Back undoes it). */
  onChange: (next: URLSearchParams) => void;
}

function CheckboxGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-border pt-3">
      <legend className="float-left mb-2 w-full font-semibold">{legend}</legend>
      <div className="clear-left flex flex-col gap-1.5">{children}</div>
    </fieldset>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
  swatch,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  swatch?: string;
}) {
  return (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-primary"
      />
      {swatch && (
        <span
          aria-hidden="true"
          className="size-4 rounded-full ring-1 ring-border"
          style={{ backgroundColor: swatch }}
        />
      )}
      {label}
    </label>
  );
}

/** The price range beside the spec's bands: both ends optional, in pesos, inclusive. */
function PriceRange({
  state,
  onApply,
}: {
  state: FindingState;
  onApply: (min: string, max: string) => void;
}) {
  const id = useId();
  const [min, setMin] = useState(state.minPrice?.toString() ?? "");
  const [max, setMax] = useState(state.maxPrice?.toString() ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  // The range the address asks for (Back, Clear filters, an applied range) fills the fields. The form
  // is not made anew for it: the field or button the shopper used would go, and the focus with it.
  useEffect(() => {
    setMin(state.minPrice?.toString() ?? "");
    setMax(state.maxPrice?.toString() ?? "");
    setProblem(null);
  }, [state.minPrice, state.maxPrice]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = (text: string) => text.trim() === "" || /^\d+(\.\d{1,2})?$/.test(text.trim());
    if (!valid(min) || !valid(max)) return setProblem(m.finding_price_not_number());
    if (min.trim() && max.trim() && Number(min) > Number(max))
      return setProblem(m.finding_price_min_above_max());
    setProblem(null);
    onApply(min.trim(), max.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="border-t border-border pt-3">
      <fieldset>
        <legend className="mb-2 font-semibold">{m.finding_price_range()}</legend>
        <div className="flex gap-2">
          {(
            [
              ["min", m.finding_min_price(), min, setMin],
              ["max", m.finding_max_price(), max, setMax],
            ] as const
          ).map(([end, label, value, set]) => (
            <div key={end} className="min-w-0 flex-1">
              {/* One message says what is wrong with the range; both ends are described by it. */}
              <TextField
                id={`${id}-${end}`}
                label={label}
                labelClassName="mb-1 block text-sm font-medium"
                problemId={problem ? `${id}-problem` : undefined}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={value}
                onChange={(event) => set(event.target.value)}
              />
            </div>
          ))}
        </div>
      </fieldset>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-sm font-medium text-danger-fg">
          {problem}
        </p>
      )}
      <button type="submit" className={`${secondaryButtonClass} mt-2 w-full`}>
        {m.finding_apply_price()}
      </button>
    </form>
  );
}

/**
 * Filters of the search and "See all" pages (docs/product.md 108): several rooms,
 * colours and materials, in stock only, and a price range. Each change is a new URL.
 */
export function FindingFilters({ search, state, onChange }: FindingFiltersProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggle =
    <T extends string>(key: string, chosen: readonly T[], value: T) =>
    (on: boolean) =>
      onChange(
        changedSearch(search, (next) =>
          setList(next, key, on ? [...chosen, value] : chosen.filter((v) => v !== value)),
        ),
      );
  const applyPrice = (min: string, max: string) =>
    onChange(
      changedSearch(search, (next) => {
        if (min) next.set("minPrice", min);
        else next.delete("minPrice");
        if (max) next.set("maxPrice", max);
        else next.delete("maxPrice");
      }),
    );

  return (
    <section aria-labelledby={`${panelId}-heading`} className="lg:w-60 lg:shrink-0">
      <h2 id={`${panelId}-heading`} className="sr-only lg:not-sr-only lg:mb-3 lg:text-lg lg:font-semibold">
        {m.finding_filters()}
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={`${secondaryButtonClass} lg:hidden`}
      >
        {open ? m.finding_hide_filters() : m.finding_show_filters()}
      </button>
      <div id={panelId} className={`${open ? "flex" : "hidden"} mt-3 flex-col gap-4 lg:mt-0 lg:flex`}>
        <CheckboxGroup legend={m.finding_rooms()}>
          {CATEGORIES.map((category) => (
            <Checkbox
              key={category}
              label={CATEGORY_TITLES[category]()}
              checked={state.category.includes(category)}
              onChange={toggle("category", state.category, category)}
            />
          ))}
        </CheckboxGroup>
        <CheckboxGroup legend={m.finding_availability()}>
          <Checkbox
            label={m.finding_in_stock_only()}
            checked={state.inStock}
            onChange={(on) =>
              onChange(
                changedSearch(search, (next) => (on ? next.set("inStock", "true") : next.delete("inStock"))),
              )
            }
          />
        </CheckboxGroup>
        {/* Filled from the URL's prices, so a price band chosen from the menu shows here too. */}
        <PriceRange state={state} onApply={applyPrice} />
        <CheckboxGroup legend={m.finding_colour()}>
          {COLOURS.map((colour) => (
            <Checkbox
              key={colour}
              label={COLOUR_LABELS[colour]()}
              swatch={SWATCHES[colour]}
              checked={state.colour.includes(colour)}
              onChange={toggle("colour", state.colour, colour)}
            />
          ))}
        </CheckboxGroup>
        <CheckboxGroup legend={m.finding_material()}>
          {MATERIALS.map((material) => (
            <Checkbox
              key={material}
              label={MATERIAL_LABELS[material]()}
              checked={state.material.includes(material)}
              onChange={toggle("material", state.material, material)}
            />
          ))}
        </CheckboxGroup>
      </div>
    </section>
  );
}
