// Promotion codes (docs/product.md, "Catalogue depth (issue 19)"): what staff send to create and edit
// one, what the back office reads, what the checkout asks and is answered, and the shopper's words
// for each refusal. The arithmetic is promotion-rules.ts's.

import { auditEntrySchema } from "./back-office.ts";
import { CATEGORIES, CATEGORY_TITLES, type Category } from "./catalog-rules.ts";
import { m } from "./i18n/generated/messages.js";
import { getLocale } from "./i18n/generated/runtime.js";
import { formatMoney } from "./money.ts";
import {
  normalizePromotionCode,
  PROMOTION_CODE_PATTERN,
  PROMOTION_KINDS,
  PROMOTION_PERCENT_MAX,
  PROMOTION_PERCENT_MIN,
  type PromotionRefusal,
} from "./promotion-rules.ts";
import { shopDate } from "./shop-dates.ts";
import { z } from "./zod.ts";

export * from "./promotion-rules.ts";

// Amounts are 32-bit centavos in the database (about 21 million pesos).
const MAX_CENTS = 2_000_000_000;
const MAX_USES = 1_000_000;

/** A code as staff type it: trimmed, in capitals, then checked against PROMOTION_CODE_PATTERN. */
export const promotionCodeSchema = z
  .string({ error: () => m.promotions_code_format() })
  .transform(normalizePromotionCode)
  .pipe(z.string().regex(PROMOTION_CODE_PATTERN, { error: () => m.promotions_code_format() }));

const usesLimit = (message: () => string) =>
  z
    .number({ error: () => message() })
    .int({ error: () => message() })
    .min(1, { error: () => message() })
    .max(MAX_USES, { error: () => message() })
    .nullable();

const instant = (message: () => string) =>
  z.iso.datetime({ offset: true, error: () => message() }).transform((text) => new Date(text).toISOString());

const DATES_AND_VALUE = new Set(["kind", "percent", "amount", "startsAt", "endsAt"]);

/** What staff send to create or change a code (amounts in centavos; null limits are no limit). */
export const promotionInputSchema = z
  .strictObject({
    code: promotionCodeSchema,
    kind: z.enum(PROMOTION_KINDS, { error: () => m.promotions_kind() }),
    percent: z
      .number({ error: () => m.promotions_percent() })
      .int({ error: () => m.promotions_percent() })
      .min(PROMOTION_PERCENT_MIN, { error: () => m.promotions_percent() })
      .max(PROMOTION_PERCENT_MAX, { error: () => m.promotions_percent() })
      .nullable()
      .default(null),
    amount: z
      .number({ error: () => m.promotions_amount() })
      .int({ error: () => m.promotions_amount() })
      .min(1, { error: () => m.promotions_amount() })
      .max(MAX_CENTS, { error: () => m.promotions_amount_too_large({ max: formatMoney(MAX_CENTS) }) })
      .nullable()
      .default(null),
    minSubtotal: z
      .number({ error: () => m.promotions_min_subtotal_invalid() })
      .int({ error: () => m.promotions_min_subtotal_invalid() })
      .min(0, { error: () => m.promotions_min_subtotal_invalid() })
      .max(MAX_CENTS, { error: () => m.promotions_min_subtotal_too_large({ max: formatMoney(MAX_CENTS) }) })
      .default(0),
    startsAt: instant(m.promotions_starts_at),
    endsAt: instant(m.promotions_ends_at),
    maxUses: usesLimit(m.promotions_max_uses),
    maxUsesPerShopper: usesLimit(m.promotions_max_uses_per_shopper),
    /** Null: every category; otherwise one or more. */
    categories: z
      .array(z.enum(CATEGORIES, { error: () => m.promotions_categories() }))
      .min(1, { error: () => m.promotions_categories() })
      .transform((list) => CATEGORIES.filter((category) => list.includes(category)))
      .nullable(),
  })
  .superRefine(
    (input, context) => {
      if (input.kind === "percent" && input.percent === null)
        context.addIssue({ code: "custom", path: ["percent"], message: m.promotions_percent() });
      if (input.kind === "fixed" && input.amount === null)
        context.addIssue({ code: "custom", path: ["amount"], message: m.promotions_amount() });
      if (input.endsAt <= input.startsAt)
        context.addIssue({ code: "custom", path: ["endsAt"], message: m.promotions_dates() });
      // A shopper can never use a code more often than it can be used at all.
      const { maxUses, maxUsesPerShopper } = input;
      if (typeof maxUses === "number" && typeof maxUsesPerShopper === "number" && maxUsesPerShopper > maxUses)
        context.addIssue({
          code: "custom",
          path: ["maxUsesPerShopper"],
          message: m.promotions_per_shopper_above_total({ max: maxUses }),
        });
    },
    // Said with the other fields' problems, not after they are put right: it reads only the kind,
    // its value and the two dates, so it waits only for those.
    {
      when: (payload) =>
        typeof payload.value === "object" &&
        payload.value !== null &&
        !payload.issues.some((issue) => DATES_AND_VALUE.has(String(issue.path?.[0]))),
    },
  )
  // The other kind's value is dropped, so a form that kept both never stores both.
  .transform((input) => ({
    ...input,
    percent: input.kind === "percent" ? input.percent : null,
    amount: input.kind === "fixed" ? input.amount : null,
  }));
export type PromotionInput = z.infer<typeof promotionInputSchema>;

export const PROMOTION_STATUSES = ["active", "scheduled", "ended", "used_up", "disabled"] as const;

/** A code as the back office lists it. */
export const promotionSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  percent: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  minSubtotal: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  maxUses: z.number().int().nullable(),
  maxUsesPerShopper: z.number().int().nullable(),
  uses: z.number().int(),
  categories: z.array(z.enum(CATEGORIES)).nullable(),
  disabledAt: z.string().nullable(),
  status: z.enum(PROMOTION_STATUSES),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** One code with its audit log, for its page in the back office. */
export const adminPromotionSchema = promotionSchema.extend({ audit: z.array(auditEntrySchema) });
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

/** A code typed at checkout: anything up to 60 characters, said "unknown" by the server when it is none. */
export const typedPromotionCodeSchema = z
  .string({ error: () => m.promotions_enter_code() })
  .max(60, { error: () => m.promotions_enter_code() })
  .transform(normalizePromotionCode)
  .pipe(z.string().min(1, { error: () => m.promotions_enter_code() }));

/** POST /api/checkout/promotion: what would the code take off this checkout. */
export const promotionPreviewRequestSchema = z.discriminatedUnion(
  "source",
  [
    z.strictObject({
      source: z.literal("product"),
      productId: z.uuid({ error: () => m.ordering_unknown_product() }),
      variantId: z.uuid({ error: () => m.ordering_unknown_product() }).optional(),
      quantity: z.number().int().min(1).max(50),
      code: typedPromotionCodeSchema,
    }),
    z.strictObject({ source: z.literal("cart"), code: typedPromotionCodeSchema }),
  ],
  { error: () => m.ordering_source() },
);
export type PromotionPreviewRequest = z.infer<typeof promotionPreviewRequestSchema>;

/** The checkout's totals with the code, as the order would be priced now (centavos). */
export const promotionPreviewSchema = z.object({
  code: z.string(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  shipping: z.number().int(),
  total: z.number().int(),
  /** The IVA the discounted total contains (docs/product.md 82). */
  ivaCents: z.number().int(),
});
export type PromotionPreview = z.infer<typeof promotionPreviewSchema>;

/** "Living Room, Kitchen": the categories a code is limited to, in the shopper's language. */
export function categoryList(categories: readonly Category[]): string {
  return categories.map((category) => CATEGORY_TITLES[category]()).join(", ");
}

/** "Bathroom or Kitchen" ("Baño o Cocina"): any one of a code's categories, as a refusal names them. */
function anyOfCategories(categories: readonly Category[]): string {
  const titles = categories.map((category) => CATEGORY_TITLES[category]());
  return new Intl.ListFormat(getLocale(), { type: "disjunction" }).format(titles);
}

/** What a code is, in words: "15% off" or "$200.00 MXN off". */
export function promotionValueText(promotion: {
  kind: string;
  percent: number | null;
  amount: number | null;
}) {
  return promotion.kind === "percent"
    ? m.promotions_value_percent({ percent: promotion.percent ?? 0 })
    : m.promotions_value_fixed({ amount: formatMoney(promotion.amount ?? 0) });
}

export interface RefusedPromotion {
  code: string;
  startsAt: Date;
  endsAt: Date;
  minSubtotalCents: number;
  categories: readonly Category[] | null;
}

/** The shopper's words for why `promotion` cannot be used (dates in the shop's time zone). */
export function promotionRefusalMessage(refusal: PromotionRefusal, promotion: RefusedPromotion): string {
  const { code } = promotion;
  switch (refusal) {
    case "disabled":
      return m.promotions_refused_disabled({ code });
    case "not_started":
      return m.promotions_refused_not_started({ code, date: shopDate(promotion.startsAt) });
    case "expired":
      return m.promotions_refused_expired({ code, date: shopDate(new Date(promotion.endsAt.getTime() - 1)) });
    case "used_up":
      return m.promotions_refused_used_up({ code });
    case "shopper_limit":
      return m.promotions_refused_shopper_limit({ code });
    case "no_eligible_lines":
      return m.promotions_refused_no_eligible_lines({
        code,
        categories: anyOfCategories(promotion.categories ?? []),
      });
    case "min_subtotal": {
      const amount = formatMoney(promotion.minSubtotalCents);
      return promotion.categories === null
        ? m.promotions_refused_min_subtotal({ code, amount })
        : m.promotions_refused_min_subtotal_categories({
            code,
            amount,
            categories: anyOfCategories(promotion.categories),
          });
    }
  }
}
