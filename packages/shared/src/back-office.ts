import { productImageSchema, productSchema } from "./catalog.ts";
import { m } from "./i18n/generated/messages.js";
import { ORDER_STATUSES } from "./order-lifecycle.ts";
import {
  CARRIER_MAX,
  CARRIER_MIN,
  SHIP_MESSAGES,
  STAFF_NOTE_MAX,
  STAFF_NOTE_MESSAGES,
  STAFF_NOTE_MIN,
  STAFF_REFUND_MESSAGES,
  TRACKING_NUMBER_PATTERN,
} from "./order-rules.ts";
import { orderDetailsSchema } from "./orders.ts";
import { PAYMENT_METHODS } from "./payment-methods.ts";
import { normalizePromotionCode, PROMOTION_CODE_MAX } from "./promotion-rules.ts";
import { adminVariantSchema } from "./variants.ts";
import { z } from "./zod.ts";

// Messages are made when validation runs, in the request's language (docs/product.md 80).

/** The back office's tables come in pages of this many rows (docs/product.md 75). */
export const BACK_OFFICE_PAGE_SIZE = 25;

const cursor = z
  .string()
  .regex(/^[\w-]{1,200}$/, { error: () => m.rules_cursor_not_ours() })
  .optional();
const day = (field: string) => z.iso.date({ error: () => m.rules_field_date({ field }) }).optional();
const searchText = z
  .string()
  .trim()
  .max(200, { error: () => m.rules_search_too_long({ max: 200 }) })
  .optional();

/**
 * GET /api/admin/orders: newest first, by status, by a date range of days in the shop's time zone
 * (both ends included), by order number or the shopper's e-mail, and by promotion code. The next
 * page's address comes in a `Link` header, as the shopper's orders do.
 */
export const adminOrdersQuerySchema = z
  .strictObject({
    status: z
      .enum(ORDER_STATUSES, {
        error: () => m.rules_field_one_of({ field: "status", values: ORDER_STATUSES.join(", ") }),
      })
      .optional(),
    from: day("from"),
    to: day("to"),
    q: searchText,
    /** Orders that used this promotion code (docs/product.md 75), as typed: the shop keeps codes in capitals. */
    code: z
      .string()
      .trim()
      .max(PROMOTION_CODE_MAX, { error: () => m.rules_search_too_long({ max: PROMOTION_CODE_MAX }) })
      .transform((typed) => normalizePromotionCode(typed) || undefined)
      .optional(),
    cursor,
  })
  // yyyy-mm-dd strings compare as the dates they name.
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: () => m.rules_from_after_to(),
  });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.uuid(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  /** Null once the shopper deleted the account. */
  shopperEmail: z.string().nullable(),
  total: z.number().int(),
  /** Given back so far (a cancellation, an approved return); a partial return leaves some kept. */
  refunded: z.number().int(),
  items: z.number().int(),
  /** How it is paid (docs/product.md 85). */
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** 1: paid at once; 3, 6 or 12: the meses-sin-intereses plan chosen (card only). */
  installments: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const auditEntrySchema = z.object({
  at: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/orders/:id: what the shopper sees, plus how to reach them and the audit log. */
export const adminOrderSchema = orderDetailsSchema.extend({
  shopper: z.object({ email: z.string(), name: z.string(), phone: z.string().nullable() }).nullable(),
  audit: z.array(auditEntrySchema),
  /** The statuses an admin may move it to now. */
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  /** What approving the requested return refunds, in centavos; null while none waits. */
  returnRefundDue: z.number().int().nullable(),
  /** The most a staff refund may give back now, in centavos; null while the status allows none (docs/product.md 119). */
  staffRefundable: z.number().int().nullable(),
  /**
   * A refund that did not finish (its request died after asking the provider): the centavos it
   * asked for, which the same change made again gives back, whatever is typed; null when none
   * (docs/product.md 74).
   */
  unfinishedRefund: z.number().int().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** GET /api/admin/summary: the admin home's figures. */
export const adminSummarySchema = z.object({
  waitingToShip: z.number().int(),
  /** Orders whose shopper asked for a return that staff have not yet approved or refused. */
  returnsToReview: z.number().int(),
  /**
   * The orders placed today in the shop's time zone and paid, not cancelled: their totals in
   * centavos less what was refunded (docs/product.md 75).
   */
  salesToday: z.number().int(),
  /** How many orders placed today count in `salesToday`. */
  ordersToday: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

/** POST /api/admin/orders/:id/ship (order-rules.ts's limits and messages, which the ship form shows). */
export const shipOrderSchema = z.strictObject({
  carrier: z
    .string({ error: SHIP_MESSAGES.carrier })
    .trim()
    .min(CARRIER_MIN, { error: SHIP_MESSAGES.carrier })
    .max(CARRIER_MAX, { error: SHIP_MESSAGES.carrierTooLong }),
  trackingNumber: z
    .string({ error: SHIP_MESSAGES.trackingNumberMissing })
    .trim()
    .regex(TRACKING_NUMBER_PATTERN, { error: SHIP_MESSAGES.trackingNumber }),
});
export type ShipOrderInput = z.infer<typeof shipOrderSchema>;

/** POST /api/admin/orders/:id/cancel and /refuse-return: the shop's reason, which the shopper reads. */
export const staffNoteSchema = z.strictObject({
  note: z
    .string({ error: STAFF_NOTE_MESSAGES.missing })
    .trim()
    .min(STAFF_NOTE_MIN, { error: STAFF_NOTE_MESSAGES.missing })
    .max(STAFF_NOTE_MAX, { error: STAFF_NOTE_MESSAGES.tooLong }),
});
export type StaffNoteInput = z.infer<typeof staffNoteSchema>;

/**
 * POST /api/admin/orders/:id/cancel: the shop's reason, and whether staff refunded the shopper
 * another way (a SPEI transfer) because the card's bank refused the refund (docs/product.md 72).
 */
export const staffCancelSchema = staffNoteSchema.extend({
  refundedOutside: z.boolean().optional(),
  /**
   * The status the page showed: an order paid since (an OXXO payment arriving) answers 409 rather
   * than being refunded by a dialog that said nothing was charged.
   */
  status: z.enum(["paid", "awaiting_payment"]).optional(),
});
export type StaffCancelInput = z.infer<typeof staffCancelSchema>;

/** POST /api/admin/orders/:id/refund: how much to give back, in centavos, and why (docs/product.md 119). */
export const staffRefundSchema = staffNoteSchema.extend({
  amountCents: z
    .number({ error: STAFF_REFUND_MESSAGES.amount })
    .int({ error: STAFF_REFUND_MESSAGES.amount })
    .min(1, { error: STAFF_REFUND_MESSAGES.amount }),
  /**
   * What the order had refunded when the amount was chosen (`refunded` of the order read): a refund
   * made since (a second tab, a request sent twice) answers 409 instead of giving money back again.
   */
  refundedCents: z.number().int().min(0).optional(),
});
export type StaffRefundInput = z.infer<typeof staffRefundSchema>;

/**
 * POST /api/admin/orders/:id/approve-return: without an amount, all that the returned lines cost
 * (up to what is left). Less is for an order partly refunded before, maybe for the same products,
 * with a note the shopper reads (docs/product.md 73, 119).
 */
export const approveReturnSchema = z
  .strictObject({
    amountCents: z
      .number({ error: STAFF_REFUND_MESSAGES.returnAmount })
      .int({ error: STAFF_REFUND_MESSAGES.returnAmount })
      .min(0, { error: STAFF_REFUND_MESSAGES.returnAmount })
      .optional(),
    note: staffNoteSchema.shape.note.optional(),
  })
  .nullish();
export type ApproveReturnInput = z.infer<typeof approveReturnSchema>;

/** GET /api/admin/products: search by name, archived ones too, low stock first on demand. */
export const adminProductsQuerySchema = z.strictObject({
  q: searchText,
  status: z.enum(["active", "archived", "all"]).default("all"),
  lowStockFirst: z
    .enum(["true", "false"], { error: () => m.rules_field_true_or_false({ field: "lowStockFirst" }) })
    .transform((v) => v === "true")
    .default(false),
  cursor,
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

export const adminProductRowSchema = productSchema.extend({
  archived: z.boolean(),
  /** Under the LOW_STOCK_THRESHOLD setting. */
  lowStock: z.boolean(),
  /** Its variants on sale with no stock left: the product sells on in the others. */
  soldOutVariants: z.number().int(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

/**
 * GET /api/admin/products/:id: every picture with its id, which the edit form's `keep` names, and the
 * variant it shows (null: the product's own); its variants, archived ones too (issue 19).
 */
export const adminProductSchema = adminProductRowSchema.extend({
  images: z.array(productImageSchema.extend({ id: z.uuid(), variantId: z.uuid().nullable() })),
  variants: z.array(adminVariantSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
