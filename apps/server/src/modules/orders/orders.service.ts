import { createHash } from "node:crypto";
import {
  type CardFunding,
  DELIVERY_DAYS,
  deliveryDate,
  isExpiryValid,
  type Order,
  type OrdersQuery,
  type PlaceOrder,
  type ShippingAddress,
  type ShippingRule,
  takesMsi,
} from "@hogar/shared";
import { isAddressComplete } from "@hogar/shared/address-format";
import { cartTotals, lineTotal } from "@hogar/shared/cart-rules";
import { getLocale } from "@hogar/shared/i18n-runtime";
import { ivaContainedCents } from "@hogar/shared/iva";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { type InstallmentCount, isPayLater, PAY_LATER_OPEN_MAX } from "@hogar/shared/payment-methods";
import { discountedTotal } from "@hogar/shared/promotion-rules";
import type { PaymentsConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { OrderEvents } from "../metrics/metrics.ts";
import type {
  DeclineReason,
  Payment,
  PaymentOutcome,
  PaymentProvider,
  PaymentWebhookEvent,
} from "../payments/payment-provider.ts";
import { createPromotionGuessLimit } from "../promotions/promotion-guess-limit.ts";
import { redeemPromotion } from "../promotions/promotion-redemption.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { lineRefusal } from "./line-refusal.ts";
import { PAY_LATER_UNAVAILABLE } from "./order-failure-reasons.ts";
import {
  createOrderSettling,
  type KnownOrderParts,
  type MailShopper,
  type OrderMailSettings,
} from "./order-settling.ts";
import { orderStockRepository, type StockLine } from "./order-stock.repository.ts";
import { toOrder } from "./order-view.ts";
import { createOrdersRepository, type OrderLineRow, type OrderRow } from "./orders.repository.ts";
import { decodeOrdersCursor, encodeOrdersCursor } from "./orders-cursor.ts";
import { createPayLater, type OrdersLog } from "./pay-later.ts";
import { checkPaymentChoice } from "./payment-choice.ts";
import { refundKey } from "./refund-key.ts";

// Functions, called when answering, so the message speaks the request's language (docs/product.md 80).
const DECLINE_MESSAGES: Record<DeclineReason, () => string> = {
  card_declined: m.ordering_card_declined,
  insufficient_funds: m.ordering_insufficient_funds,
};
// Amounts are 32-bit integers of centavos in the database: about 21 million pesos.
const MAX_ORDER_CENTS = 2_000_000_000;
// A repeated request waits this long for the first one to finish before answering with it.
const REPLAY_WAIT_MS = 15_000;
// By default an order still "placed" after this long lost its request; the settler finishes it.
export const STALE_ORDER_SECONDS = 60;
// Orders one settler run takes at most; the next run takes the rest.
const SETTLE_BATCH = 100;

/**
 * 409: the order is not the one the shopper was shown (docs/product.md 82), by its total
 * (`total_changed`) or, at the same total, by the cart's lines (`cart_changed`).
 */
class ShownOrderChangedError extends AppError {
  constructor(
    override readonly code: "total_changed" | "cart_changed",
    message: string,
  ) {
    super("conflict", message);
  }
}

/**
 * Whether the cart holds the lines the shopper was shown, quantities included; the order they are
 * read in does not matter, as the checkout lists them in the cart's order and the server by product.
 */
function sameLines(held: StockLine[], shown: StockLine[]): boolean {
  const key = (line: StockLine) => `${line.productId}/${line.variantId ?? ""}/${line.quantity}`;
  return held.map(key).sort().join() === shown.map(key).sort().join();
}

export interface OrdersPage {
  orders: Order[];
  nextCursor: string | null;
}

export interface PlacedOrder {
  order: Order;
  /** true when this request created it; false when it repeated an earlier one. */
  created: boolean;
}

/**
 * What orders need of the settings: the shipping fee, the IVA rate, the shop's name and address for
 * mail, and how long an OXXO or SPEI payment may take and the MSI plans (docs/product.md 86, 88).
 */
export interface OrdersSettings {
  shipping: ShippingRule;
  /** IVA_RATE in basis points; each order keeps the rate it was placed with (docs/product.md 82). */
  ivaRateBp: number;
  baseUrl: string;
  shopName: string;
  seller: OrderMailSettings["seller"];
  payments: Pick<PaymentsConfig, "payLaterHours" | "msiPlans">;
}

// Without the app's logger (tests, scripts), warnings go nowhere.
const SILENT: OrdersLog = { warn() {}, error() {} };

export function createOrdersService(
  db: Db,
  provider: PaymentProvider,
  settings: OrdersSettings,
  events?: OrderEvents,
  log: OrdersLog = SILENT,
) {
  const { shipping } = settings;
  const repository = createOrdersRepository(db);
  const guesses = createPromotionGuessLimit(db);
  const users = createUsersRepository(db);
  const settling = createOrderSettling(repository, settings);
  const payLater = createPayLater({
    db,
    provider,
    repository,
    settling,
    payLaterHours: settings.payments.payLaterHours,
    log,
    events,
  });

  async function view(order: OrderRow): Promise<Order> {
    return toOrder(order, await repository.lines([order.id]));
  }

  /**
   * The card of a card payment, checked: found, not expired, and a credit card when the shopper chose
   * meses sin intereses (docs/product.md 88); null for OXXO and SPEI.
   */
  function checkedCard<T extends { last4: string; expMonth: string; expYear: string; funding: CardFunding }>(
    input: PlaceOrder,
    card: T | null,
  ): T | null {
    if (isPayLater(input.paymentMethod)) return null;
    if (!card) throw new AppError("not_found", m.ordering_card_not_found());
    if (!isExpiryValid(card.expMonth, card.expYear, new Date())) {
      throw new AppError("invalid", m.ordering_card_expired({ last4: card.last4 }));
    }
    if (input.installments !== 1 && !takesMsi(card.funding)) {
      throw new AppError("unprocessable", m.ordering_msi_credit_only({ last4: card.last4 }));
    }
    return card;
  }

  /**
   * Step 1, one transaction: check the address and card are the shopper's, wait for the shopper's
   * other checkouts of the cart or to pay later and count them (docs/product.md 118), claim the
   * idempotency key, take the stock with conditional updates and write the order as "placed" with a
   * copy of each line, at prices read now, and check its total is the one the shopper was shown and
   * the way of paying suits it (OXXO's range, the MSI plan's minimum). Any failure rolls all of it back.
   */
  async function reserve(
    userId: string,
    key: string,
    requestHash: string,
    input: PlaceOrder,
  ): Promise<{ row: OrderRow; lines: OrderLineRow[]; token: string | null } | null> {
    return db.transaction(async (tx) => {
      const cardId = isPayLater(input.paymentMethod) ? undefined : input.cardId;
      const own = await repository.ownAddressAndCard(tx, userId, input.addressId, cardId);
      if (!own) throw new AppError("not_found", m.ordering_address_not_found());
      const { address } = own;
      // An address saved before Mexican addresses is completed before it is paid with (docs/product.md 83).
      if (!isAddressComplete(address)) throw new AppError("invalid", m.ordering_address_incomplete());
      const card = checkedCard(input, own.card);
      if (input.source === "cart" || isPayLater(input.paymentMethod)) {
        // The shopper's other checkouts finish placing their orders first: one that waited then
        // sees the cart as the one before it left it.
        await users.lockForListChange(tx, userId);
        const underWay = await repository.checkoutsUnderWay(tx, userId, key);
        if (input.source === "cart" && underWay.cartBeingPaid > 0)
          throw new AppError("conflict", m.ordering_cart_being_paid());
        if (isPayLater(input.paymentMethod) && underWay.payLaterOpen >= PAY_LATER_OPEN_MAX)
          throw new AppError("conflict", m.ordering_pay_later_too_many({ max: PAY_LATER_OPEN_MAX }));
      }
      const wanted =
        input.source === "product"
          ? [{ productId: input.productId, variantId: input.variantId ?? null, quantity: input.quantity }]
          : await orderStockRepository.availableCartLines(tx, userId);
      if (wanted.length === 0) throw new AppError("invalid", m.ordering_cart_empty());

      const orderId = await repository.insertPlaced(tx, {
        userId,
        source: input.source,
        idempotencyKey: key,
        requestHash,
        subtotalCents: 0,
        shippingCents: 0,
        totalCents: 0,
        ivaRateBp: settings.ivaRateBp,
        ivaCents: 0,
        // The language it is placed in: its mails speak it unless the shopper picks one (docs/product.md 80).
        locale: getLocale(),
        delivery: input.delivery,
        // An OXXO or SPEI order's day is set again when it is paid (markPaid).
        deliveryDate: deliveryDate(new Date(), DELIVERY_DAYS[input.delivery]),
        shippingAddress: {
          fullName: address.fullName,
          street: address.street,
          exteriorNumber: address.exteriorNumber,
          interiorNumber: address.interiorNumber,
          colonia: address.colonia,
          municipality: address.municipality,
          state: address.state,
          postalCode: address.postalCode,
          phone: address.phone,
          instructions: address.instructions,
          country: address.country,
        } satisfies ShippingAddress,
        paymentMethod: input.paymentMethod,
        installments: input.installments,
        cardId: card?.id ?? null,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        cardFunding: card?.funding ?? null,
        paymentProvider: provider.name,
      });
      if (!orderId) return null; // another request with this key got here first

      // Always in the same order, so two checkouts never wait on each other's rows (no deadlock).
      // Lines of a product with variants take the variant's row in this loop and the product's after it
      // (one update per product), so every checkout takes rows in one order.
      const sorted = [...wanted].sort(
        (a, b) =>
          a.productId.localeCompare(b.productId) || (a.variantId ?? "").localeCompare(b.variantId ?? ""),
      );
      const pictures = await repository.linePictures(tx, sorted);
      const lines = [];
      for (const { productId, variantId, quantity } of sorted) {
        const taken = await orderStockRepository.take(tx, productId, variantId, quantity);
        if (!taken) throw await lineRefusal(tx, productId, variantId);
        // The variant's first picture, as its page shows it first (docs/product.md 105), else the cover.
        const cover =
          pictures.find((p) => variantId !== null && p.variantId === variantId) ??
          pictures.find((p) => p.productId === productId && p.position === 0);
        lines.push({
          orderId,
          productId,
          // The variant's words and SKU copied, as the name and price are.
          variantId,
          variantLabel: taken.variantLabel,
          sku: taken.sku,
          name: taken.name,
          priceCents: taken.priceCents,
          quantity,
          image: cover
            ? {
                imageKey: cover.imageKey,
                url: cover.url,
                width: cover.width,
                height: cover.height,
                alt: cover.alt,
              }
            : null,
        });
      }
      const short = await orderStockRepository.takeVariantProducts(tx, sorted);
      if (short) throw await lineRefusal(tx, short.productId, short.variantId);
      // Before the code's discount is counted: its amounts are 32-bit centavos too.
      const totals = cartTotals(
        lines.map((l) => ({
          quantity: l.quantity,
          lineTotal: lineTotal(l.priceCents, l.quantity),
          available: true,
        })),
        shipping,
      );
      if (totals.subtotal > MAX_ORDER_CENTS) {
        throw new AppError("unprocessable", m.ordering_too_large());
      }
      // A promotion code counts its use here, with its row locked, so racing orders never use it
      // more than it allows; each line keeps its share of the discount (docs/product.md 101, 103).
      const promotion = input.promotionCode
        ? await redeemPromotion(tx, {
            code: input.promotionCode,
            userId,
            orderId,
            now: new Date(),
            lines: lines.map((l) => ({
              productId: l.productId,
              lineTotal: lineTotal(l.priceCents, l.quantity),
            })),
          })
        : null;
      // Every column of a line is given, so these are the rows as written.
      const lineRows: OrderLineRow[] = lines.map((line, i) => ({
        ...line,
        discountCents: promotion?.outcome.lineDiscounts[i] ?? 0,
      }));
      const discountCents = promotion?.outcome.discountCents ?? 0;
      const totalCents = discountedTotal(totals, discountCents);
      // The total shown is the total paid (LFPC art. 7 Bis): the stock and the code's use taken above
      // are rolled back with the rest.
      if (input.expectedTotal !== undefined && input.expectedTotal !== totalCents) {
        throw new ShownOrderChangedError(
          "total_changed",
          m.ordering_total_changed({ total: formatMoney(totalCents) }),
        );
      }
      // Nor other lines at the same total (a product swapped for one of the same price).
      if (input.source === "cart" && input.expectedLines && !sameLines(wanted, input.expectedLines)) {
        throw new ShownOrderChangedError("cart_changed", m.ordering_cart_changed());
      }
      checkPaymentChoice(input, totalCents, settings.payments.msiPlans);
      const row = await repository.setTotalsWithLines(
        tx,
        orderId,
        {
          subtotalCents: totals.subtotal,
          discountCents,
          promotionCode: promotion?.promotion.code ?? null,
          shippingCents: totals.shipping,
          totalCents,
          // Taken once on the whole total after the discount, shipping included, never line by line
          // (docs/product.md 82).
          ivaCents: ivaContainedCents(totalCents, settings.ivaRateBp),
        },
        lineRows,
      );
      return row ? { row, lines: lineRows, token: card?.providerToken ?? null } : null;
    });
  }

  /**
   * Step 3: one statement marks the order paid (emptying the cart lines bought and queueing the
   * confirmation), or one transaction cancels it. Returns the order as it ends up.
   */
  async function settle(
    order: OrderRow,
    payment: Payment | null,
    known: KnownOrderParts = {},
  ): Promise<OrderRow> {
    if (payment?.status === "captured") {
      const paid = await settling.markPaid(db, order, payment.id, "placed", known);
      if (paid) return paid;
      const settled = (await repository.find(order.id)) ?? order;
      // Cancelled meanwhile (the settler judged the request lost): give the money back, keyed as
      // the order's cancellation, so settling twice never refunds twice (docs/product.md 74).
      if (settled.status === "cancelled") {
        await provider.refund({
          paymentId: payment.id,
          amountCents: payment.amountCents,
          key: refundKey(order.id, "cancel"),
        });
      }
      return settled;
    }
    const reason = payment?.declineReason ?? (payment ? `payment ${payment.status}` : "no payment was made");
    const cancelled = await db.transaction((tx) => settling.cancel(tx, order.id, reason, "placed"));
    if (payment?.status === "authorized") await provider.cancel(payment.id);
    return cancelled ?? (await repository.find(order.id)) ?? order;
  }

  /**
   * Step 2: authorize and capture, keyed by the order id, so a repeat never charges twice; the
   * provider receives the MSI plan (docs/product.md 88).
   */
  async function pay(order: OrderRow, token: string): Promise<Payment> {
    let payment = await provider.authorize({
      orderId: order.id,
      token,
      amountCents: order.totalCents,
      installments: order.installments as InstallmentCount,
    });
    await repository.setPaymentId(db, order.id, payment.id);
    if (payment.status === "authorized") payment = await provider.capture(payment.id);
    return payment;
  }

  /**
   * The answer the first request gave: the order, 402 when its payment was declined, and 503 when
   * an OXXO or SPEI order got no voucher (cancelled, nothing held) or is still waiting for the
   * provider's answer: never a placed order without how to pay it.
   */
  function outcome(order: Order): Order {
    if (order.status === "cancelled" && order.failureReason && order.failureReason in DECLINE_MESSAGES) {
      throw new AppError("payment_declined", DECLINE_MESSAGES[order.failureReason as DeclineReason]());
    }
    if (order.status === "cancelled" && order.failureReason === PAY_LATER_UNAVAILABLE) {
      throw new AppError("payment_unavailable", m.ordering_pay_later_unavailable());
    }
    if (order.status === "placed" && isPayLater(order.paymentMethod)) {
      throw new AppError("unavailable", m.ordering_pay_later_pending());
    }
    return order;
  }

  /**
   * Issues an OXXO or SPEI order's voucher (docs/product.md 86). When the provider fails, the order
   * is settled at once, not a minute later by the settler: no voucher at the provider cancels it
   * with its stock back; a voucher it did issue makes it await payment. Returns the order as it
   * ends up (still placed only when the provider cannot be asked either; the settler finishes it).
   */
  async function issuePayLater(row: OrderRow): Promise<OrderRow> {
    try {
      return await payLater.issue(row);
    } catch (error) {
      log.error(
        { err: error, orderId: row.id },
        "issuing a voucher or transfer failed; settling the order now",
      );
      try {
        await payLater.settlePlaced(row, PAY_LATER_UNAVAILABLE);
      } catch (settleError) {
        log.error({ err: settleError, orderId: row.id }, "settling it failed too; the settler will");
      }
      return (await repository.find(row.id)) ?? row;
    }
  }

  async function replay(existing: OrderRow, requestHash: string): Promise<PlacedOrder> {
    if (existing.requestHash !== requestHash) {
      throw new AppError("unprocessable", m.ordering_idempotency_key_reused());
    }
    let order = existing;
    const deadline = Date.now() + REPLAY_WAIT_MS;
    while (order.status === "placed" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      order = (await repository.find(existing.id)) ?? order;
    }
    return { order: outcome(await view(order)), created: false };
  }

  return {
    /**
     * `shopper` is the request's: its confirmation mail goes to them as the request found them (an
     * e-mail change confirmed during the checkout applies from the next mail).
     */
    async place(shopper: MailShopper, key: string, input: PlaceOrder): Promise<PlacedOrder> {
      const userId = shopper.id;
      const requestHash = createHash("sha256").update(JSON.stringify(input)).digest("hex");
      const existing = await repository.findByKey(userId, key);
      if (existing) return replay(existing, requestHash);

      // A typed code may be a guess: past the shopper's limit of unknown codes, 429 (docs/product.md 102).
      const order = input.promotionCode
        ? await guesses.guarding(userId, () => reserve(userId, key, requestHash, input))
        : await reserve(userId, key, requestHash, input);
      if (!order) {
        const first = await repository.findByKey(userId, key);
        if (!first) throw new Error("idempotency key claimed but order missing");
        return replay(first, requestHash);
      }
      if (order.token === null) {
        // OXXO or SPEI: 201 with the order awaiting its payment and how to pay it (docs/product.md 86).
        const awaiting = await issuePayLater(order.row);
        return { order: outcome(toOrder(awaiting, order.lines)), created: true };
      }
      const payment = await pay(order.row, order.token);
      const settled = await settle(order.row, payment, { lines: order.lines, shopper });
      if (settled.status === "paid") events?.orderPlaced();
      if (payment.status === "declined") events?.paymentDeclined();
      return { order: outcome(toOrder(settled, order.lines)), created: true };
    },

    /**
     * Finishes orders whose request died between the steps: the provider is asked about the
     * payment keyed by each order, and the order is completed or cancelled with its stock returned.
     */
    async settleStale(olderThanSeconds = STALE_ORDER_SECONDS): Promise<number> {
      // Claimed in a transaction of its own: the provider is asked outside it, with no lock held.
      const stale = await db.transaction((tx) => repository.claimStale(tx, olderThanSeconds, SETTLE_BATCH));
      for (const order of stale) {
        try {
          if (isPayLater(order.paymentMethod)) {
            await payLater.settlePlaced(order);
            continue;
          }
          let payment = await provider.findByOrder(order.id);
          if (payment?.status === "authorized") payment = await provider.capture(payment.id);
          await settle(order, payment);
        } catch (error) {
          // As below: taken again once its claim runs out, and the other orders, the expiries
          // too, are not held up by it.
          log.error({ err: error, orderId: order.id }, "settling an interrupted order failed; will retry");
        }
      }
      // Then the OXXO and SPEI orders whose deadline passed unpaid (docs/product.md 86). A crashed
      // order whose voucher had expired already was expired just above, not moved to await it.
      const expired = await db.transaction((tx) =>
        repository.claimExpired(tx, olderThanSeconds, SETTLE_BATCH),
      );
      for (const order of expired) {
        try {
          await payLater.expire(order);
        } catch (error) {
          // The provider did not answer: this order is taken again once its claim runs out, and
          // the others are not held up by it.
          log.error({ err: error, orderId: order.id }, "expiring an unpaid order failed; will retry");
        }
      }
      return stale.length + expired.length;
    },

    /**
     * A payment the provider reported by webhook (docs/product.md 87): see pay-later.ts. Throws on
     * a database failure, so the webhook answers 5xx and the provider retries.
     */
    recordPayment(event: PaymentWebhookEvent, providerName: string): Promise<PaymentOutcome> {
      return payLater.recordPayment(event, providerName);
    },

    /** One page, newest first; `nextCursor` is null on the last page. */
    async list(userId: string, query: OrdersQuery): Promise<OrdersPage> {
      const after = query.cursor === undefined ? undefined : decodeOrdersCursor(query.cursor);
      // One more than asked tells whether another page follows.
      const rows = await repository.page(userId, query.limit + 1, after);
      const shown = rows.slice(0, query.limit);
      const last = shown[shown.length - 1];
      const lines = await repository.lines(shown.map((r) => r.id));
      return {
        orders: shown.map((row) =>
          toOrder(
            row,
            lines.filter((l) => l.orderId === row.id),
          ),
        ),
        nextCursor:
          rows.length > query.limit && last
            ? encodeOrdersCursor({ createdAt: last.createdAtText, id: last.id })
            : null,
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
