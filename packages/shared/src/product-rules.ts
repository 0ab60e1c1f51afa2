// The add-product form's rules without zod: the form shows each message next to its field and
// the server answers with the same messages (docs/product.md 37), in the language of the moment they
// are said (docs/product.md 80).
import { CATEGORIES, type Category } from "./catalog-rules.ts";
import { m } from "./i18n/generated/messages.js";
import { formatNumber } from "./money.ts";
import { hasNoNul } from "./text-rules.ts";

export interface ProductFormInput {
  name: string;
  category: string;
  /** Image addresses, separated by commas or one per line. */
  images: string;
  stock: string;
  /** Pesos, up to two decimals. */
  price: string;
  description: string;
}

export type ProductField = keyof ProductFormInput;
export type ProductProblems = Partial<Record<ProductField, string>>;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 5;
export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** The limits of a product, for adding it (this form) and changing it (productPatchSchema). */
export const PRODUCT_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  imagesMax: 8,
  stockMax: 100_000,
  /** Pesos. */
  priceMin: 1,
  priceMax: 10_000_000,
} as const;

export const PRODUCT_MESSAGES = {
  nameMissing: (): string => m.rules_product_name_missing(),
  nameTooLong: (): string => m.rules_product_name_too_long({ max: PRODUCT_LIMITS.nameMax }),
  descriptionMissing: (): string => m.rules_product_description_missing(),
  descriptionTooLong: (): string =>
    m.rules_product_description_too_long({ max: formatNumber(PRODUCT_LIMITS.descriptionMax) }),
  stockTooLarge: (): string =>
    m.rules_product_stock_too_large({ max: formatNumber(PRODUCT_LIMITS.stockMax) }),
  priceTooLarge: (): string =>
    m.rules_product_price_too_large({ max: formatNumber(PRODUCT_LIMITS.priceMax) }),
} as const;

export function imageUrls(images: string): string[] {
  return images
    .split(/[,\r\n]/)
    .map((u) => u.trim())
    .filter(Boolean);
}

/**
 * What is wrong with a picture's address as typed, or null: http(s), then a whole web address whose
 * server has a name with a dot or is an IP address ("localhost" is not a server of the internet;
 * whether the server is public is the server's check, as it fetches the picture). Too long or with
 * a NUL byte, it is no address.
 */
function imageAddressProblem(value: string): string | null {
  if (!/^https?:\/\//i.test(value)) return m.rules_product_image_address();
  // The host: after any user info, up to the port or path; an IPv6 address in brackets.
  const host = /^https?:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(value)?.[1] ?? "";
  const named = /^\[.+\]$/.test(host) || /\.[^.]/.test(host);
  if (!named || /\s/.test(value) || value.length > 2048 || !hasNoNul(value))
    return m.rules_product_image_address_whole();
  return null;
}

/** Changing a product (the back office's edit form) rather than adding one. */
export interface ProductEditing {
  /** How many of the product's pictures it keeps; they count with the new ones toward 1-8. */
  keptImages: number;
}

/**
 * Every problem of the form, by field; empty when it can be saved. `files` counts uploads. When
 * `editing`, kept pictures count too and stock may be 0 (sold out), as in productPatchSchema.
 */
export function productProblems(
  input: ProductFormInput,
  files = 0,
  editing?: ProductEditing,
): ProductProblems {
  const problems: ProductProblems = {};
  const stockMin = editing ? 0 : 1;
  const name = input.name.trim();
  if (!name) problems.name = PRODUCT_MESSAGES.nameMissing();
  else if (!hasNoNul(name)) problems.name = m.rules_product_name_nul();
  else if (name.length > PRODUCT_LIMITS.nameMax) problems.name = PRODUCT_MESSAGES.nameTooLong();
  if (!CATEGORIES.includes(input.category as Category)) problems.category = m.rules_product_category();
  const urls = imageUrls(input.images);
  const pictures = urls.length + files + (editing?.keptImages ?? 0);
  const addressProblem = urls.map(imageAddressProblem).find((problem) => problem !== null);
  if (addressProblem) problems.images = addressProblem;
  else if (pictures === 0)
    problems.images = editing ? m.rules_product_images_keep_or_add() : m.rules_product_images_add();
  else if (pictures > PRODUCT_LIMITS.imagesMax)
    problems.images = m.rules_product_images_too_many({ max: PRODUCT_LIMITS.imagesMax });
  if (!/^\d+$/.test(input.stock.trim()) || Number(input.stock) < stockMin)
    problems.stock = m.rules_product_stock({ min: stockMin });
  else if (Number(input.stock) > PRODUCT_LIMITS.stockMax) problems.stock = PRODUCT_MESSAGES.stockTooLarge();
  if (!/^\d+(\.\d{1,2})?$/.test(input.price.trim()) || Number(input.price) < PRODUCT_LIMITS.priceMin)
    problems.price = m.rules_product_price({ min: PRODUCT_LIMITS.priceMin });
  else if (Number(input.price) > PRODUCT_LIMITS.priceMax) problems.price = PRODUCT_MESSAGES.priceTooLarge();
  const description = input.description.trim();
  if (!description) problems.description = PRODUCT_MESSAGES.descriptionMissing();
  else if (!hasNoNul(description)) problems.description = m.rules_product_description_nul();
  else if (description.length > PRODUCT_LIMITS.descriptionMax)
    problems.description = PRODUCT_MESSAGES.descriptionTooLong();
  return problems;
}
