import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { orderCancelledMail } from "../mail/templates/order-cancelled.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { promotionsRepository } from "../promotions/promotions.repository.ts";
import { type ApplyChange, type Change, refundableCents } from "./order-change.ts";
import { conflictFor, OrderChangeConflict } from "./order-change-conflict.ts";
import { orderLifecycleRepository as repository } from "./order-lifecycle.repository.ts";
import type { OrderRow, OrdersRepository } from "./orders.repository.ts";

export interface CancelOptions {
  /** A shopper's cancellation: only of their own order. */
  ownerId?: string;
  /** Staff gave the money back another way after the card's bank refused the refund. */
  refundedOutside?: boolean;
  /** The status the canceller saw: an order in another now is not cancelled (docs/product.md 72). */
  seen?: "paid" | "awaiting_payment";
}

/** Cancelling an order, paid or awaiting its OXXO or SPEI payment (docs/product.md 72, 86). */
export function createOrderCancellation(
  db: Db,
  payments: PaymentProvider,
  orders: OrdersRepository,
  apply: ApplyChange,
) {
  /**
   * Cancels a paid order: the whole total back through the provider, every line's stock back
   * (docs/product.md 72). With `refundedOutside`, staff gave it back another way after the card's
   * bank refused: the total is recorded as refunded without asking the provider.
   */
  function cancelPaid(
    orderId: string,
    actor: Change["actor"],
    note: string | null,
    { ownerId, refundedOutside = false }: CancelOptions,
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
  return async function cancel(
    orderId: string,
    actor: Change["actor"],
    note: string | null,
    options: CancelOptions = {},
  ) {
    const { ownerId } = options;
    const current = ownerId ? await orders.findShown(ownerId, orderId) : await repository.find(db, orderId);
    if (current && options.seen && current.status !== options.seen) {
      throw conflictFor(current.status, options.seen, "free", actor.role);
    }
    if (current?.status === "awaiting_payment") return cancelUnpaid(orderId, actor, note, ownerId);
    if (options.refundedOutside && current) await checkRefundableOutside(current);
    return cancelPaid(orderId, actor, note, options);
  };
}
