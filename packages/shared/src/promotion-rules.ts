// Promotion codes' arithmetic and checks (docs/product.md, "Catalogue depth (issue 19)"), pure
// functions shared by the server (the authority: it prices every order) and the checkout's summary.
// Whole centavos only: no float ever decides a centavo. No zod here, so the browser can import it.

export const PROMOTION_KINDS = ["percent", "fixed"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** A code: 3 to 30 capital letters, digits, "-" or "_", starting with a letter or digit. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;
export const PROMOTION_CODE_MAX = 30;
export const PROMOTION_PERCENT_MIN = 1;
export const PROMOTION_PERCENT_MAX = 90;
/**
 * A fixed amount never takes more than this share (in percent) of the lines it applies to, as a
 * percentage cannot: every discounted line keeps a price, so its CFDI concepto keeps a base.
 */
export const PROMOTION_MAX_SHARE_PERCENT = 90;

/** What a shopper typed, as the shop keeps codes: trimmed and in capitals. */
export function normalizePromotionCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** What the arithmetic needs of a promotion code. */
export interface PromotionTerms {
  kind: PromotionKind;
  /** For "percent": 1 to 90. */
  percent: number | null;
  /** For "fixed": centavos off. */
  amountCents: number | null;
  /** Null: every category. */
  categories: readonly string[] | null;
}

/** What the arithmetic needs of a line: what it costs (price × quantity) and its product's room. */
export interface PromotionLine {
  lineTotal: number;
  category: string;
}

/** Whether a code limited to some categories applies to a line (a code for all applies to every line). */
export function appliesTo(terms: Pick<PromotionTerms, "categories">, line: PromotionLine): boolean {
  return terms.categories === null || terms.categories.includes(line.category);
}

/** The subtotal of the lines the code applies to: what its minimum and its discount are counted on. */
export function eligibleSubtotal(terms: Pick<PromotionTerms, "categories">, lines: readonly PromotionLine[]) {
  return lines.reduce((sum, line) => sum + (appliesTo(terms, line) ? line.lineTotal : 0), 0);
}

/**
 * The discount on `eligibleCents`: a percentage rounded down to the centavo (never more than the
 * percentage says), or the fixed amount, at most PROMOTION_MAX_SHARE_PERCENT of `eligibleCents`.
 */
export function discountOn(
  terms: Pick<PromotionTerms, "kind" | "percent" | "amountCents">,
  eligibleCents: number,
) {
  if (!Number.isSafeInteger(eligibleCents) || eligibleCents < 0)
    throw new RangeError("eligibleCents must be a whole number ≥ 0");
  if (terms.kind === "percent") return Math.floor((eligibleCents * (terms.percent ?? 0)) / 100);
  const cap = Math.floor((eligibleCents * PROMOTION_MAX_SHARE_PERCENT) / 100);
  return Math.min(terms.amountCents ?? 0, cap);
}

/** The smallest subtotal of the lines a fixed `amountCents` applies to that gets all of it. */
export function fullAmountFrom(amountCents: number): number {
  return Math.ceil((amountCents * 100) / PROMOTION_MAX_SHARE_PERCENT);
}

/**
 * Shares `discountCents` among lines in proportion to `weights` (their totals): each gets the
 * floor of its exact share, and the centavos left go one each to the largest remainders, the first
 * line first on a tie. The shares add up to `discountCents` exactly, and none is above its weight
 * while the discount is not above the weights' sum.
 */
export function shareByLargestRemainder(weights: readonly number[], discountCents: number): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (discountCents < 0 || discountCents > total) throw new RangeError("discount out of range");
  if (total === 0) return weights.map(() => 0);
  const big = BigInt(discountCents);
  const shares = weights.map((weight, index) => {
    const exact = BigInt(weight) * big;
    return { index, floor: Number(exact / BigInt(total)), remainder: exact % BigInt(total) };
  });
  let left = discountCents - shares.reduce((sum, share) => sum + share.floor, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    share.floor += 1;
    left -= 1;
  }
  return shares.map((share) => share.floor);
}

export interface PromotionOutcome {
  /** The subtotal of the lines it applies to. */
  eligibleCents: number;
  discountCents: number;
  /** Each line's share of the discount, in the lines' order (0 for lines it does not apply to). */
  lineDiscounts: number[];
}

/** The discount of a code on an order's lines and each line's share of it (order_lines.discount_cents). */
export function applyPromotion(terms: PromotionTerms, lines: readonly PromotionLine[]): PromotionOutcome {
  const weights = lines.map((line) => (appliesTo(terms, line) ? line.lineTotal : 0));
  const eligibleCents = weights.reduce((sum, weight) => sum + weight, 0);
  const discountCents = discountOn(terms, eligibleCents);
  return { eligibleCents, discountCents, lineDiscounts: shareByLargestRemainder(weights, discountCents) };
}

/**
 * The totals with a discount: shipping is judged on the subtotal before it (a code never makes
 * shipping appear), and the total is subtotal - discount + shipping (the orders table's check).
 */
export function discountedTotal(totals: { subtotal: number; shipping: number }, discountCents: number) {
  return totals.subtotal - discountCents + totals.shipping;
}

/**
 * What a return of `returnedQuantity` of a line refunds: what was paid for those units, the line's
 * discount share taken off in proportion (rounded down, so returning every unit refunds exactly
 * what was paid for the line).
 */
export function lineRefundCents(
  line: { priceCents: number; quantity: number; discountCents: number },
  returnedQuantity: number,
): number {
  const discountOff = Math.floor((line.discountCents * returnedQuantity) / line.quantity);
  return line.priceCents * returnedQuantity - discountOff;
}

/** Why a code cannot be used now, in the order the shopper is told; see promotionRefusal. */
export const PROMOTION_REFUSALS = [
  "disabled",
  "not_started",
  "expired",
  "used_up",
  "shopper_limit",
  "no_eligible_lines",
  "min_subtotal",
] as const;
export type PromotionRefusal = (typeof PROMOTION_REFUSALS)[number];

export interface PromotionState {
  startsAt: Date;
  endsAt: Date;
  disabledAt: Date | null;
  maxUses: number | null;
  uses: number;
  maxUsesPerShopper: number | null;
  minSubtotalCents: number;
}

/**
 * Why the code cannot be used on an order whose lines it applies to come to `eligibleCents`, by a
 * shopper who used it `shopperUses` times already, at `now` (from its start, until before its
 * end); null when it can be.
 */
export function promotionRefusal(
  promotion: PromotionState,
  { now, eligibleCents, shopperUses }: { now: Date; eligibleCents: number; shopperUses: number },
): PromotionRefusal | null {
  if (promotion.disabledAt !== null) return "disabled";
  if (now < promotion.startsAt) return "not_started";
  if (now >= promotion.endsAt) return "expired";
  if (promotion.maxUses !== null && promotion.uses >= promotion.maxUses) return "used_up";
  if (promotion.maxUsesPerShopper !== null && shopperUses >= promotion.maxUsesPerShopper)
    return "shopper_limit";
  if (eligibleCents === 0) return "no_eligible_lines";
  if (eligibleCents < promotion.minSubtotalCents) return "min_subtotal";
  return null;
}

/** What an admin sees of a code's state on its list. */
export type PromotionStatus = "disabled" | "scheduled" | "ended" | "used_up" | "active";

export function promotionStatus(
  promotion: Pick<PromotionState, "disabledAt" | "startsAt" | "endsAt" | "maxUses" | "uses">,
  now: Date,
): PromotionStatus {
  if (promotion.disabledAt !== null) return "disabled";
  if (now < promotion.startsAt) return "scheduled";
  if (now >= promotion.endsAt) return "ended";
  if (promotion.maxUses !== null && promotion.uses >= promotion.maxUses) return "used_up";
  return "active";
}
