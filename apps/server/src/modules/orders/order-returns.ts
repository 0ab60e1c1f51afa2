import { type ApproveReturnInput, formatMoney, type ReturnRequestInput } from "@hogar/shared";
import { isReturnOpen, returnOpenUntil } from "@hogar/shared/business-days";
import { m } from "@hogar/shared/messages";
import { lineKey, STAFF_NOTE_MESSAGES, storedReturnLine } from "@hogar/shared/order-rules";
import { lineRefundCents } from "@hogar/shared/promotion-rules";
import { shopDate } from "@hogar/shared/shop-dates";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { orderReturnApprovedMail } from "../mail/templates/order-return-approved.ts";
import { orderReturnRefusedMail } from "../mail/templates/order-return-refused.ts";
import {
  orderReturnRequestedMail,
  shopReturnRequestedMail,
} from "../mail/templates/order-return-requested.ts";
import { type Actor, type ApplyChange, orderNotFound, refundableCents } from "./order-change.ts";
import { conflictFor, OrderChangeConflict } from "./order-change-conflict.ts";
import { type ReturnLine, orderLifecycleRepository as repository } from "./order-lifecycle.repository.ts";
import type { OrderRow, OrdersRepository } from "./orders.repository.ts";

/** A delivered order's return: the shopper asks, staff approve (a refund) or refuse (docs/product.md 73). */
export function createOrderReturns(db: Db, orders: OrdersRepository, apply: ApplyChange, clock: () => Date) {
  /** The return request's lines, each checked against what was bought. */
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
  async function refundCents(order: OrderRow, lines: ReturnLine[]): Promise<number> {
    const bought = new Map((await orders.lines([order.id])).map((line) => [lineKey(line), line]));
    const paidForLines = lines.reduce((sum, line) => {
      const copy = bought.get(lineKey(line));
      return sum + (copy ? lineRefundCents(copy, line.quantity) : 0);
    }, 0);
    return Math.min(paidForLines, refundableCents(order));
  }

  return {
    refundCents,

    /** The shopper asks to return some units within the return window after delivery. */
    async request(shopper: Actor, orderId: string, input: ReturnRequestInput): Promise<OrderRow> {
      const order = await orders.findShown(shopper.id, orderId);
      if (!order) throw orderNotFound();
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
      return apply({
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
        // The answer is the shop's to give: its inbox hears of the request, not only the dashboard.
        shopMail: (data, shopAddress) =>
          shopReturnRequestedMail({ ...data, lines, reason: input.reason }, shopAddress),
      });
    },

    /**
     * Staff take the units back: their stock returns and what was paid for them is refunded. Less
     * (`amountCents`) only for an order partly refunded before, with a note the shopper reads: a
     * return is otherwise refunded in full (LFPC art. 56; docs/product.md 73, 119).
     */
    async approve(admin: Actor, orderId: string, input: ApproveReturnInput = {}): Promise<OrderRow> {
      const { amountCents, note = null } = input ?? {};
      // What a request names never changes once written; only its decision does.
      const request = await repository.findReturnRequest(db, orderId);
      const lines = (request?.lines ?? []) as ReturnLine[];
      return apply({
        orderId,
        from: "return_requested",
        to: "returned",
        actor: { ...admin, role: "admin" },
        refund: {
          purpose: "return",
          async amount(order) {
            if (!request) throw new Error("a return_requested order has a return request");
            const due = await refundCents(order, lines);
            if (amountCents === undefined || amountCents === due) return due;
            const amount = formatMoney(due);
            if (amountCents > due)
              throw new AppError("invalid", m.server_return_refund_more_than_due({ amount }));
            if (order.refundedCents === 0)
              throw new AppError("invalid", m.server_return_refund_in_full({ amount }));
            if (!note) {
              const missing = STAFF_NOTE_MESSAGES.missing();
              throw new AppError("invalid", missing, { note: missing });
            }
            return amountCents;
          },
        },
        async alsoWrite(tx, order, refundedCents) {
          await repository.returnStock(tx, lines);
          await repository.decideReturnRequest(tx, order.id, {
            status: "approved",
            refundCents: refundedCents,
            decisionNote: note,
          });
        },
        note,
        audit: { action: "approve-return", fields: ["refunded"], after: { returnedLines: lines, note } },
        mail: (data, refundCents) => orderReturnApprovedMail({ ...data, lines, refundCents, note }),
      });
    },

    /** Staff refuse with a reason the shopper reads; the order is delivered again. */
    refuse(admin: Actor, orderId: string, note: string): Promise<OrderRow> {
      return apply({
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
    },
  };
}
