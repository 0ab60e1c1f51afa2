import { m } from "@hogar/shared/messages";
import { EMPTY_FACTS } from "@hogar/shared/product-facts-rules";
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_TYPES } from "@hogar/shared/product-rules";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import type { FieldErrors, useForm } from "../../../components/ui/use-form.ts";
import { ApiError, isUnavailableError } from "../../../lib/api-client.ts";

/** The product form's fields, in its order, so the first field at fault takes the focus. */
export const EMPTY_PRODUCT = {
  name: "",
  category: "",
  images: "",
  files: [] as File[],
  stock: "",
  price: "",
  description: "",
  // Size, weight, materials, colour, assembly (docs/product.md, catalogue depth).
  ...EMPTY_FACTS,
};
export type ProductFormValues = typeof EMPTY_PRODUCT;
export type ProductForm = ReturnType<typeof useForm<ProductFormValues>>;

export const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

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

/**
 * A refused save: "Shop unavailable" as a notice; otherwise the server's message on the form and its
 * per-field messages next to their fields (a picture to keep that is not the product's goes with the
 * pictures). `what` ends "could not be added" / "could not be saved".
 */
export function reportSaveError(form: ProductForm, error: Error, what: string): void {
  if (isUnavailableError(error)) {
    showErrorNotice(error, what);
    return;
  }
  if (error instanceof ApiError && error.status === 413) {
    form.setMessage(() => m.back_office_files_too_large({ mb: MAX_MB }));
    return;
  }
  form.setMessage(error.message || m.back_office_save_failed_retry({ what }));
  if (error instanceof ApiError && error.fields) {
    const { keep, ...fields } = error.fields;
    const found = { ...fields, ...(keep && !fields.images ? { images: keep } : {}) };
    form.report(found as FieldErrors<ProductFormValues>, { focus: true });
  }
}
