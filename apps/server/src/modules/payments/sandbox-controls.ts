import { randomUUID } from "node:crypto";
import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { jobsRepository } from "../jobs/jobs.repository.ts";
import { createSandboxLedgerRepository, type SandboxPaymentRow } from "./sandbox-ledger.repository.ts";
import { SANDBOX_WEBHOOK_JOB, type SandboxWebhookJob } from "./sandbox-webhook-delivery.ts";

export interface SandboxPaid {
  orderId: string;
  paymentId: string;
  status: "captured";
}

/** Why a voucher or transfer cannot be paid: paid already, voided, or past its deadline (409). */
function notPayable(row: SandboxPaymentRow, reference: string): AppError {
  if (row.status === "captured" || row.status === "refunded") {
    return new AppError("conflict", m.payments_already_paid({ reference }));
  }
  if (row.status === "pending") return new AppError("conflict", m.payments_expired({ reference }));
  return new AppError("conflict", m.payments_voided({ reference }));
}

/**
 * What the sandbox's own test API does (never in production, docs/product.md 87): a shopper pays
 * an OXXO voucher or a SPEI transfer, as a cashier or a bank would report it to a real provider.
 */
export function createSandboxControls(db: Db) {
  const ledger = createSandboxLedgerRepository(db);
  return {
    /**
     * Marks the voucher or transfer with this reference paid and, in the same transaction, queues
     * its webhook delivery: the payment and the delivery that reports it exist together or not at all.
     */
    async pay(reference: string): Promise<SandboxPaid> {
      const paid = await db.transaction(async (tx) => {
        const row = await ledger.capturePending(tx, reference);
        if (!row) return undefined;
        const delivery: SandboxWebhookJob = {
          event: {
            id: `evt_sandbox_${randomUUID()}`,
            type: "payment.succeeded",
            orderId: row.orderId,
            paymentId: row.id,
            method: row.method,
            amountCents: row.amountCents,
          },
          created: Math.floor((row.paidAt ?? new Date()).getTime() / 1000),
        };
        await jobsRepository.enqueue(tx, SANDBOX_WEBHOOK_JOB, delivery);
        return row;
      });
      if (paid) return { orderId: paid.orderId, paymentId: paid.id, status: "captured" };
      const row = await ledger.findPaymentByReference(reference);
      if (!row) throw new AppError("not_found", m.payments_reference_unknown({ reference }));
      throw notPayable(row, reference);
    },
  };
}

export type SandboxControls = ReturnType<typeof createSandboxControls>;
