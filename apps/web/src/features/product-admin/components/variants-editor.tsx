import { m } from "@hogar/shared/messages";
import { PRODUCT_LIMITS } from "@hogar/shared/product-rules";
import { VARIANT_LIMITS } from "@hogar/shared/variants";
import { TextField } from "../../../components/ui/field.tsx";
import { secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { LineImage } from "../../../components/ui/line-image.tsx";
import type { NumberedPicture } from "../api/update-product.ts";
import type { ProductForm } from "./product-form-values.ts";
import { optionFaults, rowControlId, type VariantsState } from "./use-variants.ts";
import type { VariantRow } from "./variant-rows.ts";

const errorClass = "mt-1 text-sm font-medium text-danger-fg";

/** Which of the product's pictures show this variant: any but the cover, which shows the product. */
function RowPictures({
  row,
  variants,
  pictures,
}: {
  row: VariantRow;
  variants: VariantsState;
  pictures: readonly NumberedPicture[] | null;
}) {
  const id = rowControlId(row.key, "pictures");
  const error = variants.errorOf(row, "pictures");
  const [cover, ...choices] = pictures ?? [];
  // A picture of the variant's moved to the cover (or the cover before it removed) stops showing it.
  const lostToCover = cover && row.pictures.includes(cover.id) ? cover : undefined;
  const described = [
    choices.length > 0 ? `${id}-hint` : `${id}-none`,
    lostToCover ? `${id}-cover` : undefined,
    error ? `${id}-error` : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  const toggle = (pictureId: string, on: boolean) => {
    const next = on ? [...row.pictures, pictureId] : row.pictures.filter((chosen) => chosen !== pictureId);
    variants.change(row.key, { pictures: next }, "pictures");
    variants.touch(row.key, "pictures");
  };
  return (
    <fieldset aria-describedby={described} disabled={row.archived}>
      <legend className="mb-1 font-medium text-fg">{m.variants_field_pictures()}</legend>
      {choices.length === 0 ? (
        <p id={`${id}-none`} className="text-sm text-muted">
          {m.variants_pictures_none()}
        </p>
      ) : (
        <>
          <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
            {m.variants_pictures_hint()}
          </p>
          <ul className="flex flex-wrap gap-3">
            {choices.map((picture) => (
              <li key={picture.id}>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    id={picture === choices[0] ? id : undefined}
                    checked={row.pictures.includes(picture.id)}
                    onChange={(event) => toggle(picture.id, event.target.checked)}
                    aria-invalid={error ? true : undefined}
                    className="size-4 accent-primary"
                  />
                  <LineImage image={picture} size={40} />
                  {m.back_office_picture_name({ place: picture.place })}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      {lostToCover && (
        <p id={`${id}-cover`} className="mt-1 text-sm font-medium text-fg">
          {m.variants_picture_now_cover({ place: lostToCover.place })}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * One variant: a value per option, SKU, price, stock and pictures; a new one may go, a saved one be
 * archived, an archived one put back on sale.
 */
function RowFields({
  row,
  n,
  variants,
  pictures,
}: {
  row: VariantRow;
  /** Its place in the list, from 1. */
  n: number;
  variants: VariantsState;
  pictures: readonly NumberedPicture[] | null;
}) {
  const id = (control: string) => rowControlId(row.key, control);
  const optionsError = variants.errorOf(row, "options");
  const faults = optionFaults(variants.names, row);
  const text = (field: "sku" | "price" | "stock") => ({
    id: id(field),
    value: row[field],
    error: variants.errorOf(row, field),
    disabled: row.archived,
    onChange: (event: { target: { value: string } }) =>
      variants.change(row.key, { [field]: event.target.value }, field),
    onBlur: () => variants.touch(row.key, field),
  });
  const setOption = (index: number, value: string) => {
    const options = variants.names.map((_, i) => (i === index ? value : (row.options[i] ?? "")));
    variants.change(row.key, { options }, "options");
  };
  return (
    <fieldset className="space-y-3 rounded-lg border border-border/60 p-3">
      <legend className="px-1 font-medium">
        {row.wasArchived && row.archived
          ? m.variants_row_heading_archived({ n })
          : m.variants_row_heading({ n })}
      </legend>
      {variants.names.length > 0 && (
        <div>
          <div className="grid gap-3 sm:grid-cols-3">
            {variants.names.map((name, i) => (
              <TextField
                // biome-ignore lint/suspicious/noArrayIndexKey: a value is the option's at that place
                key={i}
                id={id(`option-${i}`)}
                label={name}
                value={row.options[i] ?? ""}
                disabled={row.archived}
                maxLength={VARIANT_LIMITS.optionValueMax}
                problemId={optionsError && faults[i] ? id("options-error") : undefined}
                onChange={(event) => setOption(i, event.target.value)}
                onBlur={() => variants.touch(row.key, "options")}
              />
            ))}
          </div>
          {optionsError && (
            <p id={id("options-error")} className={errorClass}>
              {optionsError}
            </p>
          )}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          {...text("sku")}
          label={m.variants_field_sku()}
          maxLength={VARIANT_LIMITS.skuMax}
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextField
          {...text("price")}
          label={m.variants_field_price()}
          type="number"
          inputMode="decimal"
          min={PRODUCT_LIMITS.priceMin}
          step={0.01}
        />
        <TextField
          {...text("stock")}
          label={m.variants_field_stock()}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
      </div>
      <RowPictures row={row} variants={variants} pictures={pictures} />
      {row.wasArchived ? (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            id={id("archived")}
            checked={!row.archived}
            onChange={(event) => variants.change(row.key, { archived: !event.target.checked })}
            className="size-4 accent-primary"
          />
          {m.variants_restore()}
        </label>
      ) : row.id ? (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            id={id("archived")}
            checked={row.archived}
            onChange={(event) => variants.change(row.key, { archived: event.target.checked })}
            className="size-4 accent-primary"
          />
          {m.variants_archive()}
        </label>
      ) : (
        <button type="button" onClick={() => variants.remove(row.key)} className={secondaryButtonClass}>
          {m.variants_remove_new({ n })}
        </button>
      )}
    </fieldset>
  );
}

/**
 * The variants of a product in the add and edit forms (docs/product.md 105, 109):
 * its option names, then a group per variant. The shared rules judge them, as the server does; the
 * server's messages show by the row and field they name. `pictures` are the product's pictures as
 * they will be saved (edit form), null while it has none saved (add form).
 */
export function VariantsEditor({
  form,
  variants,
  pictures,
}: {
  form: ProductForm;
  variants: VariantsState;
  pictures: readonly NumberedPicture[] | null;
}) {
  const addId = form.idOf("variants");
  const listError = form.errorOf("variants");
  return (
    <fieldset
      aria-describedby="variants-editor-hint"
      className="space-y-4 rounded-lg border border-border p-4"
    >
      <legend className="px-1 font-semibold">{m.variants_editor_heading()}</legend>
      <p id="variants-editor-hint" className="text-sm text-muted">
        {m.variants_editor_hint()}
      </p>
      <TextField
        {...form.field("optionNames")}
        label={m.variants_option_names_label()}
        hint={m.variants_option_names_hint({ max: VARIANT_LIMITS.optionsMax })}
        autoComplete="off"
      />
      {variants.rows.map((row, index) => (
        <RowFields key={row.key} row={row} n={index + 1} variants={variants} pictures={pictures} />
      ))}
      <div>
        <button
          type="button"
          id={addId}
          onClick={variants.add}
          aria-describedby={listError ? `${addId}-error` : undefined}
          className={secondaryButtonClass}
        >
          {m.variants_add()}
        </button>
        {listError && (
          <p id={`${addId}-error`} className={errorClass}>
            {listError.toString()}
          </p>
        )}
      </div>
    </fieldset>
  );
}
