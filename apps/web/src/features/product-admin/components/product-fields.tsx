import { CATEGORIES, CATEGORY_TITLES } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { PRODUCT_LIMITS, UPLOAD_MAX_FILES, UPLOAD_TYPES } from "@hogar/shared/product-rules";
import type { ChangeEvent, ComponentProps, ReactNode, Ref } from "react";
import {
  Field,
  type FieldMessage,
  SelectField,
  TextAreaField,
  TextField,
} from "../../../components/ui/field.tsx";
import type { NumberedPicture } from "../api/update-product.ts";
import { ProductFactsFields } from "./product-facts-fields.tsx";
import { MAX_MB, type ProductForm } from "./product-form-values.ts";
import type { VariantsState } from "./use-variants.ts";
import { VariantsEditor } from "./variants-editor.tsx";

const DERIVED_NOTE_ID = "product-derived-note";

/**
 * The product's own stock or price. While it sells variants the field is read-only and says, in a
 * note shared by both, that its figure comes from them (the server ignores it then).
 */
function AmountField({
  derived,
  error,
  hint,
  label,
  ...input
}: ComponentProps<"input"> & {
  id: string;
  /** While the product sells variants, the figure they give it (what was typed before is kept). */
  derived: string | null;
  label: string;
  hint?: string;
  error?: FieldMessage;
}) {
  if (derived === null) return <TextField {...input} label={label} hint={hint} error={error} />;
  return (
    <Field id={input.id} label={label}>
      {(control) => (
        <input
          {...input}
          {...control}
          value={derived}
          readOnly
          aria-describedby={[control["aria-describedby"], DERIVED_NOTE_ID].filter(Boolean).join(" ")}
        />
      )}
    </Field>
  );
}

/**
 * The fields of a product, shared by adding one and changing one (docs/product.md 37, 77): name, room,
 * pictures (what `pictures` shows first, then web addresses and uploads), stock, price, description,
 * facts, and the variants editor (issue 19), whose variants on sale make the stock and price theirs.
 */
export function ProductFields({
  form,
  fileInput,
  pictures,
  minStock,
  variants,
  variantPictures,
}: {
  form: ProductForm;
  fileInput: Ref<HTMLInputElement>;
  /** The product's current pictures, when changing one. */
  pictures?: ReactNode;
  /** 1 to add a product; 0 when changing one marks it sold out. */
  minStock: 0 | 1;
  variants: VariantsState;
  /** The product's pictures as they will be saved, which its variants may show; null when adding it. */
  variantPictures: readonly NumberedPicture[] | null;
}) {
  const changeFiles = (event: ChangeEvent<HTMLInputElement>) => {
    form.set("files", Array.from(event.target.files ?? []));
    // A chosen file is judged at once, not when the field is left.
    form.touch("files");
    // Files and addresses count together, so the images message may change too.
    form.dismiss("images");
  };
  return (
    <>
      <TextField
        {...form.field("name")}
        label={m.back_office_field_name()}
        maxLength={PRODUCT_LIMITS.nameMax}
      />
      <SelectField {...form.field("category")} label={m.back_office_field_category()}>
        <option value="">{m.back_office_field_category_choose()}</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {CATEGORY_TITLES[category]()}
          </option>
        ))}
      </SelectField>
      {pictures}
      <TextField
        {...form.field("images")}
        label={m.back_office_field_images()}
        hint={m.back_office_field_images_hint()}
        inputMode="url"
      />
      <TextField
        id={form.idOf("files")}
        ref={fileInput}
        name="files"
        label={m.back_office_field_files()}
        hint={m.back_office_field_files_hint({ mb: MAX_MB, files: UPLOAD_MAX_FILES })}
        error={form.errorOf("files")}
        type="file"
        accept={UPLOAD_TYPES.join(",")}
        multiple
        onChange={changeFiles}
        onBlur={() => form.touch("files")}
        className="file:mr-3 file:rounded-md file:border-0 file:bg-primary/15 file:px-3 file:py-1 file:font-medium file:text-fg"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          // Its own element once derived: Preact left the typed figure in the one it reused.
          key={variants.sells ? "derived-stock" : "stock"}
          {...form.field("stock")}
          derived={variants.sells ? variants.derived.stock : null}
          label={m.back_office_field_stock()}
          type="number"
          inputMode="numeric"
          min={minStock}
          step={1}
        />
        <AmountField
          // Its own element once derived: Preact left the typed figure in the one it reused.
          key={variants.sells ? "derived-price" : "price"}
          {...form.field("price")}
          derived={variants.sells ? variants.derived.price : null}
          label={m.back_office_field_price()}
          hint={m.back_office_field_price_hint()}
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
        />
      </div>
      {variants.sells && (
        <p id={DERIVED_NOTE_ID} className="text-sm text-muted">
          {m.variants_derived_note()}
        </p>
      )}
      <TextAreaField
        {...form.field("description")}
        label={m.back_office_field_description()}
        rows={5}
        maxLength={PRODUCT_LIMITS.descriptionMax}
      />
      <ProductFactsFields form={form} />
      <VariantsEditor form={form} variants={variants} pictures={variantPictures} />
    </>
  );
}
