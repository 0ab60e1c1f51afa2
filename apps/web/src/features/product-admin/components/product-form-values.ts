import { m } from "@hogar/shared/messages";
import { EMPTY_FACTS } from "@hogar/shared/product-facts-rules";
import {
  imageUrls,
  type ProductProblems,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_TYPES,
} from "@hogar/shared/product-rules";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import type { FieldErrors, useForm } from "../../../components/ui/use-form.ts";
import { ApiError, isUnavailableError } from "../../../lib/api-client.ts";
import { sellsVariants, type VariantRow, variantsProblems } from "./variant-rows.ts";

/** The product form's fields, in its order, so the first field at fault takes the focus. */
export const EMPTY_PRODUCT = {
  name: "",
  category: "",
  images: "",
  files: [] as File[],
  stock: "",
  price: "",
  description: "",
  // Size, weight, materials, colour, assembly (docs/product.md 107).
  ...EMPTY_FACTS,
  // Options ("Fabric, Size") and variants (issue 19): the editor comes last.
  optionNames: "",
  variants: [] as VariantRow[],
};
export type ProductFormValues = typeof EMPTY_PRODUCT;
export type ProductForm = ReturnType<typeof useForm<ProductFormValues>>;

export const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * The product's own problems with its variants': while it sells variants its stock and price are
 * theirs, so those two are not judged (as the server does); the option names and the list as a whole
 * have their messages (each row's are the editor's). `kept` are the ids of the pictures kept, in order.
 */
export function withVariantProblems(
  own: ProductProblems,
  values: ProductFormValues,
  kept: readonly string[] = [],
) {
  const { price, stock, ...others } = own;
  const pictureCount = kept.length + values.files.length + imageUrls(values.images).length;
  const found = variantsProblems(values.optionNames, values.variants, kept, pictureCount);
  return {
    ...others,
    ...(sellsVariants(values.variants) ? {} : { price, stock }),
    optionNames: found.optionNames,
    variants: found.variants,
  };
}

/** Whether any of a form's problems is there. */
export const hasProblems = (problems: object) => Object.values(problems).some(Boolean);

/** One message per chosen file that cannot be sent, plus one when there are too many. */
export function fileProblems(files: File[]): string[] | undefined {
  const problems: string[] = [];
  if (files.length > UPLOAD_MAX_FILES)
    problems.push(m.back_office_files_too_many({ count: UPLOAD_MAX_FILES }));
  for (const file of files) {
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      problems.push(m.back_office_file_wrong_type({ file: file.name }));
    } else if (file.size > UPLOAD_MAX_BYTES) {
      problems.push(m.back_office_file_too_large({ file: file.name, mb: MAX_MB }));
    }
  }
  return problems.length > 0 ? problems : undefined;
}

/** Where a refused save's `variants.<i>.<field>` messages go: the rows sent, by their keys in order. */
export interface VariantsReport {
  sentKeys: readonly string[];
  report: (fields: Record<string, string>, sentKeys: readonly string[], focus: boolean) => void;
}

/**
 * A refused save: "Shop unavailable" as a notice; otherwise the server's message on the form and its
 * per-field messages next to their fields (a picture to keep that is not the product's goes with the
 * pictures; a variant's with its row). `what` ends "could not be added" / "could not be saved".
 */
export function reportSaveError(
  form: ProductForm,
  error: Error,
  what: string,
  variants?: VariantsReport,
): void {
  if (isUnavailableError(error)) {
    showErrorNotice(error, what);
    return;
  }
  if (error instanceof ApiError && error.status === 413) {
    form.setMessage(() => m.back_office_files_too_large({ mb: MAX_MB }));
    return;
  }
  form.setMessage(error.message || m.back_office_save_failed_retry({ what }));
  const { keep, ...fields } = (error instanceof ApiError && error.fields) || {};
  const ofRows = (field: string) => field.startsWith("variants.");
  const rowFields = Object.fromEntries(Object.entries(fields).filter(([field]) => ofRows(field)));
  const found = Object.fromEntries(Object.entries(fields).filter(([field]) => !ofRows(field)));
  if (keep && !found.images) found.images = keep;
  form.report(found as FieldErrors<ProductFormValues>, { focus: true });
  // The product's own fields come first, so one of them at fault has the focus already.
  const formAtFault = Object.keys(found).some((field) => field in EMPTY_PRODUCT);
  variants?.report(rowFields, variants.sentKeys, !formAtFault);
}
