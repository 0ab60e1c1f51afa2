import type { ShippingRule } from "@hogar/shared";
import { cartTotals, lineTotal } from "@hogar/shared/cart-rules";
import { ivaContainedCents } from "@hogar/shared/iva";
import { m } from "@hogar/shared/messages";
import {
  type AdminPromotion,
  discountedTotal,
  type Promotion,
  type PromotionInput,
  type PromotionPreview,
  type PromotionPreviewRequest,
  promotionStatus,
} from "@hogar/shared/promotions";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../lib/constraint-violation.ts";
import { AppError } from "../../lib/errors.ts";
import { type AuditActor, createAuditRepository } from "../audit/audit.repository.ts";
import { createCartService } from "../cart/cart.service.ts";
import { createPromotionGuessLimit } from "./promotion-guess-limit.ts";
import { checkPromotion, type PricedLine } from "./promotion-redemption.ts";
import {
  type NewPromotion,
  type PromotionRow,
  promotionsRepository as repository,
} from "./promotions.repository.ts";

/** A code as the back office shows it, with its state now. */
function toPromotion(row: PromotionRow, now = new Date()): Promotion {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amount: row.amountCents,
    minSubtotal: row.minSubtotalCents,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    maxUses: row.maxUses,
    maxUsesPerShopper: row.maxUsesPerShopper,
    uses: row.uses,
    categories: row.categories as Promotion["categories"],
    disabledAt: row.disabledAt?.toISOString() ?? null,
    status: promotionStatus(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a code: what staff set, and its uses then. */
function auditSnapshot(row: PromotionRow) {
  const { status: _, createdAt: __, id: ___, ...kept } = toPromotion(row);
  return kept;
}

function columns(input: PromotionInput): NewPromotion {
  return {
    code: input.code,
    kind: input.kind,
    percent: input.percent,
    amountCents: input.amount,
    minSubtotalCents: input.minSubtotal,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    maxUses: input.maxUses,
    maxUsesPerShopper: input.maxUsesPerShopper,
    categories: input.categories,
  };
}

export interface PromotionsSettings {
  shipping: ShippingRule;
  ivaRateBp: number;
}

/**
 * Staff's promotion codes (create, list, edit, disable; each audited with entity_type "promotion"
 * in its own transaction, docs/product.md 78) and the checkout's preview of a code.
 */
export function createPromotionsService(db: Db, settings: PromotionsSettings) {
  const audit = createAuditRepository();
  const cart = createCartService(db, settings.shipping);
  const guesses = createPromotionGuessLimit(db);

  const notFound = () => new AppError("not_found", m.promotions_not_found());
  const codeTaken = (code: string) =>
    new AppError("conflict", m.promotions_code_taken({ code }), { code: m.promotions_code_taken({ code }) });

  /** Runs a write, a code already taken answering 409 instead of the database's error. */
  async function writing<T>(code: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken(code);
      throw error;
    }
  }

  /** The lines the checkout would buy, priced now, for the preview (the order prices them again). */
  async function checkoutLines(userId: string, request: PromotionPreviewRequest): Promise<PricedLine[]> {
    if (request.source === "cart") {
      const current = await cart.get(userId);
      return current.lines
        .filter((line) => line.available)
        .map((line) => ({ productId: line.product.id, lineTotal: line.lineTotal }));
    }
    const product = await repository.buyable(db, request.productId, request.variantId);
    if (!product) throw new AppError("not_found", m.ordering_product_not_found());
    return [{ productId: request.productId, lineTotal: lineTotal(product.priceCents, request.quantity) }];
  }

  return {
    async list(): Promise<Promotion[]> {
      const now = new Date();
      return (await repository.list(db)).map((row) => toPromotion(row, now));
    },

    async get(id: string): Promise<AdminPromotion> {
      const row = await repository.find(db, id);
      if (!row) throw notFound();
      return { ...toPromotion(row), audit: await audit.list(db, "promotion", id) };
    },

    create(actor: AuditActor, input: PromotionInput): Promise<Promotion> {
      return writing(input.code, () =>
        db.transaction(async (tx) => {
          const row = await repository.insert(tx, columns(input));
          await audit.record(tx, {
            actor,
            entityType: "promotion",
            entityId: row.id,
            action: "create",
            before: null,
            after: auditSnapshot(row),
          });
          return toPromotion(row);
        }),
      );
    },

    /** Changes what staff set; its uses stay, and a limit below them is refused. */
    update(actor: AuditActor, id: string, input: PromotionInput): Promise<Promotion> {
      return writing(input.code, () =>
        db.transaction(async (tx) => {
          const before = await repository.findForUpdate(tx, id);
          if (!before) throw notFound();
          if (input.maxUses !== null && input.maxUses < before.uses) {
            const message = m.promotions_max_uses_below_uses({ uses: before.uses });
            throw new AppError("invalid", message, { maxUses: message });
          }
          const row = await repository.update(tx, id, columns(input));
          if (!row) throw notFound();
          await audit.record(tx, {
            actor,
            entityType: "promotion",
            entityId: id,
            action: "update",
            before: auditSnapshot(before),
            after: auditSnapshot(row),
          });
          return toPromotion(row);
        }),
      );
    },

    /** Switches a code off for good: orders placed with it keep their discount. */
    disable(actor: AuditActor, id: string): Promise<Promotion> {
      return db.transaction(async (tx) => {
        const before = await repository.findForUpdate(tx, id);
        if (!before) throw notFound();
        const row = await repository.disable(tx, id);
        if (!row) throw notFound();
        await audit.record(tx, {
          actor,
          entityType: "promotion",
          entityId: id,
          action: "disable",
          before: auditSnapshot(before),
          after: auditSnapshot(row),
        });
        return toPromotion(row);
      });
    },

    /**
     * What the code would take off this checkout now, with the totals and the IVA the discounted
     * total contains; a refusal says why (PromotionRefusedError). Changes nothing: the order
     * counts the use when it is placed.
     */
    async preview(userId: string, request: PromotionPreviewRequest): Promise<PromotionPreview> {
      const lines = await checkoutLines(userId, request);
      if (lines.length === 0) throw new AppError("invalid", m.ordering_cart_empty());
      const { promotion, outcome } = await guesses.guarding(userId, () =>
        checkPromotion(db, { code: request.code, userId, lines, now: new Date() }),
      );
      const totals = cartTotals(
        lines.map((line) => ({ quantity: 1, lineTotal: line.lineTotal, available: true })),
        settings.shipping,
      );
      const total = discountedTotal(totals, outcome.discountCents);
      return {
        code: promotion.code,
        subtotal: totals.subtotal,
        discount: outcome.discountCents,
        shipping: totals.shipping,
        total,
        ivaCents: ivaContainedCents(total, settings.ivaRateBp),
      };
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
