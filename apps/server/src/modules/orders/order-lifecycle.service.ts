import {
  type AdminOrder,
  type ApproveReturnInput,
  formatMoney,
  nextStatuses,
  type OrderDetails,
  type OrderStatus,
  type ReturnRequestInput,
  type ShipOrderInput,
  type StaffRefundInput,
} from "@hogar/shared";
import { returnOpenUntil } from "@hogar/shared/business-days";
import { m } from "@hogar/shared/messages";
import { STAFF_REFUND_STATUSES } from "@hogar/shared/order-rules";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { createAuditRepository } from "../audit/audit.repository.ts";
import { orderDeliveredMail } from "../mail/templates/order-delivered.ts";
import { orderRefundedMail } from "../mail/templates/order-refunded.ts";
import { orderShippedMail } from "../mail/templates/order-shipped.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { type CancelOptions, createOrderCancellation } from "./order-cancellation.ts";
import { type Actor, createOrderChanges, orderNotFound, refundableCents } from "./order-change.ts";
import { OrderChangeConflict } from "./order-change-conflict.ts";
import { toOrderDetails } from "./order-details-view.ts";
import { orderEventsRepository } from "./order-events.repository.ts";
import { orderLifecycleRepository as repository } from "./order-lifecycle.repository.ts";
import { createOrderReturns } from "./order-returns.ts";
import type { OrderMailSettings } from "./order-settling.ts";
import { createOrdersRepository, type OrderRow } from "./orders.repository.ts";

export type OrderLifecycleSettings = OrderMailSettings;

export interface OrderLifecycleOptions {
  /** Where a refund the shop cannot square with the provider's is reported. */
  log: Pick<FastifyBaseLogger, "error">;
  clock?: () => Date;
}

const allowsStaffRefund = (status: OrderStatus): boolean =>
  (STAFF_REFUND_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * The order's life after payment (docs/product.md 70-76), as the shopper's order page and the back
 * office see it. Every change goes through order-change.ts; cancelling and returns have modules of
 * their own.
 */
export function createOrderLifecycleService(
  db: Db,
  payments: PaymentProvider,
  settings: OrderLifecycleSettings,
  { log, clock = () => new Date() }: OrderLifecycleOptions,
) {
  const orders = createOrdersRepository(db);
  const audit = createAuditRepository();
  const { apply } = createOrderChanges(db, payments, orders, settings, log);
  const cancel = createOrderCancellation(db, payments, orders, apply);
  const returns = createOrderReturns(db, orders, apply, clock);

  async function detailsOf(order: OrderRow): Promise<OrderDetails> {
    const lines = await orders.lines([order.id]);
    const events = await orderEventsRepository.timeline(db, order.id);
    const returnRequest = await repository.findReturnRequest(db, order.id);
    return toOrderDetails({ order, lines, events, returnRequest }, clock());
  }

  async function adminView(order: OrderRow): Promise<AdminOrder> {
    const details = await detailsOf(order);
    const shopper = await orders.shopper(db, order.userId);
    const state = await repository.changeState(db, order.id);
    return {
      ...details,
      shopper: shopper ? { email: shopper.email, name: shopper.name, phone: shopper.phone } : null,
      audit: await audit.list(db, "order", order.id),
      nextStatuses: nextStatuses(order.status, "admin"),
      // Said in the approval's dialog, as cancelling says its amount.
      returnRefundDue:
        order.status === "return_requested" && details.returnRequest
          ? await returns.refundCents(order, details.returnRequest.lines)
          : null,
      staffRefundable: allowsStaffRefund(order.status) ? refundableCents(order) : null,
      unfinishedRefund: state?.claim === "stale" && state.claimRefundCents ? state.claimRefundCents : null,
    };
  }

  async function adminFind(orderId: string): Promise<OrderRow> {
    const order = await repository.find(db, orderId);
    if (!order) throw orderNotFound();
    return order;
  }

  const asAdmin = (admin: Actor) => ({ ...admin, role: "admin" as const });

  return {
    /** The shopper's own order (a declined payment made none). */
    async details(userId: string, orderId: string): Promise<OrderDetails> {
      const order = await orders.findShown(userId, orderId);
      if (!order) throw orderNotFound();
      return detailsOf(order);
    },

    async cancelByShopper(shopper: Actor, orderId: string): Promise<OrderDetails> {
      return detailsOf(await cancel(orderId, { ...shopper, role: "shopper" }, null, { ownerId: shopper.id }));
    },

    async requestReturn(shopper: Actor, orderId: string, input: ReturnRequestInput): Promise<OrderDetails> {
      return detailsOf(await returns.request(shopper, orderId, input));
    },

    async adminOrder(orderId: string): Promise<AdminOrder> {
      return adminView(await adminFind(orderId));
    },

    async ship(admin: Actor, orderId: string, input: ShipOrderInput): Promise<AdminOrder> {
      const changed = await apply({
        orderId,
        from: "paid",
        to: "shipped",
        actor: asAdmin(admin),
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
        actor: asAdmin(admin),
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
      { refundedOutside = false, seen }: Pick<CancelOptions, "refundedOutside" | "seen"> = {},
    ): Promise<AdminOrder> {
      return adminView(await cancel(orderId, asAdmin(admin), note, { refundedOutside, seen }));
    },

    async approveReturn(admin: Actor, orderId: string, input?: ApproveReturnInput): Promise<AdminOrder> {
      return adminView(await returns.approve(admin, orderId, input));
    },

    async refuseReturn(admin: Actor, orderId: string, note: string): Promise<AdminOrder> {
      return adminView(await returns.refuse(admin, orderId, note));
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
        actor: asAdmin(admin),
        note: input.note,
        refund: {
          async purpose(order) {
            return `refund-${(await orderEventsRepository.staffRefundCount(db, order.id)) + 1}`;
          },
          async amount(order) {
            // Chosen on a page that showed other refunds: a second tab's, or this one sent twice.
            if (input.refundedCents !== undefined && input.refundedCents !== order.refundedCents) {
              throw new OrderChangeConflict(
                m.server_refund_changed({ refunded: formatMoney(order.refundedCents) }),
                order.status,
              );
            }
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
  };
}

export type OrderLifecycleService = ReturnType<typeof createOrderLifecycleService>;
