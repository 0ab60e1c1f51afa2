import type { Me, OrderStatus } from "@hogar/shared";
import type { Db } from "../../db/client.ts";
import { mailJob, type OutgoingMail, queueMail } from "../mail/outbox.ts";
import type { MailSeller } from "../mail/templates/layout.ts";
import { orderConfirmationMail } from "../mail/templates/order-confirmation.ts";
import type { OrderMailData } from "../mail/templates/order-mail-parts.ts";
import { orderEventsRepository } from "./order-events.repository.ts";
import { toOrder } from "./order-view.ts";
import {
  type OrderLineRow,
  type OrderRow,
  type OrdersRepository,
  paidChanges,
  type UnpaidStatus,
} from "./orders.repository.ts";

/** What the shop's own changes of an order need to write mail: the shop's name and address. */
export interface OrderMailSettings {
  baseUrl: string;
  shopName: string;
  seller: MailSeller;
}

/** Whom an order's mail goes to: the account's address, name and language pick (null: none). */
export type MailShopper = Pick<Me, "id" | "email" | "name" | "locale">;

/**
 * What a caller already holds of an order its mail is about, so the transaction does not read it
 * again: checkout has just written the lines, and its request carries the shopper.
 */
export interface KnownOrderParts {
  lines?: OrderLineRow[];
  shopper?: MailShopper;
}

/**
 * The writes the shop itself makes when an order's payment is settled (checkout, the webhook, the
 * settler), each inside the caller's transaction: the timeline entry by "system" and the shopper's
 * mail go with the status change, or none of them do (docs/product.md 70).
 */
export function createOrderSettling(repository: OrdersRepository, settings: OrderMailSettings) {
  /**
   * A mail about `row` to its shopper in their pick, else the order's language (docs/product.md 80),
   * and whom it is for; undefined when the order names no one (an account deleted meanwhile: the
   * order's row, read in `tx`, then names no shopper, whatever the caller knew).
   */
  async function orderMail(
    tx: Db,
    row: OrderRow,
    write: (data: OrderMailData) => OutgoingMail,
    known: KnownOrderParts = {},
  ): Promise<{ userId: string; mail: OutgoingMail } | undefined> {
    const shopper =
      known.shopper && known.shopper.id === row.userId
        ? known.shopper
        : await repository.shopper(tx, row.userId);
    if (!shopper || !row.userId) return undefined;
    const order = toOrder(row, known.lines ?? (await repository.lines([row.id], tx)));
    const { baseUrl, shopName, seller } = settings;
    const locale = shopper.locale ?? row.locale;
    const mail = write({ to: shopper.email, name: shopper.name, order, baseUrl, shopName, locale, seller });
    return { userId: row.userId, mail };
  }

  /** Queues a mail about `row` to its shopper (orderMail) in `tx`. */
  async function queueOrderMail(
    tx: Db,
    row: OrderRow,
    write: (data: OrderMailData) => OutgoingMail,
    known: KnownOrderParts = {},
  ): Promise<void> {
    const written = await orderMail(tx, row, write, known);
    if (written) await queueMail(tx, written.mail);
  }

  /** The shop itself changed the order: its timeline says so (docs/product.md 70). */
  function recordSystem(tx: Db, orderId: string, from: OrderStatus, to: OrderStatus) {
    return orderEventsRepository.record(tx, { orderId, actorId: null, actorRole: "system", from, to });
  }

  return {
    queueOrderMail,
    recordSystem,

    /**
     * `from` -> paid with its timeline entry and the confirmation (docs/product.md 56), the cart
     * lines bought removed; undefined when the order was no longer `from`. One statement writes them
     * all, so `tx` may be the database itself: the confirmation is written first, for the order as
     * paying makes it, and queued only if the order is paid and still names its shopper.
     */
    async markPaid(
      tx: Db,
      order: OrderRow,
      paymentId: string,
      from: UnpaidStatus,
      known: KnownOrderParts = {},
    ): Promise<OrderRow | undefined> {
      const changes = paidChanges(order, paymentId, from);
      const confirmation = await orderMail(tx, { ...order, ...changes }, orderConfirmationMail, known);
      return repository.markPaid(
        tx,
        order,
        changes,
        from,
        confirmation && { ...mailJob(confirmation.mail), userId: confirmation.userId },
      );
    },

    /**
     * `from` -> cancelled by the shop with its stock back and its timeline entry, and `mail` to the
     * shopper when given; undefined when the order was no longer `from`.
     */
    async cancel(
      tx: Db,
      orderId: string,
      reason: string,
      from: UnpaidStatus,
      mail?: (data: OrderMailData) => OutgoingMail,
    ): Promise<OrderRow | undefined> {
      const cancelled = await repository.cancel(tx, orderId, reason, from);
      if (!cancelled) return undefined;
      await recordSystem(tx, cancelled.id, from, "cancelled");
      if (mail) await queueOrderMail(tx, cancelled, mail);
      return cancelled;
    },
  };
}

export type OrderSettling = ReturnType<typeof createOrderSettling>;
