import type { FastifyMultipartOptions } from "@fastify/multipart";
import {
  optionNamesInputSchema,
  type ProductFormInput,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  variantsInputSchema,
} from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { EMPTY_FACTS, PRODUCT_FACTS_FIELDS, type ProductFactsInput } from "@hogar/shared/product-facts-rules";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { type ConvertedUpload, convertUpload } from "../images/uploads.ts";
import type { VariantsForm } from "./variant-changes.ts";

export const PRODUCT_FORM_FIELDS = ["name", "category", "images", "stock", "price", "description"] as const;

/** The multipart plugin's limits for the add and edit forms: five files of 5 MB and a few short fields. */
export const PRODUCT_FORM_MULTIPART: FastifyMultipartOptions = {
  // `variants` (a JSON array of up to 100 variants) is the one long field.
  limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 24, fieldSize: 60_000, parts: 32 },
  throwFileSizeLimit: true,
};

/** A route's body limit for the form: every file at its largest, and room for the fields. */
export const PRODUCT_FORM_BODY_LIMIT = UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + 100_000;

export interface ProductForm {
  input: ProductFormInput;
  uploads: ConvertedUpload[];
  /**
   * Size, weight, materials, colour and assembly as typed (docs/product.md 107); absent
   * when the form sent none of their fields (an edit then leaves the facts as they are).
   */
  facts?: ProductFactsInput;
  /** Edit form only: ids of the product's pictures to keep, in the order to show them. */
  keep: string[];
  /**
   * Edit form only: the stock the form loaded. Orders, cancellations and returns move the stock
   * while the form is open, so it is written only while it still is this (docs/product.md 26).
   */
  stockWas?: number;
  /**
   * The multipart fields `optionNames` and `variants` (JSON arrays), sent together: the product's
   * options and variants as they are to be (issue 19). Absent: its variants stay as they are.
   */
  variants?: VariantsForm;
}

/** A JSON field of the form, read by its schema; 400 naming the field when it cannot be. */
function readJsonField<T>(
  field: string,
  text: string,
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const message = m.variants_bad_json({ field });
    throw new AppError("invalid", message, { [field]: message });
  }
  return parsed.data as T;
}

function readVariants(
  optionNames: string | undefined,
  variants: string | undefined,
): VariantsForm | undefined {
  if (optionNames === undefined && variants === undefined) return undefined;
  return {
    optionNames: readJsonField("optionNames", optionNames ?? "[]", optionNamesInputSchema),
    entries: readJsonField("variants", variants ?? "[]", variantsInputSchema),
  };
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
  const facts: ProductFactsInput = { ...EMPTY_FACTS };
  let factsSent = false;
  let keep = "";
  let stockWas: string | undefined;
  const json: { optionNames?: string; variants?: string } = {};
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
    } else if (
      (PRODUCT_FACTS_FIELDS as readonly string[]).includes(part.fieldname) &&
      typeof part.value === "string"
    ) {
      facts[part.fieldname as (typeof PRODUCT_FACTS_FIELDS)[number]] = part.value;
      factsSent = true;
    } else if (editing && part.fieldname === "keep" && typeof part.value === "string") {
      keep = part.value;
    } else if (editing && part.fieldname === "stockWas" && typeof part.value === "string") {
      stockWas = part.value;
    } else if (
      (part.fieldname === "optionNames" || part.fieldname === "variants") &&
      typeof part.value === "string"
    ) {
      json[part.fieldname] = part.value;
    } else {
      throw new AppError("invalid", m.server_unknown_field({ field: part.fieldname }));
    }
  }
  return {
    input,
    uploads,
    ...(factsSent ? { facts } : {}),
    keep: keep
      .split(/[,\r\n]/)
      .map((id) => id.trim())
      .filter(Boolean),
    ...(editing ? { stockWas: readStockWas(stockWas) } : {}),
    variants: readVariants(json.optionNames, json.variants),
  };
}
