import { randomUUID } from "node:crypto";
import { cardBrand, digitsOnly, formatMoney } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import {
  type DeclineReason,
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

/** Documented test numbers (README); any other valid number approves. */
const TEST_BEHAVIOURS: Record<string, "decline" | "insufficient_funds" | "refuse_refunds"> = {
  "4000000000000002": "decline",
  "4000000000009995": "insufficient_funds",
  // Pays, but its bank refuses every refund: how a refused refund is tried (docs/product.md 72).
  "4000000000005126": "refuse_refunds",
};

function toRefund(row: SandboxRefundRow): Refund {
  return { key: row.key, paymentId: row.paymentId, amountCents: row.amountCents, createdAt: row.createdAt };
}

function toPayment(row: SandboxPaymentRow): Payment {
  return {
    id: row.id,
    orderId: row.orderId,
    amountCents: row.amountCents,
    status: row.status,
    declineReason: row.declineReason as DeclineReason | null,
  };
}

/**
 * The built-in provider: no outside service, and its own ledger in tables of its own, as a real
 * provider keeps one on its side. Status changes are conditional updates, so repeats are harmless.
 */
export function createSandboxProvider(db: Db): PaymentProvider {
  const ledger = createSandboxLedgerRepository(db);

  async function find(paymentId: string): Promise<SandboxPaymentRow> {
    const row = await ledger.findPayment(paymentId);
    if (!row) throw new AppError("not_found", m.server_payment_not_found());
    return row;
  }

  async function move(paymentId: string, from: PaymentStatus, to: PaymentStatus): Promise<Payment> {
    await ledger.moveStatus(db, paymentId, from, to);
    const row = await find(paymentId);
    if (row.status !== to) {
      throw new AppError("conflict", m.server_payment_status({ status: row.status, expected: from }));
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
      return { token, brand, last4 };
    },

    async authorize({ orderId, token, amountCents }) {
      const card = await ledger.findCardToken(token);
      const declineReason: DeclineReason | null =
        !card || card.behaviour === "decline"
          ? "card_declined"
          : card.behaviour === "insufficient_funds"
            ? "insufficient_funds"
            : null;
      await ledger.insertPaymentOnce(db, {
        id: `pay_sandbox_${randomUUID()}`,
        orderId,
        token,
        amountCents,
        status: declineReason ? "declined" : "authorized",
        declineReason,
      });
      const row = await ledger.findPaymentByOrder(orderId);
      if (!row) throw new Error("sandbox payment not recorded");
      return toPayment(row);
    },

    capture: (paymentId) => move(paymentId, "authorized", "captured"),
    async refund({ paymentId, amountCents, key }) {
      const earlier = await ledger.findRefund(key);
      if (earlier) return toRefund(earlier);
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new RefundRefusedError(m.server_refund_not_positive());
      }
      const payment = await ledger.findPayment(paymentId);
      if (!payment) throw new RefundRefusedError(m.server_refund_no_payment_at_provider());
      const card = await ledger.findCardToken(payment.token);
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
    cancel: (paymentId) => move(paymentId, "authorized", "cancelled"),

    async findByOrder(orderId) {
      const row = await ledger.findPaymentByOrder(orderId);
      return row ? toPayment(row) : null;
    },

    // The ledger lives in the shop's database, so the token goes with the caller's transaction.
    forgetCard: (tx, token) => ledger.deleteCardToken(tx, token),
  };
}
