import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sandboxCardTokens, sandboxPayments, sandboxRefunds } from "../../db/schema/index.ts";
import type { PaymentStatus } from "./payment-provider.ts";

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type NewSandboxCardToken = typeof sandboxCardTokens.$inferInsert;
export type NewSandboxPayment = typeof sandboxPayments.$inferInsert;
export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

/**
 * The sandbox provider's own ledger (what a real provider keeps on its side). Writes take the
 * transaction they run in (or the database) first.
 */
export function createSandboxLedgerRepository(db: Db) {
  return {
    async insertCardToken(tx: Db, card: NewSandboxCardToken) {
      await tx.insert(sandboxCardTokens).values(card);
    },

    async deleteCardToken(tx: Db, token: string) {
      await tx.delete(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
    },

    async findCardToken(token: string) {
      const [card] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
      return card;
    },

    /**
     * The first payment of an order stays: a repeat with the same order id writes nothing. The payment
     * recorded, or undefined when the order has one already.
     */
    async insertPaymentOnce(tx: Db, payment: NewSandboxPayment): Promise<SandboxPaymentRow | undefined> {
      const [row] = await tx
        .insert(sandboxPayments)
        .values(payment)
        .onConflictDoNothing({ target: sandboxPayments.orderId })
        .returning();
      return row;
    },

    /**
     * Records a voucher or transfer unless the order has a payment already, or its reference is
     * taken (a random one drawn twice): then nothing is written, and the caller looks which it was.
     */
    async insertPayLaterOnce(tx: Db, payment: NewSandboxPayment) {
      await tx.insert(sandboxPayments).values(payment).onConflictDoNothing();
    },

    async findPaymentByReference(reference: string): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
      return row;
    },

    /**
     * The shopper pays a voucher or transfer: "pending" becomes "captured", only while it is
     * pending and not past its deadline, so paying twice (or a void at the same moment) is harmless.
     * Undefined when it was not payable.
     */
    async capturePending(tx: Db, reference: string): Promise<SandboxPaymentRow | undefined> {
      const [row] = await tx
        .update(sandboxPayments)
        .set({ status: "captured", paidAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(sandboxPayments.reference, reference),
            eq(sandboxPayments.status, "pending"),
            or(isNull(sandboxPayments.expiresAt), gt(sandboxPayments.expiresAt, sql`now()`)),
          ),
        )
        .returning();
      return row;
    },

    async findPayment(paymentId: string): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      return row;
    },

    async findPaymentByOrder(orderId: string): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
      return row;
    },

    /**
     * Moves the payment only while it is one of `from`, so repeats are harmless; the moved payment, or
     * undefined when it was not one of them (or is unknown).
     */
    async moveStatus(
      tx: Db,
      paymentId: string,
      from: readonly PaymentStatus[],
      to: PaymentStatus,
    ): Promise<SandboxPaymentRow | undefined> {
      const [row] = await tx
        .update(sandboxPayments)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(sandboxPayments.id, paymentId), inArray(sandboxPayments.status, [...from])))
        .returning();
      return row;
    },

    async findRefund(key: string, tx: Db = db): Promise<SandboxRefundRow | undefined> {
      const [row] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.key, key));
      return row;
    },

    /** Records the refund under its key; undefined when the key was taken (by a concurrent call). */
    async insertRefundOnce(
      tx: Db,
      refund: { key: string; paymentId: string; amountCents: number },
    ): Promise<SandboxRefundRow | undefined> {
      const [row] = await tx.insert(sandboxRefunds).values(refund).onConflictDoNothing().returning();
      return row;
    },

    /**
     * Adds a refund to a captured payment, only while what is left covers it; the payment becomes
     * "refunded" once all of it is back. Undefined when it is not captured or too little is left.
     */
    async addRefunded(tx: Db, paymentId: string, amountCents: number) {
      const refunded = sql`${sandboxPayments.refundedCents} + ${amountCents}`;
      const [row] = await tx
        .update(sandboxPayments)
        .set({
          refundedCents: refunded,
          status: sql`case when ${refunded} = ${sandboxPayments.amountCents} then 'refunded' else ${sandboxPayments.status} end`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(sandboxPayments.id, paymentId),
            eq(sandboxPayments.status, "captured"),
            sql`${refunded} <= ${sandboxPayments.amountCents}`,
          ),
        )
        .returning();
      return row;
    },
  };
}
