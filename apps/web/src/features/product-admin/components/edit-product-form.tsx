import type { AdminProduct, ProductFacts } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { pesosToCents } from "@hogar/shared/money";
import { EMPTY_FACTS, factsInput, productFactsProblems } from "@hogar/shared/product-facts-rules";
import { productProblems } from "@hogar/shared/product-rules";
import { useRef, useState } from "react";
import { primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { getProduct } from "../api/get-product.ts";
import { type CurrentPicture, useUpdateProduct } from "../api/update-product.ts";
import { CurrentPictures, type PictureChoice } from "./current-pictures.tsx";
import { ProductFields } from "./product-fields.tsx";
import { fileProblems, type ProductFormValues, reportSaveError } from "./product-form-values.ts";

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
  };
}

/** The add form's rules, with the kept pictures counted and stock 0 (sold out) allowed (docs/product.md 77). */
function problemsOf(values: ProductFormValues, keptImages: number) {
  return {
    ...productProblems(values, values.files.length, { keptImages }),
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
  const kept = choices.filter((choice) => choice.keep).map((choice) => choice.picture.id);
  const form = useForm({
    initial: valuesOf(product),
    validate: (values) => problemsOf(values, kept.length),
    live: true,
    idPrefix: "product-",
    busy: update.isPending,
    keepMessage: true,
  });
  const fileInput = useRef<HTMLInputElement>(null);

  const changeChoices = (next: PictureChoice[]) => {
    setChoices(next);
    form.dismiss("images");
  };

  /**
   * After a 409 (the stock moved since the form loaded): the product again, for the page and with its
   * stock in the field for the admin to check; the other fields stay as typed. If it cannot be read,
   * the message stays and saving again answers 409 again.
   */
  const reloadStock = async () => {
    const fresh = await getProduct(product.id).catch(() => undefined);
    if (!fresh) return;
    setStockWas(fresh.stock);
    form.set("stock", String(fresh.stock));
    onSaved(fresh, { restartForm: false });
    document.getElementById(form.idOf("stock"))?.focus();
  };

  const submit = form.submit((values) => {
    const { files, ...input } = values;
    update.mutate(
      { id: product.id, input, keep: kept, files, stockWas },
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
          reportSaveError(form, error, m.back_office_save_failed());
          if (error instanceof ApiError && error.status === 409) void reloadStock();
        },
      },
    );
  });

  const typedPrice = form.values.price.trim();
  const priceChanged = typedPrice !== "" && pesosToCents(Number(typedPrice)) !== product.price;
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
      {form.message && (
        <p role="alert" className="font-medium text-danger-fg">
          {form.message}
        </p>
      )}
      <ProductFields
        form={form}
        fileInput={fileInput}
        minStock={0}
        pictures={<CurrentPictures choices={choices} onChange={changeChoices} />}
      />
      {priceChanged && <p className="text-sm text-muted">{m.back_office_edit_price_kept()}</p>}
      <button
        type="submit"
        disabled={update.isPending}
        aria-busy={update.isPending}
        className={`${primaryButtonClass} w-full`}
      >
        {m.back_office_edit_submit()}
      </button>
    </form>
  );
}
