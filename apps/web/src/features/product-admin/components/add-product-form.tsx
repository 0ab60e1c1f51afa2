import type { Product } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { productFactsProblems } from "@hogar/shared/product-facts-rules";
import { productProblems } from "@hogar/shared/product-rules";
import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { linkClass, primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { useCreateProduct } from "../api/create-product.ts";
import { ProductFields } from "./product-fields.tsx";
import { EMPTY_PRODUCT, fileProblems, reportSaveError } from "./product-form-values.ts";

/**
 * The add-product form (admins only, docs/product.md 36-37). Each field shows its own message from the
 * shared rules once it was left or after the first submit, and the server's messages the same way.
 */
export function AddProductForm() {
  const create = useCreateProduct();
  const form = useForm({
    initial: EMPTY_PRODUCT,
    validate: (values) => ({
      ...productProblems(values, values.files.length),
      // Every fact is needed for a new product, as the server says (docs/product.md, catalogue depth).
      ...productFactsProblems(values, { required: true }),
      files: fileProblems(values.files),
    }),
    live: true,
    idPrefix: "product-",
    busy: create.isPending,
    keepMessage: true,
  });
  const [added, setAdded] = useState<Product | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = form.submit((values) => {
    const { files, ...input } = values;
    create.mutate(
      { input, files },
      {
        onSuccess: (product) => {
          form.reset();
          if (fileInput.current) fileInput.current.value = "";
          setAdded(product);
          showNotice({
            type: "success",
            title: m.back_office_added_title(),
            message: m.back_office_added_message({ name: product.name }),
          });
        },
        onError: (error) => reportSaveError(form, error, m.back_office_add_failed()),
      },
    );
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAdded(null);
    submit(event);
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
        {form.message && (
          <p role="alert" className="font-medium text-danger-fg">
            {form.message}
          </p>
        )}
        <ProductFields form={form} fileInput={fileInput} minStock={1} />
        <button
          type="submit"
          disabled={create.isPending}
          aria-busy={create.isPending}
          className={`${primaryButtonClass} w-full`}
        >
          {m.back_office_add_submit()}
        </button>
      </form>
    </>
  );
}
