import { createHmac, randomInt, randomUUID } from "node:crypto";
import { cardBrand, digitsOnly, formatMoney } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { clabeControlDigit, type PayLaterMethod } from "@hogar/shared/payment-methods";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import {
  type DeclineReason,
  type PayLaterIssued,
  type Payment,
  type PaymentProvider,
  type PaymentStatus,
  type Refund,
  RefundRefusedError,
} from "./payment-provider.ts";
import {
  createSandboxLedgerRepository,
  type SandboxPaymentRow,
  type SandboxRefundRow,
} from "./sandbox-ledger.repository.ts";
import { parseWebhookBody } from "./webhook-event.ts";
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from "./webhook-signature.ts";

/** Documented test numbers (README); any other valid number approves. */
const TEST_BEHAVIOURS: Record<string, "decline" | "insufficient_funds" | "refuse_refunds"> = {
  "4000000000000002": "decline",
  "4000000000009995": "insufficient_funds",
  // Pays, but its bank refuses every refund: how a refused refund is tried (docs/product.md 72).
  "4000000000005126": "refuse_refunds",
};

/**
 * Documented debit test numbers (README), the ones Stripe documents for Visa and Mastercard debit;
 * any other number is a credit card. A real provider reads the funding from the card's BIN.
 */
const DEBIT_NUMBERS = new Set(["4000056655665556", "5200828282828210"]);

function toRefund(row: SandboxRefundRow): Refund {
  return { key: row.key, paymentId: row.paymentId, amountCents: row.amountCents, createdAt: row.createdAt };
}

function toPayment(row: SandboxPaymentRow): Payment {
  return {
    id: row.id,
    orderId: row.orderId,
    amountCents: row.amountCents,
    refundedCents: row.refundedCents,
    status: row.status,
    declineReason: row.declineReason as DeclineReason | null,
    method: row.method,
  };
}

/** STP (bank code 646, plaza 180) gives each order its own CLABE, as Mexican providers do for SPEI. */
const SANDBOX_SPEI_BANK = "STP";
const SANDBOX_CLABE_PREFIX = "646180";
/** A reference drawn twice is drawn again; so many clashes in a row mean something else is wrong. */
const REFERENCE_TRIES = 5;

/** `count` random decimal digits (leading zeros kept). */
function randomDigits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join("");
}

/** What the shopper pays with (docs/product.md 86): a 14-digit voucher, or a CLABE and a 7-digit reference. */
function drawPayLaterNumbers(method: PayLaterMethod): { reference: string; clabe: string | null } {
  if (method === "oxxo") return { reference: randomDigits(14), clabe: null };
  const first17 = SANDBOX_CLABE_PREFIX + randomDigits(11);
  return { reference: randomDigits(7), clabe: first17 + clabeControlDigit(first17) };
}

function toPayLaterIssued(row: SandboxPaymentRow): PayLaterIssued {
  if (row.method === "card" || !row.reference || !row.expiresAt) {
    throw new Error("sandbox payment is not an OXXO voucher or SPEI transfer");
  }
  return {
    paymentId: row.id,
    method: row.method,
    reference: row.reference,
    clabe: row.clabe,
    bank: row.method === "spei" ? SANDBOX_SPEI_BANK : null,
    amountCents: row.amountCents,
    expiresAt: row.expiresAt,
  };
}

/**
 * The built-in provider: no outside service, and its own ledger in tables of its own, as a real
 * provider keeps one on its side. Status changes are conditional updates, so repeats are harmless.
 * `webhookSecret` is the secret it shares with the shop to sign its webhooks (PAYMENTS_WEBHOOK_SECRET).
 */
export function createSandboxProvider(db: Db, { webhookSecret }: { webhookSecret: string }): PaymentProvider {
  const ledger = createSandboxLedgerRepository(db);

  async function find(paymentId: string): Promise<SandboxPaymentRow> {
    const row = await ledger.findPayment(paymentId);
    if (!row) throw new AppError("not_found", m.server_payment_not_found());
    return row;
  }

  async function move(
    paymentId: string,
    from: readonly PaymentStatus[],
    to: PaymentStatus,
  ): Promise<Payment> {
    // Not moved: say what it is instead (or that there is no such payment).
    const row = (await ledger.moveStatus(db, paymentId, from, to)) ?? (await find(paymentId));
    if (row.status !== to) {
      const expected = from.join(" / ");
      throw new AppError("conflict", m.server_payment_status({ status: row.status, expected }));
    }
    return toPayment(row);
  }

  return {
    name: "sandbox",

    async tokenize(card) {
      const number = digitsOnly(card.number);
      const brand = cardBrand(number);
      if (!brand) throw new AppError("invalid", m.rules_card_number());
      const token = `tok_sandbox_${randomUUID()}`;
      const last4 = number.slice(-4);
      await ledger.insertCardToken(db, {
        token,
        brand,
        last4,
        behaviour: TEST_BEHAVIOURS[number] ?? "approve",
      });
      // Keyed with the sandbox's secret, as a provider keys its own: a plain hash of a card number
      // would give the number back to anyone trying the few billion a brand and last four allow.
      const fingerprint = createHmac("sha256", webhookSecret)
        .update(`card-fingerprint:${number}`)
        .digest("base64url");
      return { token, brand, last4, fingerprint, funding: DEBIT_NUMBERS.has(number) ? "debit" : "credit" };
    },

    async authorize({ orderId, token, amountCents, installments }) {
      const card = await ledger.findCardToken(token);
      const declineReason: DeclineReason | null =
        !card || card.behaviour === "decline"
          ? "card_declined"
          : card.behaviour === "insufficient_funds"
            ? "insufficient_funds"
            : null;
      // Authorized once per order: a repeat answers with the order's payment as it stands.
      const recorded = await ledger.insertPaymentOnce(db, {
        id: `pay_sandbox_${randomUUID()}`,
        orderId,
        token,
        method: "card",
        // Meses sin intereses (docs/product.md 88): the bank splits it; the amount is the whole total.
        installments,
        amountCents,
        status: declineReason ? "declined" : "authorized",
        declineReason,
      });
      const row = recorded ?? (await ledger.findPaymentByOrder(orderId));
      if (!row) throw new Error("sandbox payment not recorded");
      return toPayment(row);
    },

    async issuePayLater({ orderId, method, amountCents, expiresAt }) {
      for (let attempt = 0; attempt < REFERENCE_TRIES; attempt++) {
        await ledger.insertPayLaterOnce(db, {
          id: `pay_sandbox_${randomUUID()}`,
          orderId,
          token: null,
          method,
          installments: 1,
          ...drawPayLaterNumbers(method),
          expiresAt,
          amountCents,
          status: "pending",
        });
        // The order's first voucher or transfer, this one or an earlier call's: keyed by the order.
        const row = await ledger.findPaymentByOrder(orderId);
        if (row) return toPayLaterIssued(row);
      }
      throw new Error(`sandbox drew a taken ${method} reference ${REFERENCE_TRIES} times`);
    },

    verifyWebhook(rawBody, headers) {
      verifyWebhookSignature(webhookSecret, rawBody, headers[WEBHOOK_SIGNATURE_HEADER]);
      return parseWebhookBody(rawBody);
    },

    capture: (paymentId) => move(paymentId, ["authorized"], "captured"),
    async refund({ paymentId, amountCents, key }) {
      const earlier = await ledger.findRefund(key);
      if (earlier) return toRefund(earlier);
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new RefundRefusedError(m.server_refund_not_positive());
      }
      const payment = await ledger.findPayment(paymentId);
      if (!payment) throw new RefundRefusedError(m.server_refund_no_payment_at_provider());
      const card = payment.token ? await ledger.findCardToken(payment.token) : undefined;
      if (card?.behaviour === "refuse_refunds") {
        throw new RefundRefusedError(m.server_refund_bank_refused({ last4: card.last4 }));
      }
      return db.transaction(async (tx) => {
        const recorded = await ledger.insertRefundOnce(tx, { key, paymentId, amountCents });
        if (!recorded) {
          // The same key at the same moment: the first call's refund is the answer.
          const first = await ledger.findRefund(key, tx);
          if (!first) throw new Error("sandbox refund key taken but missing");
          return toRefund(first);
        }
        if (!(await ledger.addRefunded(tx, paymentId, amountCents))) {
          const left = payment.amountCents - payment.refundedCents;
          throw new RefundRefusedError(
            payment.status === "captured" || payment.status === "refunded"
              ? m.server_refund_only_left({ amount: formatMoney(Math.max(0, left)) })
              : m.server_refund_nothing({ status: payment.status }),
          );
        }
        return toRefund(recorded);
      });
    },
    // A voucher or transfer not paid is voided; one already paid answers a conflict, like a capture.
    cancel: (paymentId) => move(paymentId, ["authorized", "pending"], "cancelled"),

    async findByOrder(orderId) {
      const row = await ledger.findPaymentByOrder(orderId);
      return row ? toPayment(row) : null;
    },

    // The ledger lives in the shop's database, so the token goes with the caller's transaction.
    forgetCard: (tx, token) => ledger.deleteCardToken(tx, token),
  };
}
