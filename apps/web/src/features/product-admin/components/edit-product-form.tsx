import type { AdminProduct, AdminVariant, ProductFacts } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { pesosToCents } from "@hogar/shared/money";
import { EMPTY_FACTS, factsInput, productFactsProblems } from "@hogar/shared/product-facts-rules";
import { productProblems } from "@hogar/shared/product-rules";
import { variantLabel } from "@hogar/shared/variant-choices";
import { type FormEvent, useRef, useState } from "react";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { getProduct } from "../api/get-product.ts";
import { type CurrentPicture, useUpdateProduct } from "../api/update-product.ts";
import { CurrentPictures, type PictureChoice } from "./current-pictures.tsx";
import { ProductFields } from "./product-fields.tsx";
import {
  fileProblems,
  hasProblems,
  type ProductFormValues,
  reportSaveError,
  withVariantProblems,
} from "./product-form-values.ts";
import { rowControlId, useVariants } from "./use-variants.ts";
import { rowsArchiving, rowsOf, sentRows } from "./variant-rows.ts";

/** What the form needs of the product being changed. */
export interface EditableProduct {
  id: string;
  name: string;
  category: string;
  /** Centavos. */
  price: number;
  stock: number;
  description: string;
  images: CurrentPicture[];
  /** Absent or blank for a product added before facts existed. */
  facts?: ProductFacts;
  /** Its options and variants, archived ones too (issue 19); none for a product without. */
  optionNames?: string[];
  variants?: AdminVariant[];
}

function valuesOf(product: EditableProduct): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    images: "",
    files: [],
    stock: String(product.stock),
    price: (product.price / 100).toFixed(2),
    description: product.description,
    ...(product.facts ? factsInput(product.facts) : EMPTY_FACTS),
    optionNames: (product.optionNames ?? []).join(", "),
    variants: rowsOf(product.variants, product.images),
  };
}

/** The add form's rules, with the kept pictures counted and stock 0 (sold out) allowed (docs/product.md 77). */
function problemsOf(values: ProductFormValues, kept: readonly string[]) {
  return {
    ...withVariantProblems(
      productProblems(values, values.files.length, { keptImages: kept.length }),
      values,
      kept,
    ),
    // A product added before facts existed may keep them blank.
    ...productFactsProblems(values, { required: false }),
    files: fileProblems(values.files),
  };
}

/**
 * The add form's fields and rules for a product that exists, with its current pictures to keep,
 * remove or reorder; saved with PUT /api/admin/products/:id. The parent gives it a new `key` after a
 * save, so it starts again from the product as saved.
 */
export function EditProductForm({
  product,
  onSaved,
}: {
  product: EditableProduct;
  /**
   * Takes the product as the server has it: after a save, when the form starts again from it, or
   * after a 409 reloaded it (`restartForm: false`: the form keeps what was typed).
   */
  onSaved: (saved: AdminProduct, options?: { restartForm?: boolean }) => void;
}) {
  const update = useUpdateProduct();
  // The stock this form loaded, which the server checks before writing a new one (docs/product.md 26).
  const [stockWas, setStockWas] = useState(product.stock);
  const [choices, setChoices] = useState<PictureChoice[]>(() =>
    product.images.map((picture) => ({ picture, keep: true })),
  );
  // Numbered as the list above numbers them, removed ones counted: one picture, one name on the page.
  const keptPictures = choices.flatMap((choice, i) =>
    choice.keep ? [{ ...choice.picture, place: i + 1 }] : [],
  );
  const kept = keptPictures.map((picture) => picture.id);
  const form = useForm({
    initial: valuesOf(product),
    validate: (values) => problemsOf(values, kept),
    live: true,
    idPrefix: "product-",
    busy: update.isPending,
    keepMessage: true,
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const variants = useVariants(form, kept);
  // A save that archives variants, waiting for the admin to confirm it: they stop being sold at once.
  const [archiving, setArchiving] = useState<{ labels: string; save: () => void } | null>(null);
  // It had options or variants: what the form says of them is sent, even none (turning it back).
  const hadVariants =
    (product.optionNames ?? []).length > 0 || (product.variants ?? []).some((variant) => !variant.archived);

  const changeChoices = (next: PictureChoice[]) => {
    setChoices(next);
    form.dismiss("images");
  };

  /**
   * After a 409 (a stock moved since the form loaded): the product again, for the page, with the stocks
   * that moved in their fields (the product's, or its variants': docs/product.md 109) for the admin to
   * check; the other fields stay as typed. If it cannot be read, the message stays and saving again
   * answers 409 again.
   */
  const reloadStock = async () => {
    const fresh = await getProduct(product.id).catch(() => undefined);
    if (!fresh) return;
    setStockWas(fresh.stock);
    form.set("stock", String(fresh.stock));
    let moved: string | undefined;
    const rows = form.values.variants.map((row) => {
      const now = fresh.variants.find((variant) => variant.id === row.id);
      if (!now || now.stock === row.stockWas) return row;
      moved ??= row.key;
      return { ...row, stock: String(now.stock), stockWas: now.stock };
    });
    form.set("variants", rows);
    onSaved(fresh, { restartForm: false });
    if (moved) variants.focus(rowControlId(moved, "stock"));
    else document.getElementById(form.idOf("stock"))?.focus();
  };

  /** Sends the form unless the product's fields or a variant's are at fault (the first then has the focus). */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const rowsAtFault = variants.tryToSave({ formAtFault: hasProblems(problemsOf(form.values, kept)) });
    form.submit((values) => {
      if (rowsAtFault) return;
      const { files, optionNames, variants: rows, ...input } = values;
      const sentKeys = sentRows(rows).map((row) => row.key);
      const withVariants = hadVariants || optionNames.trim() !== "" || sentKeys.length > 0;
      const save = () =>
        update.mutate(
          {
            id: product.id,
            input,
            keep: kept,
            files,
            stockWas,
            ...(withVariants ? { variants: variants.payload() } : {}),
          },
          {
            onSuccess: (saved) => {
              showNotice({
                type: "success",
                title: m.back_office_saved_title(),
                message: m.back_office_saved_message({ name: saved.name }),
              });
              onSaved(saved);
            },
            onError: (error) => {
              reportSaveError(form, error, m.back_office_save_failed(), {
                sentKeys,
                report: variants.report,
              });
              if (error instanceof ApiError && error.status === 409) void reloadStock();
            },
          },
        );
      const archived = rowsArchiving(rows);
      if (archived.length > 0) {
        setArchiving({ labels: archived.map((row) => variantLabel(row.options)).join(", "), save });
        return;
      }
      save();
    })(event);
  };

  const typedPrice = form.values.price.trim();
  const priceChanged =
    !variants.sells && typedPrice !== "" && pesosToCents(Number(typedPrice)) !== product.price;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="edit-product-heading"
      className="max-w-xl space-y-4 rounded-xl bg-surface p-6 shadow-sm"
    >
      <h2 id="edit-product-heading" className="text-lg font-semibold">
        {m.back_office_edit_heading()}
      </h2>
      <FormMessage form={form} />
      <ProductFields
        form={form}
        fileInput={fileInput}
        minStock={0}
        pictures={<CurrentPictures choices={choices} onChange={changeChoices} />}
        variants={variants}
        variantPictures={keptPictures}
      />
      {priceChanged && <p className="text-sm text-muted">{m.back_office_edit_price_kept()}</p>}
      <BusyButton busy={update.isPending} type="submit" className={`${primaryButtonClass} w-full`}>
        {m.back_office_edit_submit()}
      </BusyButton>
      {archiving && (
        <ConfirmDialog
          title={m.variants_archive_confirm_title()}
          message={m.variants_archive_confirm_message({ labels: archiving.labels })}
          confirmLabel={m.variants_archive_confirm()}
          dismissLabel={m.back_office_dialog_back()}
          onConfirm={() => {
            setArchiving(null);
            archiving.save();
          }}
          onCancel={() => setArchiving(null)}
        />
      )}
    </form>
  );
}
