import { productSchema } from "./catalog.ts";
import { QUANTITY_MAX } from "./catalog-rules.ts";
import { m } from "./i18n/generated/messages.js";
import { z } from "./zod.ts";

/** Why a saved product cannot be bought now. */
export const UNAVAILABLE_REASONS = ["archived", "sold_out", "not_enough_stock"] as const;

export const cartQuantitySchema = z.strictObject({
  // Made when validation runs, in the request's language (docs/product.md 80).
  quantity: z
    .number({ error: () => m.rules_field_not_a_number({ field: "quantity" }) })
    .int({ error: () => m.rules_field_whole_number({ field: "quantity" }) })
    .min(1, { error: () => m.rules_field_at_least({ field: "quantity", min: 1 }) })
    .max(QUANTITY_MAX, { error: () => m.rules_field_at_most({ field: "quantity", max: QUANTITY_MAX }) }),
  /** The variant chosen, for a product with variants (required there, refused elsewhere). */
  variantId: z.uuid({ error: () => m.server_variant_unknown() }).optional(),
});

/** Which variant a wishlist PUT or a DELETE names (in the body of a PUT, the query of a DELETE). */
export const variantChoiceSchema = z.strictObject({
  variantId: z.uuid({ error: () => m.server_variant_unknown() }).optional(),
});

/** The variant a cart, wishlist or order line holds: its SKU and words ("Linen · 3 seats"). */
export const lineVariantSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  options: z.array(z.string()),
  label: z.string(),
});
export type LineVariant = z.infer<typeof lineVariantSchema>;

const availability = {
  available: z.boolean(),
  unavailableReason: z.enum(UNAVAILABLE_REASONS).nullable(),
};

export const cartLineSchema = z.object({
  /** The product, its price and stock those of the line's variant when it has one. */
  product: productSchema,
  variant: lineVariantSchema.nullable(),
  quantity: z.number().int(),
  /** Price x quantity, centavos. */
  lineTotal: z.number().int(),
  ...availability,
});

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** Units across the lines. */
  itemCount: z.number().int(),
  /** Centavos, over the lines that can be bought. */
  subtotal: z.number().int(),
  shipping: z.number().int(),
  total: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;
export type CartLine = z.infer<typeof cartLineSchema>;

export const wishlistSchema = z.object({
  items: z.array(
    z.object({ product: productSchema, variant: lineVariantSchema.nullable(), ...availability }),
  ),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

export const productIdParamSchema = z.strictObject({
  productId: z.uuid({ error: () => m.rules_product_unknown() }),
});
