// Variants (issue 19, docs/product.md 105-106): one product sold in several versions, for
// example by fabric and size, each with its own SKU, price, stock and pictures. Shared by the API, the
// admin form's variants editor and the product page's picker. Words come from message area `variants`.

import { productImageSchema, productSchema } from "./catalog.ts";
import { m } from "./i18n/generated/messages.js";
import { PRODUCT_LIMITS, PRODUCT_MESSAGES } from "./product-rules.ts";
import { hasNoNul } from "./text-rules.ts";
import { variantLabel } from "./variant-choices.ts";
import { z } from "./zod.ts";

export const VARIANT_LIMITS = {
  /** Option names of a product (Fabric, Size, ...). */
  optionsMax: 3,
  optionNameMax: 30,
  optionValueMax: 40,
  skuMax: 40,
  /** Variants on sale at once; archived ones do not count. */
  liveMax: 50,
  /** Entries one save may send (live and archived together). */
  entriesMax: 100,
} as const;

/** A variant as shoppers see it: live variants only, in the picker's order. */
export const variantSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  /** One value per the product's `optionNames`, in the same order. */
  options: z.array(z.string()),
  /** Centavos. */
  price: z.number().int(),
  stock: z.number().int(),
  /** Shown before the product's own pictures when the variant is chosen. */
  images: z.array(productImageSchema),
});
export type ProductVariant = z.infer<typeof variantSchema>;

/** A variant as the back office sees it, archived ones too; its pictures are the product's marked with its id. */
export const adminVariantSchema = variantSchema.omit({ images: true }).extend({ archived: z.boolean() });
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/** GET /api/products/:id: the product and its variants on sale (none for a product without). */
export const productDetailsSchema = productSchema.extend({ variants: z.array(variantSchema) });
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** The SKU as stored: trimmed and in capitals. */
export function normalSku(sku: string): string {
  return sku.trim().toUpperCase();
}

/** Option names typed as one text, "Fabric, Size": trimmed, empty ones dropped. */
export function optionNamesOf(text: string): string[] {
  return text
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}

// ---- The admin's input -------------------------------------------------------------------------

/**
 * One variant as the add and edit forms send it (the multipart field `variants`, a JSON array).
 * Without `id` it is new; with one it changes that variant; `archived` stops selling it, and
 * `restore` sells an archived one again (said outright: a form opened before another admin archived
 * it must not bring it back unasked).
 */
export const variantInputSchema = z.strictObject({
  id: z.uuid().optional(),
  options: z.array(z.string()).max(VARIANT_LIMITS.optionsMax),
  sku: z.string(),
  /** Pesos, as the product's price. */
  price: z.union([z.string(), z.number()]).transform(String),
  stock: z.union([z.string(), z.number()]).transform(String),
  /**
   * Edit only, saved variants: the stock the form loaded. A new stock is written only while it still
   * is this, so units sold meanwhile are not overwritten (docs/product.md 26).
   */
  stockWas: z.number().int().min(0).optional(),
  /** Positions in the product's pictures as saved (kept ones, then uploads, then addresses). */
  pictures: z.array(z.number().int()).max(PRODUCT_LIMITS.imagesMax).default([]),
  archived: z.boolean().default(false),
  restore: z.boolean().default(false),
});
export type VariantInput = z.input<typeof variantInputSchema>;
export type ParsedVariantInput = z.output<typeof variantInputSchema>;

export const variantsInputSchema = z.array(variantInputSchema).max(VARIANT_LIMITS.entriesMax);
export const optionNamesInputSchema = z.array(z.string()).max(VARIANT_LIMITS.optionsMax + 5);

/**
 * Problems by field: `optionNames`, `variants` (the list as a whole) and `variants.<i>.<field>` with
 * field options, sku, price, stock or pictures. Empty when it can be saved.
 */
export type VariantProblems = Record<string, string>;

function optionNameProblem(names: string[]): string | undefined {
  if (names.length > VARIANT_LIMITS.optionsMax)
    return m.variants_option_names_too_many({ max: VARIANT_LIMITS.optionsMax });
  if (names.some((name) => !name.trim())) return m.variants_option_name_missing();
  if (names.some((name) => !hasNoNul(name))) return m.variants_text_nul();
  if (names.some((name) => name.trim().length > VARIANT_LIMITS.optionNameMax))
    return m.variants_option_name_too_long({ max: VARIANT_LIMITS.optionNameMax });
  const lower = names.map((name) => name.trim().toLowerCase());
  if (new Set(lower).size !== lower.length) return m.variants_option_names_repeated();
  return undefined;
}

function valuesProblem(optionNames: string[], options: string[]): string | undefined {
  for (const [i, option] of optionNames.entries()) {
    const value = options[i]?.trim() ?? "";
    if (!value) return m.variants_value_missing({ option });
    if (!hasNoNul(value)) return m.variants_text_nul();
    if (value.length > VARIANT_LIMITS.optionValueMax)
      return m.variants_value_too_long({ option, max: VARIANT_LIMITS.optionValueMax });
  }
  // Without option names the list as a whole is refused (variants_variants_without_options).
  if (optionNames.length > 0 && options.length > optionNames.length)
    return m.variants_options_changed({ label: variantLabel(options) });
  return undefined;
}

function skuProblem(sku: string): string | undefined {
  const normal = normalSku(sku);
  if (!normal) return m.variants_sku_missing();
  if (!new RegExp(`^[A-Z0-9][A-Z0-9-]{0,${VARIANT_LIMITS.skuMax - 1}}$`).test(normal))
    return m.variants_sku_format({ max: VARIANT_LIMITS.skuMax });
  return undefined;
}

function priceProblem(price: string): string | undefined {
  const text = price.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) < PRODUCT_LIMITS.priceMin)
    return m.rules_product_price({ min: PRODUCT_LIMITS.priceMin });
  if (Number(text) > PRODUCT_LIMITS.priceMax) return PRODUCT_MESSAGES.priceTooLarge();
  return undefined;
}

function stockProblem(stock: string): string | undefined {
  // 0 is allowed: a variant may be sold out while the others sell.
  if (!/^\d+$/.test(stock.trim())) return m.variants_stock();
  if (Number(stock) > PRODUCT_LIMITS.stockMax) return PRODUCT_MESSAGES.stockTooLarge();
  return undefined;
}

/**
 * Every problem of a product's option names and variants (the admin form and the server alike).
 * `pictureCount` is how many pictures the product has once saved; a variant's pictures are positions
 * among them, never the cover (0), and each shows one variant only. Archived entries are only checked
 * to be saved variants.
 */
export function variantProblems(
  optionNames: string[],
  variants: VariantInput[],
  pictureCount: number,
): VariantProblems {
  const problems: VariantProblems = {};
  const namesProblem = optionNameProblem(optionNames);
  if (namesProblem) problems.optionNames = namesProblem;
  const names = optionNames.map((name) => name.trim());
  const live = variants.filter((v) => !v.archived);
  if (live.length > 0 && names.length === 0) problems.optionNames = m.variants_variants_without_options();
  if (live.length === 0 && names.length > 0) problems.variants = m.variants_options_without_variants();
  if (live.length > VARIANT_LIMITS.liveMax)
    problems.variants = m.variants_too_many({ max: VARIANT_LIMITS.liveMax });

  const combinations = new Set<string>();
  const skus = new Set<string>();
  const pictures = new Set<number>();
  for (const [i, variant] of variants.entries()) {
    const at = (field: string, message: string | undefined) => {
      if (message && !problems[`variants.${i}.${field}`]) problems[`variants.${i}.${field}`] = message;
    };
    const sku = normalSku(variant.sku);
    if (sku && skus.has(sku)) at("sku", m.variants_sku_repeated());
    skus.add(sku);
    if (variant.archived) {
      if (!variant.id) at("sku", m.variants_archive_new());
      continue;
    }
    at("options", valuesProblem(names, variant.options));
    const combination = variant.options.map((value) => value.trim().toLowerCase()).join("\u0000");
    if (combinations.has(combination))
      at("options", m.variants_combination_repeated({ label: variantLabel(variant.options) }));
    combinations.add(combination);
    at("sku", skuProblem(variant.sku));
    at("price", priceProblem(String(variant.price)));
    at("stock", stockProblem(String(variant.stock)));
    for (const position of variant.pictures ?? []) {
      if (position === 0) at("pictures", m.variants_picture_cover());
      else if (!Number.isInteger(position) || position < 0 || position >= pictureCount)
        at("pictures", m.variants_picture_unknown());
      else if (pictures.has(position)) at("pictures", m.variants_picture_twice());
      pictures.add(position);
    }
  }
  return problems;
}
