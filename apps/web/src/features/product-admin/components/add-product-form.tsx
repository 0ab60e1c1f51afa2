import type { Product } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { productFactsProblems } from "@hogar/shared/product-facts-rules";
import { productProblems } from "@hogar/shared/product-rules";
import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { linkClass, primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { useCreateProduct } from "../api/create-product.ts";
import { ProductFields } from "./product-fields.tsx";
import {
  EMPTY_PRODUCT,
  fileProblems,
  hasProblems,
  type ProductFormValues,
  reportSaveError,
  withVariantProblems,
} from "./product-form-values.ts";
import { useVariants } from "./use-variants.ts";

function problemsOf(values: ProductFormValues) {
  return {
    // While it sells variants, its stock and price are theirs (issue 19).
    ...withVariantProblems(productProblems(values, values.files.length), values),
    // Every fact is needed for a new product, as the server says (docs/product.md 107).
    ...productFactsProblems(values, { required: true }),
    files: fileProblems(values.files),
  };
}

/**
 * The add-product form (admins only, docs/product.md 36-37), with its variants (issue 19). Each field
 * shows its own message from the shared rules once it was left or after the first submit, and the
 * server's messages the same way.
 */
export function AddProductForm() {
  const create = useCreateProduct();
  const form = useForm({
    initial: EMPTY_PRODUCT,
    validate: problemsOf,
    live: true,
    idPrefix: "product-",
    busy: create.isPending,
    keepMessage: true,
  });
  const [added, setAdded] = useState<Product | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const variants = useVariants(form);

  /** Sends the form unless the product's fields or a variant's are at fault (the first then has the focus). */
  const send = (event: FormEvent<HTMLFormElement>) => {
    const rowsAtFault = variants.tryToSave({ formAtFault: hasProblems(problemsOf(form.values)) });
    form.submit((values) => {
      if (rowsAtFault) return;
      const { files, optionNames, variants: rows, ...input } = values;
      const sentKeys = rows.map((row) => row.key);
      const withVariants = optionNames.trim() !== "" || rows.length > 0;
      create.mutate(
        { input, files, ...(withVariants ? { variants: variants.payload() } : {}) },
        {
          onSuccess: (product) => {
            form.reset();
            variants.reset();
            if (fileInput.current) fileInput.current.value = "";
            setAdded(product);
            showNotice({
              type: "success",
              title: m.back_office_added_title(),
              message: m.back_office_added_message({ name: product.name }),
            });
          },
          onError: (error) =>
            reportSaveError(form, error, m.back_office_add_failed(), { sentKeys, report: variants.report }),
        },
      );
    })(event);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAdded(null);
    send(event);
  };

  return (
    <>
      {added && (
        <p role="status" className="mb-4 max-w-xl rounded-xl bg-surface p-4 shadow-sm">
          {m.back_office_added_status({ name: added.name })}{" "}
          <Link to={`/product-details/${added.id}`} className={linkClass}>
            {m.back_office_added_view({ name: added.name })}
          </Link>
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4 rounded-xl bg-surface p-6 shadow-sm">
        <FormMessage form={form} />
        <ProductFields
          form={form}
          fileInput={fileInput}
          minStock={1}
          variants={variants}
          variantPictures={null}
        />
        <BusyButton busy={create.isPending} type="submit" className={`${primaryButtonClass} w-full`}>
          {m.back_office_add_submit()}
        </BusyButton>
      </form>
    </>
  );
}
