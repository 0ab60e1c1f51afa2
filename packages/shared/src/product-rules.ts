// The add-product form's rules without zod: the form shows each message next to its field and
// the server answers with the same messages (docs/product.md 37).
import { CATEGORIES, type Category } from "./catalog-rules.ts";
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
  nameMissing: "Write the product's name",
  nameTooLong: `The name must be at most ${PRODUCT_LIMITS.nameMax} characters`,
  descriptionMissing: "Write a description",
  descriptionTooLong: `The description must be at most ${PRODUCT_LIMITS.descriptionMax.toLocaleString("en-US")} characters`,
  stockTooLarge: `Stock must be at most ${PRODUCT_LIMITS.stockMax.toLocaleString("en-US")}`,
  priceTooLarge: `Price must be at most ${PRODUCT_LIMITS.priceMax.toLocaleString("en-US")}`,
} as const;

export function imageUrls(images: string): string[] {
  return images
    .split(/[,\r\n]/)
    .map((u) => u.trim())
    .filter(Boolean);
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(value);
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
  if (!name) problems.name = PRODUCT_MESSAGES.nameMissing;
  else if (!hasNoNul(name)) problems.name = "The name must not contain the NUL character (U+0000)";
  else if (name.length > PRODUCT_LIMITS.nameMax) problems.name = PRODUCT_MESSAGES.nameTooLong;
  if (!CATEGORIES.includes(input.category as Category)) problems.category = "Choose a room";
  const urls = imageUrls(input.images);
  const pictures = urls.length + files + (editing?.keptImages ?? 0);
  if (urls.some((u) => !isHttpUrl(u) || u.length > 2048 || !hasNoNul(u)))
    problems.images = "Each image address must start with http:// or https://";
  else if (pictures === 0)
    problems.images = editing
      ? "Keep or add at least one image: an address or a file"
      : "Add at least one image: an address or a file";
  else if (pictures > PRODUCT_LIMITS.imagesMax)
    problems.images = `At most ${PRODUCT_LIMITS.imagesMax} images`;
  if (!/^\d+$/.test(input.stock.trim()) || Number(input.stock) < stockMin)
    problems.stock = `Stock must be a whole number, at least ${stockMin}`;
  else if (Number(input.stock) > PRODUCT_LIMITS.stockMax) problems.stock = PRODUCT_MESSAGES.stockTooLarge;
  if (!/^\d+(\.\d{1,2})?$/.test(input.price.trim()) || Number(input.price) < PRODUCT_LIMITS.priceMin)
    problems.price = `Price must be at least ${PRODUCT_LIMITS.priceMin}, with up to two decimals`;
  else if (Number(input.price) > PRODUCT_LIMITS.priceMax) problems.price = PRODUCT_MESSAGES.priceTooLarge;
  const description = input.description.trim();
  if (!description) problems.description = PRODUCT_MESSAGES.descriptionMissing;
  else if (!hasNoNul(description))
    problems.description = "The description must not contain the NUL character (U+0000)";
  else if (description.length > PRODUCT_LIMITS.descriptionMax)
    problems.description = PRODUCT_MESSAGES.descriptionTooLong;
  return problems;
}
