import type { OrderStatus } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { createAuditRepository } from "../audit/audit.repository.ts";
import type { OutgoingMail } from "../mail/outbox.ts";
import type { OrderMailData } from "../mail/templates/order-mail-parts.ts";
import { type PaymentProvider, type Refund, RefundRefusedError } from "../payments/payment-provider.ts";
import { BEING_CHANGED, conflictFor, OrderChangeConflict } from "./order-change-conflict.ts";
import { orderEventsRepository } from "./order-events.repository.ts";
import { type OrderChanges, orderLifecycleRepository as repository } from "./order-lifecycle.repository.ts";
import { createOrderSettling, type OrderMailSettings } from "./order-settling.ts";
import type { OrderRow, OrdersRepository } from "./orders.repository.ts";
import { type RefundPurpose, refundKey } from "./refund-key.ts";

export const orderNotFound = () => new AppError("not_found", m.server_order_not_found());

/** The provider's refund under the key is not the amount this change asked for (docs/product.md 74). */
export const REFUND_MISMATCH = (): string => m.server_refund_mismatch();

/** Who makes a change: the signed-in shopper or admin. */
export interface Actor {
  id: string;
  email: string;
}

export type AuditField = "carrier" | "trackingNumber" | "shippedAt" | "deliveredAt" | "refunded";

/** One change of an order's status, with everything it writes in its transaction. */
export interface Change {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  actor: Actor & { role: "admin" | "shopper" };
  /** A shopper's change: only on their own order. */
  ownerId?: string;
  changes?: OrderChanges;
  /** The timeline's note, which the shopper reads. */
  note?: string | null;
  /**
   * A change that gives money back: how much, and what for (its refund key), both worked out for
   * the order as claimed.
   */
  refund?: {
    purpose: RefundPurpose | ((order: OrderRow) => Promise<RefundPurpose>);
    amount(order: OrderRow): Promise<number>;
  };
  /**
   * Staff gave all that is left back another way (a SPEI transfer) once the card's bank refused the
   * refund: it is recorded in the change's transaction, and the provider is not asked, so no claim
   * is needed (docs/product.md 72).
   */
  refundedOutside?: true;
  /** A change of an unpaid order that voids its OXXO voucher or SPEI transfer first (docs/product.md 86). */
  voidsPayment?: true;
  /** Writes of its own in the change's transaction (stock back, the return request). */
  alsoWrite?(tx: Db, changed: OrderRow, refundedCents: number): Promise<void>;
  /** Admin changes are written to the audit log, with these fields beside the status. */
  audit?: { action: string; fields: AuditField[]; after?: Record<string, unknown> };
  mail(data: OrderMailData, refundedCents: number): OutgoingMail;
  /** A mail to the shop's own address (SELLER_EMAIL) too, when the change waits for staff. */
  shopMail?(data: OrderMailData, shopAddress: string): OutgoingMail;
}

/** A refunding change's claim and what the provider gave back under it. */
interface Refunded {
  claimed: OrderRow;
  claim: string;
  cents: number;
  /** The provider was asked, so money may be back whatever happens next. */
  providerCalled: boolean;
}

/** What is left to give back: the total less every refund so far, in centavos. */
export const refundableCents = (order: OrderRow): number =>
  Math.max(0, order.totalCents - order.refundedCents);

function auditSnapshot(order: OrderRow, fields: AuditField[]): Record<string, unknown> {
  const values: Record<AuditField, unknown> = {
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    refunded: order.refundedCents,
  };
  return { status: order.status, ...Object.fromEntries(fields.map((field) => [field, values[field]])) };
}

/**
 * How every change of an order's life after payment is made (docs/product.md 70-76): one
 * conditional UPDATE on the order's current status, written with its timeline event, audit entry
 * and mail in one transaction. A change that refunds first claims the order, calls the provider
 * outside any transaction (an embedded database has one connection, and no lock should wait on a
 * provider), then commits; a refusal lets the claim go and changes nothing. Once the provider may
 * have refunded, the claim stays until the same change finishes (docs/decisions/012).
 */
export function createOrderChanges(
  db: Db,
  payments: PaymentProvider,
  orders: OrdersRepository,
  settings: OrderMailSettings,
  log: Pick<FastifyBaseLogger, "error">,
) {
  const settling = createOrderSettling(orders, settings);
  const audit = createAuditRepository();

  /** Why a change did not happen: not found (or not the shopper's), or the order's state now. */
  async function refusal(change: Change): Promise<AppError> {
    const shown = change.ownerId ? await orders.findShown(change.ownerId, change.orderId) : true;
    const state = shown ? await repository.changeState(db, change.orderId) : undefined;
    if (!state) return orderNotFound();
    return conflictFor(state.status, change.from, state.claim, change.actor.role);
  }

  /**
   * The shopper hears of the change in their pick, else the order's language: never the language
   * of the admin who made it (docs/product.md 80). A change the shop must act on (a return asked
   * for) also mails the shop's address (docs/product.md 73).
   */
  async function queueMails(tx: Db, change: Change, order: OrderRow, refundedCents: number) {
    await settling.queueOrderMail(tx, order, (data) => change.mail(data, refundedCents));
    const { shopMail } = change;
    if (shopMail) await settling.queueOrderMail(tx, order, (data) => shopMail(data, settings.seller.email));
  }

  /**
   * The provider's refund, under the order's claim. The claim is let go only when nothing was
   * refunded: the change failed before the provider was called, or the provider refused. Any other
   * failure (a timeout, a lost answer) may come after the money went back, so the claim stays:
   * nothing else changes the order, and the same change again takes the claim over once it is
   * stale and gets the same refund back under its key (docs/product.md 71, 74).
   */
  async function refundClaimed(change: Change): Promise<Refunded> {
    const refund = change.refund;
    if (!refund) throw new Error("not a refunding change");
    const claimed = await repository.claim(db, change.orderId, change.from, change.ownerId);
    if (!claimed) throw await refusal(change);
    const release = () => repository.release(db, change.orderId, claimed.claim);
    let cents: number;
    let purpose: RefundPurpose;
    try {
      purpose = typeof refund.purpose === "function" ? await refund.purpose(claimed) : refund.purpose;
      // A stale claim taken over asks for what its refund asked for (a staff refund or a return's
      // approval made again may have another amount typed): the same key with another amount is
      // refused by providers. A recorded 0 never reached the provider, so it is worked out again.
      cents = claimed.changeClaimRefundCents || (await refund.amount(claimed));
      if (!(await repository.recordClaimRefund(db, change.orderId, claimed.claim, cents))) {
        throw new OrderChangeConflict(BEING_CHANGED(), claimed.status);
      }
    } catch (error) {
      await release();
      throw error;
    }
    if (cents === 0) return { claimed, claim: claimed.claim, cents, providerCalled: false };
    const paymentId = claimed.paymentId;
    if (!paymentId) {
      await release();
      throw new RefundRefusedError(m.server_order_no_payment());
    }
    let given: Refund;
    try {
      given = await payments.refund({
        paymentId,
        amountCents: cents,
        key: refundKey(change.orderId, purpose),
      });
    } catch (error) {
      if (error instanceof RefundRefusedError) await release();
      throw error;
    }
    if (given.amountCents !== cents) {
      // The provider's books are the truth about money; the shop records nothing it cannot square
      // with them, and keeps the order held until a person looks. No personal data in the log.
      log.error(
        {
          orderId: change.orderId,
          purpose,
          expectedCents: cents,
          refundedCents: given.amountCents,
        },
        "the provider's refund for this order's key is not the amount asked for; the order stays held",
      );
      throw new OrderChangeConflict(REFUND_MISMATCH(), claimed.status);
    }
    return { claimed, claim: claimed.claim, cents: given.amountCents, providerCalled: true };
  }

  /**
   * Voids the order's voucher or transfer at the provider, under the order's claim, so no money can
   * arrive once it is cancelled. Money that arrived meanwhile makes it a paid order instead: 409,
   * and the provider's webhook marks it paid. Voiding again is harmless, so the claim is let go on
   * any failure, as when nothing was refunded.
   */
  async function voidClaimed(change: Change): Promise<Refunded> {
    const claimed = await repository.claim(db, change.orderId, change.from, change.ownerId);
    if (!claimed) throw await refusal(change);
    try {
      if (claimed.paymentId) await voidPayment(claimed.id, claimed.paymentId);
    } catch (error) {
      await repository.release(db, change.orderId, claimed.claim);
      throw error;
    }
    return { claimed, claim: claimed.claim, cents: 0, providerCalled: false };
  }

  async function voidPayment(orderId: string, paymentId: string): Promise<void> {
    try {
      await payments.cancel(paymentId);
    } catch (error) {
      const payment = await payments.findByOrder(orderId);
      if (payment?.status === "captured") {
        throw new OrderChangeConflict(m.server_order_payment_just_arrived(), "awaiting_payment");
      }
      // Still payable: the provider did not void it. Anything else (voided, refunded) cannot be paid.
      if (!payment || payment.status === "pending") throw error;
    }
  }

  async function apply(change: Change): Promise<OrderRow> {
    const refunded = change.refund
      ? await refundClaimed(change)
      : change.voidsPayment
        ? await voidClaimed(change)
        : undefined;
    let refundedCents = refunded?.cents ?? 0;
    // After the provider was asked, the claim stays whatever happens here (see refundClaimed).
    const releaseUnlessRefunded = async () => {
      if (refunded && !refunded.providerCalled) await repository.release(db, change.orderId, refunded.claim);
    };
    let changed: OrderRow | undefined;
    try {
      changed = await db.transaction(async (tx) => {
        const before = refunded?.claimed ?? (await repository.find(tx, change.orderId));
        // The move below requires the order unclaimed and still in `from`, so nothing changed what is left.
        if (change.refundedOutside && before) refundedCents = refundableCents(before);
        const row = await repository.move(tx, change.orderId, change.from, change.to, {
          changes: change.changes,
          refundedCents,
          ownerId: change.ownerId,
          claim: refunded?.claim,
        });
        if (!row || !before) return undefined;
        await orderEventsRepository.record(tx, {
          orderId: row.id,
          actorId: change.actor.id,
          actorRole: change.actor.role,
          from: change.from,
          to: change.to,
          note: change.note ?? null,
          refundedCents,
        });
        await change.alsoWrite?.(tx, row, refundedCents);
        if (change.audit) {
          await audit.record(tx, {
            actor: { id: change.actor.id, email: change.actor.email },
            entityType: "order",
            entityId: row.id,
            action: change.audit.action,
            before: auditSnapshot(before, change.audit.fields),
            after: { ...auditSnapshot(row, change.audit.fields), ...change.audit.after },
          });
        }
        await queueMails(tx, change, row, refundedCents);
        return row;
      });
    } catch (error) {
      await releaseUnlessRefunded();
      throw error;
    }
    if (!changed) {
      await releaseUnlessRefunded();
      throw await refusal(change);
    }
    return changed;
  }

  return { apply };
}

export type ApplyChange = ReturnType<typeof createOrderChanges>["apply"];
