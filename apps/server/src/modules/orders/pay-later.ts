import type { PayLaterMethod } from "@hogar/shared/payment-methods";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { orderLatePaymentRefundedMail } from "../mail/templates/order-late-payment-refunded.ts";
import { orderPayLaterMail } from "../mail/templates/order-pay-later.ts";
import { orderPaymentExpiredMail } from "../mail/templates/order-payment-expired.ts";
import type { OrderEvents } from "../metrics/metrics.ts";
import {
  type PayLaterIssued,
  type Payment,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type Refund,
  RefundRefusedError,
} from "../payments/payment-provider.ts";
import { PAYMENT_EXPIRED } from "./order-failure-reasons.ts";
import type { OrderSettling } from "./order-settling.ts";
import { type OrderRow, type OrdersRepository, unpaidStatus } from "./orders.repository.ts";
import { lateRefundKey } from "./refund-key.ts";

export type OrdersLog = Pick<FastifyBaseLogger, "warn" | "error">;

/** An order id as the webhook's body is checked for it (webhook-event.ts): one definition, zod's. */
const orderId = z.uuid();

interface PayLaterDeps {
  db: Db;
  provider: PaymentProvider;
  repository: OrdersRepository;
  settling: OrderSettling;
  /** PAY_LATER_HOURS: how long a voucher or transfer may be paid (docs/product.md 86). */
  payLaterHours: number;
  log: OrdersLog;
  events?: OrderEvents;
}

/**
 * OXXO and SPEI orders (docs/product.md 86-87): a voucher or transfer issued once the stock is
 * taken, the order awaiting its payment meanwhile; the payment reported by webhook; expiry (also
 * after a crash) voiding it and returning the stock; money arriving too late refunded.
 */
export function createPayLater({
  db,
  provider,
  repository,
  settling,
  payLaterHours,
  log,
  events,
}: PayLaterDeps) {
  function payLaterRequest(order: OrderRow) {
    return {
      orderId: order.id,
      method: order.paymentMethod as PayLaterMethod,
      amountCents: order.totalCents,
      expiresAt: new Date(Date.now() + payLaterHours * 3_600_000),
    };
  }

  /** What the order keeps of its voucher or transfer (orders.pay_later) and its deadline. */
  const awaitingWith = (issued: PayLaterIssued) => ({
    paymentId: issued.paymentId,
    payLater: {
      method: issued.method,
      reference: issued.reference,
      clabe: issued.clabe,
      bank: issued.bank,
      expiresAt: issued.expiresAt.toISOString(),
    },
    expiresAt: issued.expiresAt,
  });

  /**
   * placed -> awaiting_payment, with how to pay, the deadline, the timeline entry, the cart lines
   * bought removed and the mail with the instructions, in one transaction. Returns the order as it ends up.
   */
  async function awaitPayment(order: OrderRow, issued: PayLaterIssued): Promise<OrderRow> {
    const awaiting = await db.transaction(async (tx) => {
      const row = await repository.markAwaitingPayment(tx, order.id, awaitingWith(issued));
      if (!row) return undefined;
      await settling.recordSystem(tx, row.id, "placed", "awaiting_payment");
      // The cart lines bought leave the cart now, not at payment (docs/product.md 28).
      await repository.removeBoughtFromCart(tx, row);
      await settling.queueOrderMail(tx, row, orderPayLaterMail);
      return row;
    });
    if (awaiting) return awaiting;
    const now = (await repository.find(order.id)) ?? order;
    // A settler judged the request lost and cancelled the order meanwhile: its voucher must not be
    // paid for an order that no longer holds its stock. (Moved on otherwise: the voucher is its own.)
    if (now.status === "cancelled") {
      await provider.cancel(issued.paymentId).catch((error: unknown) => {
        // Paid at once: its webhook finds the order cancelled and refunds it (docs/product.md 86).
        log.warn({ err: error, orderId: order.id }, "could not void the voucher of a cancelled order");
      });
    }
    return now;
  }

  /**
   * The provider's payment, captured with the order's total and none of it given back: the order is
   * paid by it. A payment partly refunded (money of another amount reported for it, docs/product.md
   * 86) no longer holds the total, so it never pays the order.
   */
  const paysInFull = (
    order: OrderRow,
    payment: Pick<Payment, "id" | "status" | "amountCents" | "refundedCents"> | null,
  ): payment is Payment =>
    payment?.status === "captured" &&
    payment.amountCents === order.totalCents &&
    payment.refundedCents === 0 &&
    (order.paymentId === null || order.paymentId === payment.id);

  async function markPaid(order: OrderRow, paymentId: string): Promise<OrderRow | undefined> {
    const from = unpaidStatus(order.status);
    if (!from) return undefined;
    const paid = await settling.markPaid(db, order, paymentId, from);
    if (paid) events?.orderPlaced();
    return paid;
  }

  /**
   * Voids the order's voucher or transfer at the provider unless it was paid, and answers the
   * payment as it ends up. A void refused because the money arrived meanwhile reads it again.
   */
  async function voidUnlessPaid(orderId: string): Promise<Payment | null> {
    const payment = await provider.findByOrder(orderId);
    if (payment?.status !== "pending") return payment;
    try {
      return await provider.cancel(payment.id);
    } catch (error) {
      const now = await provider.findByOrder(orderId);
      // Still payable: the void failed for another reason, and the next run tries again.
      if (now?.status === "pending") throw error;
      return now;
    }
  }

  /**
   * A placed order whose voucher's deadline passed before the order was told to await it (a crash
   * left it placed for longer than the voucher lasts): voided unless paid, then, in one transaction,
   * the voucher written on the order (the expired mail shows which one may no longer be paid) and
   * the order cancelled with its stock back and the expired mail, never the "pay before" one.
   */
  async function expireUnawaited(order: OrderRow, issued: PayLaterIssued): Promise<void> {
    const payment = await voidUnlessPaid(order.id);
    if (paysInFull(order, payment) && (await markPaid(order, payment.id))) return;
    await db.transaction(async (tx) => {
      const awaiting = await repository.markAwaitingPayment(tx, order.id, awaitingWith(issued));
      if (!awaiting) return;
      await settling.recordSystem(tx, order.id, "placed", "awaiting_payment");
      await settling.cancel(tx, order.id, PAYMENT_EXPIRED, "awaiting_payment", orderPaymentExpiredMail);
    });
  }

  /**
   * Records the event of a payment the shop could not give back, so the provider stops retrying
   * (retrying would not change the answer), and logs it at error level for a person to act on.
   */
  async function unrefunded(
    order: OrderRow,
    event: PaymentWebhookEvent,
    entry: Parameters<OrdersRepository["recordPaymentEvent"]>[1],
    facts: Record<string, unknown>,
    why: string,
  ): Promise<PaymentOutcome> {
    const recorded = await db.transaction((tx) => repository.recordPaymentEvent(tx, entry));
    if (!recorded) return "duplicate";
    // Ids and amounts only: no personal data, no secrets.
    log.error(
      { orderId: order.id, paymentId: event.paymentId, amountCents: event.amountCents, ...facts },
      why,
    );
    return "refund_failed";
  }

  /**
   * Gives back a payment that arrived for an order no longer awaiting it (docs/product.md 86), under
   * that payment's own key so a repeated delivery never pays twice (docs/product.md 74), and
   * records the event with what it did in one transaction.
   */
  async function refundLate(
    order: OrderRow,
    event: PaymentWebhookEvent,
    entry: Parameters<OrdersRepository["recordPaymentEvent"]>[1],
  ): Promise<PaymentOutcome> {
    let given: Refund;
    try {
      given = await provider.refund({
        paymentId: event.paymentId,
        amountCents: event.amountCents,
        key: lateRefundKey(order.id, event.paymentId),
      });
    } catch (error) {
      // The provider said no (its reason is its message): asking again for days would get the same
      // answer, so the event is recorded, the webhook answered 200, and a person told by the log.
      if (!(error instanceof RefundRefusedError)) throw error;
      return unrefunded(
        order,
        event,
        entry,
        { reason: error.message },
        "the provider refused to refund a payment the order did not await; a person must give it back",
      );
    }
    if (given.paymentId !== event.paymentId || given.amountCents !== event.amountCents) {
      // The provider's books are the truth about money: the shop records no refund and mails
      // nothing it cannot square with them (as the lifecycle's refunds do).
      return unrefunded(
        order,
        event,
        entry,
        { refundPaymentId: given.paymentId, refundedCents: given.amountCents },
        "the provider's refund under this payment's key is for another payment or amount; nothing recorded as refunded",
      );
    }
    return db.transaction(async (tx) => {
      if (!(await repository.recordPaymentEvent(tx, entry))) return "duplicate";
      const current = await repository.findForUpdate(tx, order.id);
      const refunded =
        current?.status === "cancelled"
          ? await repository.addLateRefund(tx, order.id, event.amountCents)
          : undefined;
      if (refunded) {
        await settling.queueOrderMail(tx, refunded, (data) =>
          orderLatePaymentRefundedMail({ ...data, refundCents: event.amountCents }),
        );
      } else {
        // Not the money of an expired order: a payment of the wrong amount, or a second payment of
        // an order paid already. Given back; a person may want to look. No personal data here.
        log.warn(
          {
            orderId: order.id,
            status: current?.status,
            paymentId: event.paymentId,
            amountCents: event.amountCents,
            totalCents: order.totalCents,
          },
          "a payment the order did not await was refunded",
        );
      }
      return "refunded";
    });
  }

  return {
    /** Issues the order's voucher or transfer and marks it awaiting payment (docs/product.md 86). */
    async issue(order: OrderRow): Promise<OrderRow> {
      return awaitPayment(order, await provider.issuePayLater(payLaterRequest(order)));
    },

    /**
     * An OXXO or SPEI order left "placed" by a request that died (docs/product.md 30, 86): with the
     * provider's voucher still good it awaits payment until that voucher's own deadline (asking again
     * for the order's voucher returns the first); with the voucher's deadline passed already it is
     * expired at once, as `expire` does, never told to pay by a date gone by; paid already, it is
     * paid; otherwise it is cancelled with its stock returned.
     */
    async settlePlaced(order: OrderRow, reason?: string): Promise<void> {
      const payment = await provider.findByOrder(order.id);
      if (payment?.status === "pending") {
        const issued = await provider.issuePayLater(payLaterRequest(order));
        if (issued.expiresAt.getTime() > Date.now()) {
          await awaitPayment(order, issued);
          return;
        }
        await expireUnawaited(order, issued);
        return;
      }
      if (paysInFull(order, payment) && (await markPaid(order, payment.id))) return;
      const why = reason ?? (payment ? `payment ${payment.status}` : "no payment was made");
      await db.transaction((tx) => settling.cancel(tx, order.id, why, "placed"));
    },

    /**
     * An order whose deadline passed unpaid (docs/product.md 86): the provider is asked first, so a
     * payment that arrived before its webhook marks the order paid; otherwise the voucher is voided,
     * the order cancelled with its stock back, and the shopper told.
     */
    async expire(order: OrderRow): Promise<void> {
      const payment = await voidUnlessPaid(order.id);
      if (paysInFull(order, payment) && (await markPaid(order, payment.id))) return;
      await db.transaction((tx) =>
        settling.cancel(tx, order.id, PAYMENT_EXPIRED, "awaiting_payment", orderPaymentExpiredMail),
      );
    },

    /**
     * A payment the provider reported (docs/product.md 87): acted on once by its event id, recorded
     * in the transaction that updates the order. The order's total paid for an order awaiting it
     * makes it paid; the same payment again (the settler found it first) changes nothing; any other
     * money is refunded in full. An order the shop does not know is ignored.
     */
    async recordPayment(event: PaymentWebhookEvent, providerName: string): Promise<PaymentOutcome> {
      const order = orderId.safeParse(event.orderId).success
        ? await repository.find(event.orderId)
        : undefined;
      // Nothing to do, and retrying will not help; the webhook route logs it.
      if (!order) return "ignored";
      if (await repository.paymentEventSeen(event.id)) return "duplicate";
      const entry = { id: event.id, provider: providerName, type: event.type, orderId: order.id };
      const settled = await db.transaction(async (tx): Promise<PaymentOutcome | "refund"> => {
        const current = await repository.findForUpdate(tx, order.id);
        if (!current) return "ignored";
        const arrived = {
          id: event.paymentId,
          status: "captured" as const,
          amountCents: event.amountCents,
          refundedCents: 0,
        };
        const from = unpaidStatus(current.status);
        if (from && paysInFull(current, arrived)) {
          if (!(await repository.recordPaymentEvent(tx, entry))) return "duplicate";
          if (await settling.markPaid(tx, current, event.paymentId, from)) return "paid";
          // Locked and checked just above, so this cannot be; were it, the event recorded in this
          // transaction must not be committed with the payment neither taken nor given back.
          throw new Error(`order ${current.id} was ${current.status} under its lock but could not be paid`);
        }
        // Counted already: the settler asked the provider first and marked it paid by this payment.
        if (current.paymentId === event.paymentId && (await repository.wasPaid(tx, current.id))) {
          return (await repository.recordPaymentEvent(tx, entry)) ? "paid" : "duplicate";
        }
        if (from && event.amountCents !== current.totalCents) {
          log.warn(
            { orderId: current.id, amountCents: event.amountCents, totalCents: current.totalCents },
            "a payment of another amount than the order's total arrived; it is refunded, not taken",
          );
        }
        return "refund";
      });
      if (settled === "paid") events?.orderPlaced();
      if (settled !== "refund") return settled;
      return refundLate(order, event, entry);
    },
  };
}

export type PayLater = ReturnType<typeof createPayLater>;
