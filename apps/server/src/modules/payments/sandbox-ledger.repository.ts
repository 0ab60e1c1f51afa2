import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sandboxCardTokens, sandboxPayments } from "../../db/schema/index.ts";
import type { PaymentStatus } from "./payment-provider.ts";

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type NewSandboxCardToken = typeof sandboxCardTokens.$inferInsert;
export type NewSandboxPayment = typeof sandboxPayments.$inferInsert;

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

    /** The first payment of an order stays: a repeat with the same order id writes nothing. */
    async insertPaymentOnce(tx: Db, payment: NewSandboxPayment) {
      await tx
        .insert(sandboxPayments)
        .values(payment)
        .onConflictDoNothing({ target: sandboxPayments.orderId });
    },

    async findPayment(paymentId: string): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      return row;
    },

    async findPaymentByOrder(orderId: string): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
      return row;
    },

    /** Moves the payment only while it is `from`, so repeats are harmless. */
    async moveStatus(tx: Db, paymentId: string, from: PaymentStatus, to: PaymentStatus) {
      await tx
        .update(sandboxPayments)
        .set({ status: to, updatedAt: sql`now()` })
        .where(sql`${sandboxPayments.id} = ${paymentId} and ${sandboxPayments.status} = ${from}`);
    },
  };
}
