import { z } from "zod";
import { CATEGORIES, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PRODUCT_SORTS } from "./catalog-rules.ts";
import { PRODUCT_LIMITS, PRODUCT_MESSAGES } from "./product-rules.ts";
import { hasNoNul, NUL_MESSAGE } from "./text-rules.ts";

export const productImageSchema = z.object({
  /** Fallback source (the middle width). */
  src: z.string(),
  /** "url 320w, url 640w, url 960w"; empty for an outside URL with one size. */
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** Whole centavos: 1249900 is $12,499.00 MXN. */
  price: z.number().int(),
  category: z.enum(CATEGORIES),
  stock: z.number().int(),
  /** Cover first. */
  images: z.array(productImageSchema),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

const trimmedQuery = z
  .string()
  .trim()
  .max(100, "must be at most 100 characters")
  .refine(hasNoNul, NUL_MESSAGE);
const pesos = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must be 0 or more`)
    .max(10_000_000, `${name} is too large`);

export const productListQuerySchema = z
  .strictObject({
    q: trimmedQuery.optional(),
    category: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(CATEGORIES, { error: `category must be one of: ${CATEGORIES.join(", ")}` }))
      .optional(),
    /** Pesos, inclusive. */
    minPrice: pesos("minPrice").optional(),
    /** Pesos, inclusive. */
    maxPrice: pesos("maxPrice").optional(),
    sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of: ${PRODUCT_SORTS.join(", ")}` }).optional(),
    page: z.coerce
      .number()
      .int("page must be a whole number")
      .min(1, "page must be 1 or more")
      .max(10_000)
      .default(1),
    pageSize: z.coerce
      .number()
      .int("pageSize must be a whole number")
      .min(1, "pageSize must be 1 or more")
      .max(PAGE_SIZE_MAX, `pageSize must be at most ${PAGE_SIZE_MAX}`)
      .default(PAGE_SIZE_DEFAULT),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "minPrice must not be above maxPrice",
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productPageSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const suggestionsQuerySchema = z.strictObject({ q: trimmedQuery.default("") });
export const suggestionsSchema = z.object({
  suggestions: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const productIdParamsSchema = z.strictObject({ id: z.uuid({ error: "Unknown product" }) });

export const historySchema = z.object({ items: z.array(productSchema) });
export type History = z.infer<typeof historySchema>;

/** An admin's change to a product (PATCH): any of its fields, within the limits of adding one. */
export const productPatchSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, PRODUCT_MESSAGES.nameMissing)
      .max(PRODUCT_LIMITS.nameMax, PRODUCT_MESSAGES.nameTooLong)
      .refine(hasNoNul, NUL_MESSAGE)
      .optional(),
    description: z
      .string()
      .trim()
      .min(1, PRODUCT_MESSAGES.descriptionMissing)
      .max(PRODUCT_LIMITS.descriptionMax, PRODUCT_MESSAGES.descriptionTooLong)
      .refine(hasNoNul, NUL_MESSAGE)
      .optional(),
    price: z
      .number()
      .min(PRODUCT_LIMITS.priceMin, `Price must be at least ${PRODUCT_LIMITS.priceMin}`)
      .max(PRODUCT_LIMITS.priceMax, PRODUCT_MESSAGES.priceTooLarge)
      .multipleOf(0.01, "Price may have two decimals")
      .optional(),
    // 0 is allowed here (unlike when adding): it marks the product sold out.
    stock: z
      .number()
      .int("Stock must be a whole number")
      .min(0, "Stock must be 0 or more")
      .max(PRODUCT_LIMITS.stockMax, PRODUCT_MESSAGES.stockTooLarge)
      .optional(),
    category: z.enum(CATEGORIES).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one field to change");
export type ProductPatch = z.infer<typeof productPatchSchema>;
