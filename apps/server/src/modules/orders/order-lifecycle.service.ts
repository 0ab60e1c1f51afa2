import {
  type AdminOrder,
  formatMoney,
  nextStatuses,
  type OrderDetails,
  type OrderStatus,
  type ReturnRequestInput,
  type ShipOrderInput,
  type StaffRefundInput,
} from "@hogar/shared";
import { isReturnOpen, returnOpenUntil } from "@hogar/shared/business-days";
import { m } from "@hogar/shared/messages";
import { lineKey, STAFF_REFUND_STATUSES, storedReturnLine } from "@hogar/shared/order-rules";
import { lineRefundCents } from "@hogar/shared/promotion-rules";
import { shopDate } from "@hogar/shared/shop-dates";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { createAuditRepository } from "../audit/audit.repository.ts";
import type { OutgoingMail } from "../mail/outbox.ts";
import { orderCancelledMail } from "../mail/templates/order-cancelled.ts";
import { orderDeliveredMail } from "../mail/templates/order-delivered.ts";
import type { OrderMailData } from "../mail/templates/order-mail-parts.ts";
import { orderRefundedMail } from "../mail/templates/order-refunded.ts";
import { orderReturnApprovedMail } from "../mail/templates/order-return-approved.ts";
import { orderReturnRefusedMail } from "../mail/templates/order-return-refused.ts";
import { orderReturnRequestedMail } from "../mail/templates/order-return-requested.ts";
import { orderShippedMail } from "../mail/templates/order-shipped.ts";
import { type PaymentProvider, type Refund, RefundRefusedError } from "../payments/payment-provider.ts";
import { promotionsRepository } from "../promotions/promotions.repository.ts";
import { BEING_CHANGED, conflictFor, OrderChangeConflict } from "./order-change-conflict.ts";
import { toOrderDetails } from "./order-details-view.ts";
import { orderEventsRepository } from "./order-events.repository.ts";
import {
  type OrderChanges,
  type ReturnLine,
  orderLifecycleRepository as repository,
} from "./order-lifecycle.repository.ts";
import { createOrderSettling } from "./order-settling.ts";
import { createOrdersRepository, type OrderRow } from "./orders.repository.ts";
import { type RefundPurpose, refundKey } from "./refund-key.ts";

export interface OrderLifecycleSettings {
  baseUrl: string;
  shopName: string;
}

export interface OrderLifecycleOptions {
  /** Where a refund the shop cannot square with the provider's is reported. */
  log: Pick<FastifyBaseLogger, "error">;
  clock?: () => Date;
}

/** The provider's refund under the key is not the amount this change asked for (docs/product.md 74). */
export const REFUND_MISMATCH = (): string => m.server_refund_mismatch();

/** Who makes a change: the signed-in shopper or admin. */
export interface Actor {
  id: string;
  email: string;
}

const notFound = () => new AppError("not_found", m.server_order_not_found());
type AuditField = "carrier" | "trackingNumber" | "shippedAt" | "deliveredAt" | "refunded";

/** One change of an order's status, with everything it writes in its transaction. */
interface Change {
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
const refundableCents = (order: OrderRow): number => Math.max(0, order.totalCents - order.refundedCents);

const allowsStaffRefund = (status: OrderStatus): boolean =>
  (STAFF_REFUND_STATUSES as readonly OrderStatus[]).includes(status);

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
 * The order's life after payment (docs/product.md 70-76). Every change is one conditional UPDATE
 * on the order's current status, written with its timeline event, audit entry and mail in one
 * transaction. A change that refunds first claims the order, calls the provider outside any
 * transaction (an embedded database has one connection, and no lock should wait on a provider),
 * then commits; a refusal lets the claim go and changes nothing. Once the provider may have
 * refunded, the claim stays until the same change finishes (docs/decisions/012).
 */
export function createOrderLifecycleService(
  db: Db,
  payments: PaymentProvider,
  settings: OrderLifecycleSettings,
  { log, clock = () => new Date() }: OrderLifecycleOptions,
) {
  const orders = createOrdersRepository(db);
  const settling = createOrderSettling(orders, settings);
  const audit = createAuditRepository();

  async function detailsOf(order: OrderRow): Promise<OrderDetails> {
    const lines = await orders.lines([order.id]);
    const events = await orderEventsRepository.timeline(db, order.id);
    const returnRequest = await repository.findReturnRequest(db, order.id);
    return toOrderDetails({ order, lines, events, returnRequest }, clock());
  }

  /** Why a change did not happen: not found (or not the shopper's), or the order's state now. */
  async function refusal(change: Change): Promise<AppError> {
    const shown = change.ownerId ? await orders.findShown(change.ownerId, change.orderId) : true;
    const state = shown ? await repository.changeState(db, change.orderId) : undefined;
    if (!state) return notFound();
    return conflictFor(state.status, change.from, state.claim, change.actor.role);
  }

  /**
   * The shopper hears of the change in their pick, else the order's language: never the language
   * of the admin who made it (docs/product.md 80).
   */
  function queueShopperMail(tx: Db, change: Change, order: OrderRow, refundedCents: number) {
    return settling.queueOrderMail(tx, order, (data) => change.mail(data, refundedCents));
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
      // A stale claim taken over asks for what its refund asked for (a staff refund made again may
      // have another amount typed): the same key with another amount is refused by providers.
      cents = claimed.changeClaimRefundCents ?? (await refund.amount(claimed));
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
        await queueShopperMail(tx, change, row, refundedCents);
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

  async function adminView(order: OrderRow): Promise<AdminOrder> {
    const details = await detailsOf(order);
    const shopper = await orders.shopper(db, order.userId);
    return {
      ...details,
      shopper: shopper ? { email: shopper.email, name: shopper.name, phone: shopper.phone } : null,
      audit: await audit.list(db, "order", order.id),
      nextStatuses: nextStatuses(order.status, "admin"),
      // Said in the approval's dialog, as cancelling says its amount.
      returnRefundDue:
        order.status === "return_requested" && details.returnRequest
          ? await returnRefundCents(order, details.returnRequest.lines)
          : null,
      staffRefundable: allowsStaffRefund(order.status) ? refundableCents(order) : null,
    };
  }

  /**
   * Cancels a paid order: the whole total back through the provider, every line's stock back
   * (docs/product.md 72). With `refundedOutside`, staff gave it back another way after the card's
   * bank refused: the total is recorded as refunded without asking the provider.
   */
  function cancel(
    orderId: string,
    actor: Change["actor"],
    note: string | null,
    { ownerId, refundedOutside = false }: { ownerId?: string; refundedOutside?: boolean } = {},
  ) {
    return apply({
      orderId,
      from: "paid",
      to: "cancelled",
      actor,
      ownerId,
      note,
      ...(refundedOutside
        ? { refundedOutside: true as const }
        : {
            refund: {
              purpose: "cancel",
              amount: async (order: OrderRow) => refundableCents(order),
            },
          }),
      async alsoWrite(tx, order) {
        const lines = await orders.lines([order.id], tx);
        await repository.returnStock(tx, lines);
      },
      audit:
        actor.role === "admin"
          ? {
              action: "cancel",
              fields: ["refunded"],
              after: { note, ...(refundedOutside ? { refundedOutside } : {}) },
            }
          : undefined,
      mail: (data, refundCents) =>
        orderCancelledMail({ ...data, refundCents, byShop: actor.role === "admin", note, refundedOutside }),
    });
  }

  /**
   * Cancels an order awaiting its OXXO or SPEI payment (docs/product.md 86): nothing was paid, so
   * nothing is refunded; the voucher or transfer is voided first, every line's stock comes back,
   * and the shopper's mail says it was never charged (a refund of 0).
   */
  function cancelUnpaid(orderId: string, actor: Change["actor"], note: string | null, ownerId?: string) {
    return apply({
      orderId,
      from: "awaiting_payment",
      to: "cancelled",
      actor,
      ownerId,
      note,
      voidsPayment: true,
      async alsoWrite(tx, order) {
        const lines = await orders.lines([order.id], tx);
        await repository.returnStock(tx, lines);
        // Never paid: its use of a promotion code is given back (docs/product.md 103).
        await promotionsRepository.giveBack(tx, order.id);
      },
      audit: actor.role === "admin" ? { action: "cancel", fields: ["refunded"], after: { note } } : undefined,
      mail: (data) => orderCancelledMail({ ...data, refundCents: 0, byShop: actor.role === "admin", note }),
    });
  }

  /**
   * Money given back another way must not be on its way back through the provider too: only a card
   * order's payment, captured, with no more refunded at the provider than the order records (a
   * cancellation that refunded and then died would show there) (docs/product.md 72).
   */
  async function checkRefundableOutside(order: OrderRow): Promise<void> {
    if (order.paymentMethod !== "card") {
      throw new OrderChangeConflict(m.server_refund_outside_card_only(), order.status);
    }
    const payment = await payments.findByOrder(order.id);
    if (payment?.status !== "captured" || payment.refundedCents !== order.refundedCents) {
      throw new OrderChangeConflict(m.server_refund_outside_provider_moved(), order.status);
    }
  }

  /** Cancels as the order's status asks: unpaid (voucher voided) or paid (refunded). */
  async function cancelAny(
    orderId: string,
    actor: Change["actor"],
    note: string | null,
    options: { ownerId?: string; refundedOutside?: boolean } = {},
  ) {
    const { ownerId } = options;
    const current = ownerId ? await orders.findShown(ownerId, orderId) : await repository.find(db, orderId);
    if (current?.status === "awaiting_payment") return cancelUnpaid(orderId, actor, note, ownerId);
    if (options.refundedOutside && current) await checkRefundableOutside(current);
    return cancel(orderId, actor, note, options);
  }

  /** The return request's lines, each checked against what was bought (docs/product.md 73). */
  async function checkedReturnLines(order: OrderRow, input: ReturnRequestInput): Promise<ReturnLine[]> {
    // Lines are told apart by product and variant (two variants of one product are two lines).
    const bought = new Map((await orders.lines([order.id])).map((line) => [lineKey(line), line]));
    const seen = new Set<string>();
    for (const line of input.lines) {
      const boughtLine = bought.get(lineKey(line));
      if (!boughtLine) throw new AppError("invalid", m.server_return_only_this_order());
      if (seen.has(lineKey(line))) throw new AppError("invalid", m.server_return_each_once());
      seen.add(lineKey(line));
      if (line.quantity > boughtLine.quantity) {
        throw new AppError(
          "invalid",
          m.server_return_at_most({ quantity: boughtLine.quantity, name: boughtLine.name }),
        );
      }
    }
    return input.lines.map(storedReturnLine);
  }

  /**
   * What was paid for the returned units (not the shipping), from the order's own copy of each
   * line: its price less its share of a promotion's discount (docs/product.md 101), and never more
   * than is left after a staff refund (docs/product.md 119).
   */
  async function returnRefundCents(order: OrderRow, lines: ReturnLine[]): Promise<number> {
    const bought = new Map((await orders.lines([order.id])).map((line) => [lineKey(line), line]));
    const paidForLines = lines.reduce((sum, line) => {
      const copy = bought.get(lineKey(line));
      return sum + (copy ? lineRefundCents(copy, line.quantity) : 0);
    }, 0);
    return Math.min(paidForLines, refundableCents(order));
  }

  async function adminFind(orderId: string): Promise<OrderRow> {
    const order = await repository.find(db, orderId);
    if (!order) throw notFound();
    return order;
  }

  return {
    /** The shopper's own order (a declined payment made none). */
    async details(userId: string, orderId: string): Promise<OrderDetails> {
      const order = await orders.findShown(userId, orderId);
      if (!order) throw notFound();
      return detailsOf(order);
    },

    async cancelByShopper(shopper: Actor, orderId: string): Promise<OrderDetails> {
      return detailsOf(
        await cancelAny(orderId, { ...shopper, role: "shopper" }, null, { ownerId: shopper.id }),
      );
    },

    async requestReturn(shopper: Actor, orderId: string, input: ReturnRequestInput): Promise<OrderDetails> {
      const order = await orders.findShown(shopper.id, orderId);
      if (!order) throw notFound();
      if (order.status !== "delivered") throw conflictFor(order.status, "delivered", "free");
      if (await repository.findReturnRequest(db, orderId)) {
        throw new OrderChangeConflict(m.server_return_already_asked(), order.status);
      }
      if (!order.deliveredAt || !isReturnOpen(order.deliveredAt, clock())) {
        const closed = order.deliveredAt
          ? m.server_return_window_closed_on({ date: shopDate(returnOpenUntil(order.deliveredAt)) })
          : m.server_return_window_closed();
        throw new OrderChangeConflict(closed, order.status);
      }
      const lines = await checkedReturnLines(order, input);
      const changed = await apply({
        orderId,
        from: "delivered",
        to: "return_requested",
        actor: { ...shopper, role: "shopper" },
        ownerId: shopper.id,
        note: input.reason,
        async alsoWrite(tx) {
          // One request per order: a second one at the same moment rolls back here.
          const request = await repository.insertReturnRequest(tx, { orderId, lines, reason: input.reason });
          if (!request) throw new OrderChangeConflict(m.server_return_already_asked(), "delivered");
        },
        mail: (data) => orderReturnRequestedMail({ ...data, lines, reason: input.reason }),
      });
      return detailsOf(changed);
    },

    async adminOrder(orderId: string): Promise<AdminOrder> {
      return adminView(await adminFind(orderId));
    },

    async ship(admin: Actor, orderId: string, input: ShipOrderInput): Promise<AdminOrder> {
      const changed = await apply({
        orderId,
        from: "paid",
        to: "shipped",
        actor: { ...admin, role: "admin" },
        changes: { carrier: input.carrier, trackingNumber: input.trackingNumber, shippedAt: clock() },
        audit: { action: "ship", fields: ["carrier", "trackingNumber", "shippedAt"] },
        mail: (data) => orderShippedMail(data),
      });
      return adminView(changed);
    },

    async deliver(admin: Actor, orderId: string): Promise<AdminOrder> {
      const deliveredAt = clock();
      const changed = await apply({
        orderId,
        from: "shipped",
        to: "delivered",
        actor: { ...admin, role: "admin" },
        changes: { deliveredAt },
        audit: { action: "deliver", fields: ["deliveredAt"] },
        mail: (data) => orderDeliveredMail({ ...data, returnOpenUntil: returnOpenUntil(deliveredAt) }),
      });
      return adminView(changed);
    },

    async cancelByAdmin(
      admin: Actor,
      orderId: string,
      note: string,
      { refundedOutside = false }: { refundedOutside?: boolean } = {},
    ): Promise<AdminOrder> {
      return adminView(await cancelAny(orderId, { ...admin, role: "admin" }, note, { refundedOutside }));
    },

    async approveReturn(admin: Actor, orderId: string): Promise<AdminOrder> {
      // What a request names never changes once written; only its decision does.
      const request = await repository.findReturnRequest(db, orderId);
      const lines = (request?.lines ?? []) as ReturnLine[];
      const changed = await apply({
        orderId,
        from: "return_requested",
        to: "returned",
        actor: { ...admin, role: "admin" },
        refund: {
          purpose: "return",
          async amount(order) {
            if (!request) throw new Error("a return_requested order has a return request");
            return returnRefundCents(order, lines);
          },
        },
        async alsoWrite(tx, order, refundedCents) {
          await repository.returnStock(tx, lines);
          await repository.decideReturnRequest(tx, order.id, {
            status: "approved",
            refundCents: refundedCents,
            decisionNote: null,
          });
        },
        audit: { action: "approve-return", fields: ["refunded"], after: { returnedLines: lines } },
        mail: (data, refundCents) => orderReturnApprovedMail({ ...data, lines, refundCents }),
      });
      return adminView(changed);
    },

    /**
     * Gives back part or all that is left of an order that left the shop, its status unchanged
     * (docs/product.md 119). Each refund is numbered, under the claim, for its refund key: a
     * stale claim's refund never committed its timeline entry, so taking it over sends its key again.
     */
    async refund(admin: Actor, orderId: string, input: StaffRefundInput): Promise<AdminOrder> {
      const status = (await adminFind(orderId)).status;
      if (!allowsStaffRefund(status)) throw new OrderChangeConflict(m.server_refund_not_shipped(), status);
      const changed = await apply({
        orderId,
        from: status,
        to: status,
        actor: { ...admin, role: "admin" },
        note: input.note,
        refund: {
          async purpose(order) {
            return `refund-${(await orderEventsRepository.staffRefundCount(db, order.id)) + 1}`;
          },
          async amount(order) {
            const left = refundableCents(order);
            if (left === 0) throw new AppError("invalid", m.server_refund_nothing_left());
            if (input.amountCents > left) {
              throw new AppError("invalid", m.server_refund_more_than_left({ amount: formatMoney(left) }));
            }
            return input.amountCents;
          },
        },
        // What went back is `refunded` after less before.
        audit: { action: "refund", fields: ["refunded"], after: { note: input.note } },
        mail: (data, refundCents) => orderRefundedMail({ ...data, refundCents, note: input.note }),
      });
      return adminView(changed);
    },

    async refuseReturn(admin: Actor, orderId: string, note: string): Promise<AdminOrder> {
      const changed = await apply({
        orderId,
        from: "return_requested",
        to: "delivered",
        actor: { ...admin, role: "admin" },
        note,
        async alsoWrite(tx, order) {
          await repository.decideReturnRequest(tx, order.id, {
            status: "refused",
            refundCents: null,
            decisionNote: note,
          });
        },
        audit: { action: "refuse-return", fields: [], after: { note } },
        mail: (data) => orderReturnRefusedMail({ ...data, note }),
      });
      return adminView(changed);
    },
  };
}

export type OrderLifecycleService = ReturnType<typeof createOrderLifecycleService>;
