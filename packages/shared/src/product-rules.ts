// The add-product form's rules without zod: the form shows each message next to its field and
// the server answers with the same messages (spec section 5; DECISIONS.md item 10).
import { CATEGORIES, type Category } from "./catalog-rules.ts";
import { hasNoNul } from "./text-rules.ts";

export interface ProductFormInput {
  name: string;
  category: string;
  /** Image addresses separated by commas. */
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

export function imageUrls(images: string): string[] {
  return images
    .split(",")
    .map((u) => u.trim())
    .filter(Boolean);
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(value);
}

/** Every problem of the form, by field; empty when it can be saved. `files` counts uploads. */
export function productProblems(input: ProductFormInput, files = 0): ProductProblems {
  const problems: ProductProblems = {};
  const name = input.name.trim();
  if (!name) problems.name = "Write the product's name";
  else if (!hasNoNul(name)) problems.name = "The name must not contain the NUL character (U+0000)";
  else if (name.length > 120) problems.name = "The name must be at most 120 characters";
  if (!CATEGORIES.includes(input.category as Category)) problems.category = "Choose a room";
  const urls = imageUrls(input.images);
  if (urls.some((u) => !isHttpUrl(u) || u.length > 2048 || !hasNoNul(u)))
    problems.images = "Each image address must start with http:// or https://";
  else if (urls.length + files === 0) problems.images = "Add at least one image: an address or a file";
  else if (urls.length + files > 8) problems.images = "At most 8 images";
  if (!/^\d+$/.test(input.stock.trim()) || Number(input.stock) < 1)
    problems.stock = "Stock must be a whole number, at least 1";
  else if (Number(input.stock) > 100_000) problems.stock = "Stock must be at most 100,000";
  if (!/^\d+(\.\d{1,2})?$/.test(input.price.trim()) || Number(input.price) < 1)
    problems.price = "Price must be at least 1, with up to two decimals";
  else if (Number(input.price) > 10_000_000) problems.price = "Price must be at most 10,000,000";
  const description = input.description.trim();
  if (!description) problems.description = "Write a description";
  else if (!hasNoNul(description))
    problems.description = "The description must not contain the NUL character (U+0000)";
  else if (description.length > 2000)
    problems.description = "The description must be at most 2,000 characters";
  return problems;
}
