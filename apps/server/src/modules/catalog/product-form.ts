import type { FastifyMultipartOptions } from "@fastify/multipart";
import { type ProductFormInput, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { type ConvertedUpload, convertUpload } from "../images/uploads.ts";

export const PRODUCT_FORM_FIELDS = ["name", "category", "images", "stock", "price", "description"] as const;

/** The multipart plugin's limits for the add and edit forms: five files of 5 MB and a few short fields. */
export const PRODUCT_FORM_MULTIPART: FastifyMultipartOptions = {
  limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10, fieldSize: 10_000, parts: 20 },
  throwFileSizeLimit: true,
};

/** A route's body limit for the form: every file at its largest, and room for the fields. */
export const PRODUCT_FORM_BODY_LIMIT = UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + 100_000;

export interface ProductForm {
  input: ProductFormInput;
  uploads: ConvertedUpload[];
  /** Edit form only: ids of the product's pictures to keep, in the order to show them. */
  keep: string[];
  /**
   * Edit form only: the stock the form loaded. Orders, cancellations and returns move the stock
   * while the form is open, so it is written only while it still is this (docs/product.md 26).
   */
  stockWas?: number;
}

/** The edit form's `stockWas`; a stock column is a 32-bit integer, so at most 9 digits. */
function readStockWas(text: string | undefined): number {
  if (text === undefined || !/^\d{1,9}$/.test(text.trim())) {
    const message = m.server_stock_was();
    throw new AppError("invalid", message, { stockWas: message });
  }
  return Number(text.trim());
}

/**
 * Reads the add-product form (and the edit form, which adds `keep` and `stockWas`): its text fields and up to
 * five image files, each checked by its content and converted (docs/product.md 37).
 */
export async function readProductForm(
  request: FastifyRequest,
  { editing = false }: { editing?: boolean } = {},
): Promise<ProductForm> {
  if (!request.isMultipart()) throw new AppError("invalid", m.server_product_send_multipart());
  const input: ProductFormInput = {
    name: "",
    category: "",
    images: "",
    stock: "",
    price: "",
    description: "",
  };
  const uploads: ConvertedUpload[] = [];
  let keep = "";
  let stockWas: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === "file") {
      if (part.fieldname !== "files") {
        throw new AppError("invalid", m.server_unknown_file_field({ field: part.fieldname }));
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) continue;
      uploads.push(await convertUpload(bytes, part.filename || m.server_the_file()));
    } else if (
      (PRODUCT_FORM_FIELDS as readonly string[]).includes(part.fieldname) &&
      typeof part.value === "string"
    ) {
      input[part.fieldname as (typeof PRODUCT_FORM_FIELDS)[number]] = part.value;
    } else if (editing && part.fieldname === "keep" && typeof part.value === "string") {
      keep = part.value;
    } else if (editing && part.fieldname === "stockWas" && typeof part.value === "string") {
      stockWas = part.value;
    } else {
      throw new AppError("invalid", m.server_unknown_field({ field: part.fieldname }));
    }
  }
  return {
    input,
    uploads,
    keep: keep
      .split(/[,\r\n]/)
      .map((id) => id.trim())
      .filter(Boolean),
    ...(editing ? { stockWas: readStockWas(stockWas) } : {}),
  };
}
