import {
  CATEGORIES,
  PAGE_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PRODUCT_SORTS,
  QUERY_MAX,
} from "./catalog-rules.ts";
import { m } from "./i18n/generated/messages.js";
import { COLOURS, MATERIALS, productFactsSchema } from "./product-facts.ts";
import { PRODUCT_LIMITS, PRODUCT_MESSAGES } from "./product-rules.ts";
import { productRatingSchema } from "./reviews.ts";
import { hasNoNul, NUL_MESSAGE } from "./text-rules.ts";
import { z } from "./zod.ts";

// Messages are made when validation runs, in the request's language (docs/product.md 80). Query
// messages start with the parameter's name, as the API spells it.

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
  /**
   * The names of the choices its variants differ in ("Fabric", "Size"); empty without variants. With
   * variants, `price` is the cheapest one's (cards say "From") and `stock` their sum (issue 19).
   */
  optionNames: z.array(z.string()),
  /** Size, weight, materials, colour and assembly (issue 19). */
  facts: productFactsSchema,
  /** Its visible reviews' average (one decimal, null without any) and number (issue 19). */
  rating: productRatingSchema,
});
export type Product = z.infer<typeof productSchema>;

const trimmedQuery = z
  .string()
  .trim()
  .max(QUERY_MAX, { error: () => m.rules_query_too_long({ max: QUERY_MAX }) })
  .refine(hasNoNul, { error: NUL_MESSAGE });
const pesos = (field: string) =>
  z.coerce
    .number({ error: () => m.rules_field_not_a_number({ field }) })
    .min(0, { error: () => m.rules_field_zero_or_more({ field }) })
    .max(10_000_000, { error: () => m.rules_field_too_large({ field }) });
const oneOf = (field: string, values: readonly string[]) => () =>
  m.rules_field_one_of({ field, values: values.join(", ") });
/**
 * A filter of several values (docs/product.md 108): the parameter repeated
 * (`category=kitchen&category=bedroom`) or comma-separated, case-insensitive, each one known; the
 * answer lists each once. A product matches when it has any of them.
 */
const anyOf = <T extends string>(field: string, values: readonly [T, ...T[]]) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((given) =>
      (Array.isArray(given) ? given : [given])
        .flatMap((v) => v.split(","))
        .map((v) => v.trim().toLowerCase()),
    )
    .pipe(z.array(z.enum(values, { error: oneOf(field, values) })))
    .transform((list) => [...new Set(list)]);

export const productListQuerySchema = z
  .strictObject({
    q: trimmedQuery.optional(),
    category: anyOf("category", CATEGORIES).optional(),
    colour: anyOf("colour", COLOURS).optional(),
    material: anyOf("material", MATERIALS).optional(),
    /** "true": only products that can be bought now. */
    inStock: z
      .enum(["true", "false"], { error: oneOf("inStock", ["true", "false"]) })
      .transform((v) => v === "true")
      .optional(),
    /** Pesos, inclusive. */
    minPrice: pesos("minPrice").optional(),
    /** Pesos, inclusive. */
    maxPrice: pesos("maxPrice").optional(),
    sort: z.enum(PRODUCT_SORTS, { error: oneOf("sort", PRODUCT_SORTS) }).optional(),
    page: z.coerce
      .number({ error: () => m.rules_field_whole_number({ field: "page" }) })
      .int({ error: () => m.rules_field_whole_number({ field: "page" }) })
      .min(1, { error: () => m.rules_field_one_or_more({ field: "page" }) })
      .max(PAGE_MAX, { error: () => m.rules_field_at_most({ field: "page", max: PAGE_MAX }) })
      .default(1),
    pageSize: z.coerce
      .number({ error: () => m.rules_field_whole_number({ field: "pageSize" }) })
      .int({ error: () => m.rules_field_whole_number({ field: "pageSize" }) })
      .min(1, { error: () => m.rules_field_one_or_more({ field: "pageSize" }) })
      .max(PAGE_SIZE_MAX, { error: () => m.rules_field_at_most({ field: "pageSize", max: PAGE_SIZE_MAX }) })
      .default(PAGE_SIZE_DEFAULT),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    error: () => m.rules_min_price_above_max(),
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productPageSchema = z.object({
  items: z.array(productSchema),
  /** Matches counted up to PRODUCT_COUNT_MAX; `totalCapped` when more match than that. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * The words searched instead of the shopper's, which matched nothing: misspelt words corrected
   * (docs/product.md 13); null when they were searched.
   */
  searchedFor: z.string().nullable(),
  /** The shopper's Spanish words in the English of the names, searched as well ("mesa" → "table"). */
  alsoSearched: z.string().nullable(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const suggestionsQuerySchema = z.strictObject({ q: trimmedQuery.default("") });
export const suggestionsSchema = z.object({
  suggestions: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const productIdParamsSchema = z.strictObject({
  id: z.uuid({ error: () => m.rules_product_unknown() }),
});

export const historySchema = z.object({ items: z.array(productSchema) });
export type History = z.infer<typeof historySchema>;

/** An admin's change to a product (PATCH): any of its fields, within the limits of adding one. */
export const productPatchSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, { error: PRODUCT_MESSAGES.nameMissing })
      .max(PRODUCT_LIMITS.nameMax, { error: PRODUCT_MESSAGES.nameTooLong })
      .refine(hasNoNul, { error: NUL_MESSAGE })
      .optional(),
    description: z
      .string()
      .trim()
      .min(1, { error: PRODUCT_MESSAGES.descriptionMissing })
      .max(PRODUCT_LIMITS.descriptionMax, { error: PRODUCT_MESSAGES.descriptionTooLong })
      .refine(hasNoNul, { error: NUL_MESSAGE })
      .optional(),
    price: z
      .number()
      .min(PRODUCT_LIMITS.priceMin, {
        error: () => m.rules_product_price_min({ min: PRODUCT_LIMITS.priceMin }),
      })
      .max(PRODUCT_LIMITS.priceMax, { error: PRODUCT_MESSAGES.priceTooLarge })
      .multipleOf(0.01, { error: () => m.rules_product_price_decimals() })
      .optional(),
    // 0 is allowed here (unlike when adding): it marks the product sold out.
    stock: z
      .number()
      .int({ error: () => m.rules_product_stock_whole() })
      .min(0, { error: () => m.rules_product_stock_min() })
      .max(PRODUCT_LIMITS.stockMax, { error: PRODUCT_MESSAGES.stockTooLarge })
      .optional(),
    /**
     * The stock the client read. With it a new `stock` is written only while the stock still is
     * this, else 409, so units sold meanwhile are not overwritten (docs/product.md 26).
     */
    stockWas: z.number().int().min(0).optional(),
    category: z.enum(CATEGORIES).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { error: () => m.rules_product_patch_empty() });
export type ProductPatch = z.infer<typeof productPatchSchema>;
