import type { Product } from "@hogar/shared";
import { CATEGORIES, CATEGORY_TITLES } from "@hogar/shared/catalog-rules";
import {
  type ProductField,
  type ProductFormInput,
  productProblems,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_TYPES,
} from "@hogar/shared/product-rules";
import { type ChangeEvent, type FormEvent, type ReactNode, useRef, useState } from "react";
import { Link } from "react-router";
import { inputClass, labelClass, linkClass, primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { ApiError, isUnavailableError } from "../../../lib/api-client.ts";
import { useCreateProduct } from "../api/create-product.ts";

type Field = ProductField | "files";

/** Form order, so the first field at fault can take the focus. */
const FIELDS: Field[] = ["name", "category", "images", "files", "stock", "price", "description"];

const EMPTY: ProductFormInput = { name: "", category: "", images: "", stock: "", price: "", description: "" };

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

const inputId = (field: Field) => `product-${field}`;
const errorId = (field: Field) => `product-${field}-error`;

/** One message per chosen file that cannot be sent, plus one when there are too many. */
function fileProblems(files: File[]): string[] {
  const problems: string[] = [];
  if (files.length > UPLOAD_MAX_FILES) problems.push(`Choose at most ${UPLOAD_MAX_FILES} files`);
  for (const file of files) {
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      problems.push(`${file.name} is not a JPEG, PNG or WebP image`);
    } else if (file.size > UPLOAD_MAX_BYTES) {
      problems.push(`${file.name} is larger than ${MAX_MB} MB`);
    }
  }
  return problems;
}

function FieldError({ field, children }: { field: Field; children: ReactNode }) {
  return (
    <div id={errorId(field)} className="mt-1 text-sm font-medium text-danger-fg">
      {children}
    </div>
  );
}

/**
 * The add-product form (admins only, DECISIONS.md 10). Each field shows its own message from the
 * shared rules once it was left or after the first submit, and the server's messages the same way.
 */
export function AddProductForm() {
  const [input, setInput] = useState<ProductFormInput>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<Product | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreateProduct();

  const problems: Partial<Record<Field, string>> = productProblems(input, files.length);
  const badFiles = fileProblems(files);

  const messageOf = (field: Field): ReactNode => {
    if (field === "files" && badFiles.length > 0) {
      return badFiles.length === 1 ? (
        badFiles[0]
      ) : (
        <ul className="list-disc pl-5">
          {badFiles.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      );
    }
    const own = submitted || touched.has(field) ? problems[field] : undefined;
    return own ?? serverFields[field];
  };

  const a11y = (field: Field, hint?: string) => {
    const invalid = Boolean(messageOf(field));
    return {
      id: inputId(field),
      "aria-invalid": invalid || undefined,
      "aria-describedby": [hint, invalid ? errorId(field) : undefined].filter(Boolean).join(" ") || undefined,
      onBlur: () => setTouched((current) => new Set(current).add(field)),
    };
  };

  const clearServer = (field: Field) =>
    setServerFields((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });

  const change = (field: ProductField, value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    clearServer(field);
  };

  const changeFiles = (event: ChangeEvent<HTMLInputElement>) => {
    setFiles(Array.from(event.target.files ?? []));
    clearServer("files");
    // Files and addresses count together, so the images message may change too.
    clearServer("images");
  };

  const reset = () => {
    setInput(EMPTY);
    setFiles([]);
    setTouched(new Set());
    setSubmitted(false);
    setServerFields({});
    setFormError(null);
    if (fileInput.current) fileInput.current.value = "";
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setSubmitted(true);
    setFormError(null);
    setAdded(null);
    const first = FIELDS.find((field) => problems[field] || (field === "files" && badFiles.length > 0));
    if (first) {
      document.getElementById(inputId(first))?.focus();
      return;
    }
    create.mutate(
      { input, files },
      {
        onSuccess: (product) => {
          reset();
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
            setFormError(`The images are too large: each may be at most ${MAX_MB} MB.`);
            return;
          }
          setFormError(error.message || "The product could not be added. Please try again.");
          if (error instanceof ApiError && error.fields) {
            const fields = error.fields as Partial<Record<Field, string>>;
            setServerFields(fields);
            const firstServer = FIELDS.find((field) => fields[field]);
            if (firstServer) document.getElementById(inputId(firstServer))?.focus();
          }
        },
      },
    );
  };

  const error = (field: Field) => {
    const message = messageOf(field);
    return message ? <FieldError field={field}>{message}</FieldError> : null;
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
        {formError && (
          <p role="alert" className="font-medium text-danger-fg">
            {formError}
          </p>
        )}
        <div>
          <label htmlFor={inputId("name")} className={labelClass}>
            Name
          </label>
          <input
            {...a11y("name")}
            name="name"
            maxLength={120}
            value={input.name}
            onChange={(event) => change("name", event.target.value)}
            className={inputClass}
          />
          {error("name")}
        </div>
        <div>
          <label htmlFor={inputId("category")} className={labelClass}>
            Category
          </label>
          <select
            {...a11y("category")}
            name="category"
            value={input.category}
            onChange={(event) => change("category", event.target.value)}
            className={inputClass}
          >
            <option value="">Choose a room</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_TITLES[category]}
              </option>
            ))}
          </select>
          {error("category")}
        </div>
        <div>
          <label htmlFor={inputId("images")} className={labelClass}>
            Images
          </label>
          <input
            {...a11y("images", "product-images-hint")}
            name="images"
            inputMode="url"
            value={input.images}
            onChange={(event) => change("images", event.target.value)}
            className={inputClass}
          />
          <p id="product-images-hint" className="mt-1 text-sm text-muted">
            Image addresses, separated by commas
          </p>
          {error("images")}
        </div>
        <div>
          <label htmlFor={inputId("files")} className={labelClass}>
            Upload images
          </label>
          <input
            {...a11y("files", "product-files-hint")}
            ref={fileInput}
            name="files"
            type="file"
            accept={UPLOAD_TYPES.join(",")}
            multiple
            onChange={changeFiles}
            className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-primary/15 file:px-3 file:py-1 file:font-medium file:text-fg`}
          />
          <p id="product-files-hint" className="mt-1 text-sm text-muted">
            JPEG, PNG or WebP, up to {MAX_MB} MB each, at most {UPLOAD_MAX_FILES} files
          </p>
          {error("files")}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={inputId("stock")} className={labelClass}>
              Stock
            </label>
            <input
              {...a11y("stock")}
              name="stock"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={input.stock}
              onChange={(event) => change("stock", event.target.value)}
              className={inputClass}
            />
            {error("stock")}
          </div>
          <div>
            <label htmlFor={inputId("price")} className={labelClass}>
              Price
            </label>
            <input
              {...a11y("price", "product-price-hint")}
              name="price"
              type="number"
              inputMode="decimal"
              min={1}
              step={0.01}
              value={input.price}
              onChange={(event) => change("price", event.target.value)}
              className={inputClass}
            />
            <p id="product-price-hint" className="mt-1 text-sm text-muted">
              In pesos (MXN)
            </p>
            {error("price")}
          </div>
        </div>
        <div>
          <label htmlFor={inputId("description")} className={labelClass}>
            Description
          </label>
          <textarea
            {...a11y("description")}
            name="description"
            rows={5}
            maxLength={2000}
            value={input.description}
            onChange={(event) => change("description", event.target.value)}
            className={inputClass}
          />
          {error("description")}
        </div>
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
