import { addressSchema } from "./account.ts";
import { CARD_FUNDINGS } from "./card-rules.ts";
import { productImageSchema } from "./catalog.ts";
import { QUANTITY_MAX } from "./catalog-rules.ts";
import { apiErrorSchema } from "./errors.ts";
import { m } from "./i18n/generated/messages.js";
import { CART_LINES_MAX, ORDERS_PAGE_SIZE_DEFAULT, ORDERS_PAGE_SIZE_MAX } from "./list-limits.ts";
import { ORDER_STATUSES } from "./order-lifecycle.ts";
import { RETURN_MESSAGES, RETURN_REASON_MAX, RETURN_REASON_MIN } from "./order-rules.ts";
import { INSTALLMENT_COUNTS, PAY_LATER_METHODS, PAYMENT_METHODS } from "./payment-methods.ts";
import { normalizePromotionCode } from "./promotion-rules.ts";
import { hasControlInLines, hasNoNul, NUL_MESSAGE, TEXT_CONTROL_MESSAGE } from "./text-rules.ts";
import { z } from "./zod.ts";

export const DELIVERY_OPTIONS = ["tomorrow", "day_after_tomorrow"] as const;

// Messages are functions called when a request is checked, so they speak its language (docs/product.md 80).
const common = {
  delivery: z.enum(DELIVERY_OPTIONS, { error: () => m.ordering_choose_delivery() }),
  addressId: z.uuid({ error: () => m.ordering_choose_address() }),
  /** How it is paid (docs/product.md 85); a card unless said otherwise, as before pay-later methods. */
  paymentMethod: z.enum(PAYMENT_METHODS, { error: () => m.ordering_choose_payment_method() }).default("card"),
  /** The saved card, for "card" only. */
  cardId: z.uuid({ error: () => m.ordering_choose_card() }).optional(),
  /** 1 pays at once; 3, 6 or 12 are meses sin intereses, for a card (docs/product.md 88). */
  installments: z
    .union(
      INSTALLMENT_COUNTS.map((count) => z.literal(count)),
      { error: () => m.ordering_installments() },
    )
    .default(1),
  /** A promotion code typed at checkout, in any case; the server says why one cannot be used. */
  promotionCode: z
    .string({ error: () => m.promotions_enter_code() })
    .max(60, { error: () => m.promotions_enter_code() })
    .transform(normalizePromotionCode)
    .pipe(z.string().min(1, { error: () => m.promotions_enter_code() }))
    .optional(),
  /**
   * The total the shopper was shown, in centavos. When given, an order whose total came out otherwise
   * (a price changed, another window changed the cart) is refused with 409 and nothing is charged:
   * the total shown is the total paid (LFPC art. 7 Bis). The shop's checkout always sends it.
   */
  expectedTotal: z
    .number({ error: () => m.ordering_expected_total() })
    .int({ error: () => m.ordering_expected_total() })
    .min(0, { error: () => m.ordering_expected_total() })
    .optional(),
};

/** A line's quantity: a whole number from 1 to QUANTITY_MAX. */
const quantitySchema = z
  .number({ error: () => m.ordering_quantity_number() })
  .int({ error: () => m.ordering_quantity_whole() })
  .min(1, { error: () => m.ordering_quantity_min() })
  .max(QUANTITY_MAX, { error: () => m.ordering_quantity_max({ max: QUANTITY_MAX }) });

/**
 * The cart's lines the shopper was shown at checkout, those that can be bought. When given, an order
 * of a cart whose lines are not these (another window swapped a product for one of the same price)
 * is refused with 409 and nothing is charged, as for a changed total: the shopper pays for what
 * they saw (LFPC art. 7 Bis). The shop's checkout always sends them.
 */
const expectedLinesSchema = z
  .array(
    z.strictObject({
      productId: z.uuid({ error: () => m.ordering_unknown_product() }),
      variantId: z.uuid({ error: () => m.server_variant_unknown() }).optional(),
      quantity: quantitySchema,
    }),
    { error: () => m.ordering_expected_lines({ max: CART_LINES_MAX }) },
  )
  .max(CART_LINES_MAX, { error: () => m.ordering_expected_lines({ max: CART_LINES_MAX }) });

/** What the browser sends to buy: ids and a quantity, never a price or a total. */
export const placeOrderSchema = z
  .discriminatedUnion(
    "source",
    [
      z.strictObject({
        source: z.literal("product"),
        productId: z.uuid({ error: () => m.ordering_unknown_product() }),
        /** The variant chosen, for a product with variants (required there, refused elsewhere). */
        variantId: z.uuid({ error: () => m.server_variant_unknown() }).optional(),
        quantity: quantitySchema,
        ...common,
      }),
      z.strictObject({ source: z.literal("cart"), expectedLines: expectedLinesSchema.optional(), ...common }),
    ],
    { error: () => m.ordering_source() },
  )
  .superRefine((order, context) => {
    if (order.paymentMethod === "card" && order.cardId === undefined) {
      context.addIssue({ code: "custom", path: ["cardId"], message: m.ordering_choose_card() });
    }
    if (order.paymentMethod !== "card" && order.cardId !== undefined) {
      context.addIssue({ code: "custom", path: ["cardId"], message: m.ordering_card_not_with_pay_later() });
    }
    if (order.paymentMethod !== "card" && order.installments !== 1) {
      context.addIssue({
        code: "custom",
        path: ["installments"],
        message: m.ordering_installments_card_only(),
      });
    }
  });
export type PlaceOrder = z.infer<typeof placeOrderSchema>;

export const idempotencyKeySchema = z
  .string({ error: () => m.ordering_idempotency_key_missing() })
  .regex(/^[\w-]{8,100}$/, { error: () => m.ordering_idempotency_key_format() });

/**
 * The address an order ships to, copied when it is placed (docs/product.md 83): a Mexican address
 * as packages/shared/src/address-format.ts shows it: the saved address's fields, without its id and
 * flags. Copies made before Mexican addresses read with their Mexican fields empty
 * (shippingAddressCopySchema).
 */
export const shippingAddressSchema = addressSchema.omit({ id: true, current: true, complete: true });
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * An order's copy of its address as stored (orders.shipping_address), of any age: copies written
 * before docs/product.md 83 hold the street and number in `streetAndNumber` and no Mexican fields;
 * they read with that as the street and the rest empty.
 */
export const shippingAddressCopySchema = z
  .object({
    fullName: z.string().default(""),
    street: z.string().optional(),
    streetAndNumber: z.string().optional(),
    exteriorNumber: z.string().default(""),
    interiorNumber: z.string().default(""),
    colonia: z.string().default(""),
    municipality: z.string().default(""),
    state: z.string().default(""),
    postalCode: z.string().default(""),
    phone: z.string().default(""),
    instructions: z.string().default(""),
    country: z.string().default(""),
  })
  .transform(
    ({ street, streetAndNumber, ...rest }): ShippingAddress => ({
      ...rest,
      street: street ?? streetAndNumber ?? "",
    }),
  );

/**
 * An OXXO voucher (its reference is also the barcode's number) or a SPEI transfer (to a CLABE, with
 * a numeric reference), for `amount` centavos until `expiresAt` (docs/product.md 86).
 */
export const payLaterSchema = z.object({
  method: z.enum(PAY_LATER_METHODS),
  reference: z.string(),
  /** SPEI only: the 18-digit account to transfer to, and its bank's name. */
  clabe: z.string().nullable(),
  bank: z.string().nullable(),
  amount: z.number().int(),
  expiresAt: z.string(),
});
export type PayLater = z.infer<typeof payLaterSchema>;

export const orderSchema = z.object({
  id: z.uuid(),
  status: z.enum(ORDER_STATUSES),
  source: z.enum(["product", "cart"]),
  lines: z.array(
    z.object({
      productId: z.uuid(),
      name: z.string(),
      /** The variant bought, its words copied then ("Linen · 3 seats") and its SKU; null without variants. */
      variantId: z.uuid().nullable(),
      variantLabel: z.string().nullable(),
      sku: z.string().nullable(),
      price: z.number().int(),
      quantity: z.number().int(),
      lineTotal: z.number().int(),
      /** This line's share of the order's discount (docs/product.md 101), which a return of it does not refund. */
      discount: z.number().int(),
      image: productImageSchema.nullable(),
    }),
  ),
  subtotal: z.number().int(),
  /** Taken off the subtotal by `promotionCode` (0 without one); total = subtotal - discount + shipping. */
  discount: z.number().int(),
  promotionCode: z.string().nullable(),
  shipping: z.number().int(),
  total: z.number().int(),
  /** The IVA rate the order was placed with, in basis points (1600 = 16%), kept as it was then. */
  ivaRateBp: z.number().int(),
  /** The IVA its total contains (docs/product.md 82), shown under the total. */
  ivaCents: z.number().int(),
  delivery: z.enum(DELIVERY_OPTIONS),
  deliveryDate: z.string(),
  shippingAddress: shippingAddressSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** 1: paid at once; 3, 6 or 12: the meses-sin-intereses plan chosen. */
  installments: z.number().int(),
  /** The card paid with; null for OXXO and SPEI. */
  /** The card it was paid with: its brand, last digits and whether it is credit or debit (docs/product.md 88). */
  card: z.object({ brand: z.string(), last4: z.string(), funding: z.enum(CARD_FUNDINGS) }).nullable(),
  /** How to pay an OXXO or SPEI order: shown while it awaits payment (and kept after). */
  payLater: payLaterSchema.nullable(),
  failureReason: z.string().nullable(),
  /** Set once shipped. */
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string(), shippedAt: z.string() }).nullable(),
  deliveredAt: z.string().nullable(),
  /** Centavos given back so far. */
  refunded: z.number().int(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

const returnLineSchema = z.strictObject({
  productId: z.uuid({ error: RETURN_MESSAGES.lines }),
  /** The line's variant, for a line bought as one: lines are told apart by product and variant. */
  variantId: z.uuid({ error: RETURN_MESSAGES.lines }).nullish(),
  quantity: quantitySchema,
});

/** One order with its timeline and what its shopper may still do (GET /api/orders/:id). */
export const orderDetailsSchema = orderSchema.extend({
  timeline: z.array(
    z.object({
      from: z.enum(ORDER_STATUSES).nullable(),
      to: z.enum(ORDER_STATUSES),
      at: z.string(),
      note: z.string().nullable(),
      /** Who made the change: the shopper, staff, or the shop itself (a payment, a deadline). */
      by: z.enum(["shopper", "admin", "system"]),
      /**
       * What the change gave back: a staff refund, which leaves the status as it was
       * (docs/product.md 119), a cancellation or an approved return; null when nothing was, or for
       * changes recorded before amounts were.
       */
      refunded: z.number().int().nullable(),
    }),
  ),
  returnRequest: z
    .object({
      lines: z.array(returnLineSchema),
      reason: z.string(),
      status: z.enum(["requested", "approved", "refused"]),
      refund: z.number().int().nullable(),
      decisionNote: z.string().nullable(),
      requestedAt: z.string(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
  /** "Cancel order" is offered: paid and not shipped. */
  canCancel: z.boolean(),
  /** The last moment a return may be asked for (ISO), while it may; otherwise null. */
  returnOpenUntil: z.string().nullable(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/**
 * 409 for an order change: the order is not (or no longer) in the status the change needs, or
 * someone else is changing it. `status` is the order's status now (docs/product.md 71).
 */
export const orderChangeConflictSchema = apiErrorSchema.extend({ status: z.enum(ORDER_STATUSES) });
export type OrderChangeConflictBody = z.infer<typeof orderChangeConflictSchema>;

/** POST /api/orders/:id/return: which lines (and how many) come back, and why (order-rules.ts's limits). */
export const returnRequestSchema = z.strictObject({
  lines: z
    .array(returnLineSchema, { error: RETURN_MESSAGES.lines })
    .min(1, { error: RETURN_MESSAGES.lines })
    .max(100, { error: RETURN_MESSAGES.lines }),
  reason: z
    .string({ error: RETURN_MESSAGES.reason })
    .trim()
    .min(RETURN_REASON_MIN, { error: RETURN_MESSAGES.reason })
    .max(RETURN_REASON_MAX, { error: RETURN_MESSAGES.reasonTooLong })
    .refine(hasNoNul, { error: NUL_MESSAGE })
    .refine((reason) => !hasControlInLines(reason), { error: TEXT_CONTROL_MESSAGE }),
});
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

/**
 * A page of the shopper's orders. `cursor` is the opaque value the previous page gave (in its
 * Link header); without it the list starts at the newest order.
 */
export const ordersQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^[\w-]{1,200}$/, { error: () => m.ordering_cursor() })
    .optional(),
  limit: z.coerce
    .number({ error: () => m.ordering_limit_number() })
    .int({ error: () => m.ordering_limit_whole() })
    .min(1, { error: () => m.ordering_limit_min() })
    .max(ORDERS_PAGE_SIZE_MAX, { error: () => m.ordering_limit_max({ max: ORDERS_PAGE_SIZE_MAX }) })
    .default(ORDERS_PAGE_SIZE_DEFAULT),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;
