import type { Product } from "@hogar/shared";
import { CATEGORIES, CATEGORY_TITLES } from "@hogar/shared/catalog-rules";
import {
  productProblems,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_TYPES,
} from "@hogar/shared/product-rules";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field.tsx";
import { linkClass, primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { type FieldErrors, useForm } from "../../../components/ui/use-form.ts";
import { ApiError, isUnavailableError } from "../../../lib/api-client.ts";
import { useCreateProduct } from "../api/create-product.ts";

/** In the form's order, so the first field at fault takes the focus. */
const EMPTY = {
  name: "",
  category: "",
  images: "",
  files: [] as File[],
  stock: "",
  price: "",
  description: "",
};
type ProductFormValues = typeof EMPTY;

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/** One message per chosen file that cannot be sent, plus one when there are too many. */
function fileProblems(files: File[]): string[] | undefined {
  const problems: string[] = [];
  if (files.length > UPLOAD_MAX_FILES) problems.push(`Choose at most ${UPLOAD_MAX_FILES} files`);
  for (const file of files) {
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      problems.push(`${file.name} is not a JPEG, PNG or WebP image`);
    } else if (file.size > UPLOAD_MAX_BYTES) {
      problems.push(`${file.name} is larger than ${MAX_MB} MB`);
    }
  }
  return problems.length > 0 ? problems : undefined;
}

/**
 * The add-product form (admins only, docs/product.md 36-37). Each field shows its own message from the
 * shared rules once it was left or after the first submit, and the server's messages the same way.
 */
export function AddProductForm() {
  const create = useCreateProduct();
  const form = useForm({
    initial: EMPTY,
    validate: (values) => ({
      ...productProblems(values, values.files.length),
      files: fileProblems(values.files),
    }),
    live: true,
    idPrefix: "product-",
    busy: create.isPending,
    keepMessage: true,
  });
  const [added, setAdded] = useState<Product | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const changeFiles = (event: ChangeEvent<HTMLInputElement>) => {
    form.set("files", Array.from(event.target.files ?? []));
    // A chosen file is judged at once, not when the field is left.
    form.touch("files");
    // Files and addresses count together, so the images message may change too.
    form.dismiss("images");
  };

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
            title: "Product added",
            message: `${product.name} was added to the shop`,
          });
        },
        onError: (error) => {
          if (isUnavailableError(error)) {
            showErrorNotice(error, "The product could not be added");
            return;
          }
          if (error instanceof ApiError && error.status === 413) {
            form.setMessage(`The images are too large: each may be at most ${MAX_MB} MB.`);
            return;
          }
          form.setMessage(error.message || "The product could not be added. Please try again.");
          if (error instanceof ApiError && error.fields) {
            form.report(error.fields as FieldErrors<ProductFormValues>, { focus: true });
          }
        },
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
          {added.name} was added to the shop.{" "}
          <Link to={`/product-details/${added.id}`} className={linkClass}>
            View {added.name}
          </Link>
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4 rounded-xl bg-surface p-6 shadow-sm">
        {form.message && (
          <p role="alert" className="font-medium text-danger-fg">
            {form.message}
          </p>
        )}
        <TextField {...form.field("name")} label="Name" maxLength={120} />
        <SelectField {...form.field("category")} label="Category">
          <option value="">Choose a room</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_TITLES[category]}
            </option>
          ))}
        </SelectField>
        <TextField
          {...form.field("images")}
          label="Images"
          hint="Image addresses, separated by commas"
          inputMode="url"
        />
        <TextField
          id={form.idOf("files")}
          ref={fileInput}
          name="files"
          label="Upload images"
          hint={`JPEG, PNG or WebP, up to ${MAX_MB} MB each, at most ${UPLOAD_MAX_FILES} files`}
          error={form.errorOf("files")}
          type="file"
          accept={UPLOAD_TYPES.join(",")}
          multiple
          onChange={changeFiles}
          onBlur={() => form.touch("files")}
          className="file:mr-3 file:rounded-md file:border-0 file:bg-primary/15 file:px-3 file:py-1 file:font-medium file:text-fg"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...form.field("stock")}
            label="Stock"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
          <TextField
            {...form.field("price")}
            label="Price"
            hint="In pesos (MXN)"
            type="number"
            inputMode="decimal"
            min={1}
            step={0.01}
          />
        </div>
        <TextAreaField {...form.field("description")} label="Description" rows={5} maxLength={2000} />
        <button
          type="submit"
          disabled={create.isPending}
          aria-busy={create.isPending}
          className={`${primaryButtonClass} w-full`}
        >
          Add product
        </button>
      </form>
    </>
  );
}
