import type { Category } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import {
  applyPromotion,
  type PromotionOutcome,
  type PromotionRefusal,
  promotionRefusal,
  promotionRefusalMessage,
} from "@hogar/shared/promotions";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { type PromotionRow, promotionsRepository as repository } from "./promotions.repository.ts";

/**
 * A code the shopper cannot use: 400 (unknown, not yet or no longer valid, the order does not
 * qualify) or 409 (used up, or by this shopper as often as it allows), its `code` naming why
 * (`promotion_<reason>`), so the checkout can tell it from other refusals.
 */
export class PromotionRefusedError extends AppError {
  override readonly code: string;

  constructor(reason: PromotionRefusal | "unknown", message: string) {
    super(reason === "used_up" || reason === "shopper_limit" ? "conflict" : "invalid", message);
    this.code = `promotion_${reason}`;
  }
}

function refused(reason: PromotionRefusal, promotion: PromotionRow): PromotionRefusedError {
  return new PromotionRefusedError(
    reason,
    promotionRefusalMessage(reason, {
      code: promotion.code,
      startsAt: promotion.startsAt,
      endsAt: promotion.endsAt,
      minSubtotalCents: promotion.minSubtotalCents,
      categories: promotion.categories as Category[] | null,
    }),
  );
}

/** A line as the code is judged on it: its product and what it costs (price × quantity). */
export interface PricedLine {
  productId: string;
  lineTotal: number;
}

export interface CheckedPromotion {
  promotion: PromotionRow;
  outcome: PromotionOutcome;
}

/**
 * The code and what it takes off these lines, or the refusal that says why it cannot be used now
 * (checked in promotionRefusal's order). Changes nothing.
 */
export async function checkPromotion(
  tx: Db,
  { code, userId, lines, now }: { code: string; userId: string; lines: readonly PricedLine[]; now: Date },
): Promise<CheckedPromotion> {
  const promotion = await repository.findByCode(tx, code);
  if (!promotion) throw new PromotionRefusedError("unknown", m.promotions_refused_unknown({ code }));
  const categories = await repository.categoriesOf(
    tx,
    lines.map((line) => line.productId),
  );
  const outcome = applyPromotion(
    {
      kind: promotion.kind,
      percent: promotion.percent,
      amountCents: promotion.amountCents,
      categories: promotion.categories,
    },
    lines.map((line) => ({ lineTotal: line.lineTotal, category: categories.get(line.productId) ?? "" })),
  );
  const shopperUses = await repository.shopperUses(tx, promotion.id, userId);
  const refusal = promotionRefusal(promotion, { now, eligibleCents: outcome.eligibleCents, shopperUses });
  if (refusal) throw refused(refusal, promotion);
  return { promotion, outcome };
}

/**
 * Uses the code on an order, in the order's transaction: checks it, counts one use with the code's
 * row locked (promotionsRepository.claimUse), checks the shopper's own limit again under that lock
 * (another order of theirs may have committed meanwhile) and records the redemption. Any refusal
 * throws, and the order's transaction rolls back with the use.
 */
export async function redeemPromotion(
  tx: Db,
  input: { code: string; userId: string; orderId: string; lines: readonly PricedLine[]; now: Date },
): Promise<CheckedPromotion> {
  const checked = await checkPromotion(tx, input);
  const claimed = await repository.claimUse(tx, checked.promotion.id);
  if (!claimed) {
    // Read again now that the racing orders committed: said as it stands.
    const now = (await repository.find(tx, checked.promotion.id)) ?? checked.promotion;
    throw refused(now.disabledAt ? "disabled" : "used_up", now);
  }
  if (claimed.maxUsesPerShopper !== null) {
    const shopperUses = await repository.shopperUses(tx, claimed.id, input.userId);
    if (shopperUses >= claimed.maxUsesPerShopper) throw refused("shopper_limit", claimed);
  }
  await repository.insertRedemption(tx, {
    orderId: input.orderId,
    promotionId: claimed.id,
    userId: input.userId,
    discountCents: checked.outcome.discountCents,
  });
  return { promotion: claimed, outcome: checked.outcome };
}
