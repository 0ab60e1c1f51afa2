import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { invoiceStampedMail } from "../mail/templates/invoice-stamped.ts";
import { createOrderSettling } from "../orders/order-settling.ts";
import { createOrdersRepository, type OrderRow } from "../orders/orders.repository.ts";
import { renderCfdiPdf } from "./cfdi-pdf.ts";
import { invoiceFileName, receiverOf } from "./invoice-view.ts";
import { type InvoiceRow, invoicesRepository as repository } from "./invoices.repository.ts";
import { type InvoicingProvider, InvoicingProviderError, type StampedCfdi } from "./invoicing-provider.ts";

// Asking the provider to stamp a claim and writing its answer, for a shopper's request and for the
// invoice settler alike (docs/decisions/016). A claim is a "stamping" row holding the unsealed
// CFDI; stamping is idempotent by its id, so asking again after a lost answer gets the same stamp.

/**
 * How long the shop waits for the provider's stamp. Well under STAMPING_STALE_SECONDS, so the
 * settler never asks while the claim's own call may still be running.
 */
export const STAMP_TIMEOUT_MS = 30_000;

/** How many claims one settler run takes. */
const SETTLE_BATCH = 20;

/** The provider did not answer in time: it may have stamped, so the claim is kept. */
export class StampTimeoutError extends Error {
  constructor(ms: number) {
    super(`The invoicing provider did not answer within ${ms} ms`);
    this.name = "StampTimeoutError";
  }
}

export interface InvoiceStampingOptions {
  provider: InvoicingProvider;
  config: Pick<AppConfig, "baseUrl" | "shopName" | "seller">;
  log: Pick<FastifyBaseLogger, "error">;
  /** STAMP_TIMEOUT_MS unless a test gives a shorter wait. */
  stampTimeoutMs?: number;
}

export function createInvoiceStamping(db: Db, options: InvoiceStampingOptions) {
  const { provider, config, log, stampTimeoutMs = STAMP_TIMEOUT_MS } = options;
  const orders = createOrdersRepository(db);
  const settling = createOrderSettling(orders, config);

  /**
   * The provider's stamp of a claim, or StampTimeoutError once the wait is over (the provider's
   * call is told so through its signal, and whatever it answers later is ignored).
   */
  async function stamp(claim: { id: string; xml: string }): Promise<StampedCfdi> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new StampTimeoutError(stampTimeoutMs);
        controller.abort(error);
        reject(error);
      }, stampTimeoutMs);
    });
    try {
      return await Promise.race([
        provider.stamp({ invoiceId: claim.id, xml: claim.xml, signal: controller.signal }),
        timedOut,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Writes the stamped CFDI over its claim and queues the mail with the XML and the PDF, in one
   * transaction; undefined when the claim was finished (or let go) already.
   */
  async function finish(
    claimId: string,
    order: OrderRow,
    stamped: StampedCfdi,
  ): Promise<InvoiceRow | undefined> {
    const pdf = await renderCfdiPdf(stamped.xml);
    return db.transaction(async (tx) => {
      const row = await repository.markActive(tx, claimId, stamped);
      if (!row) return undefined;
      await settling.queueOrderMail(tx, order, (data) =>
        invoiceStampedMail({
          ...data,
          invoice: {
            series: row.series,
            folio: row.folio,
            uuid: stamped.uuid,
            receiver: receiverOf(row),
            xml: { filename: invoiceFileName(row, "xml"), content: stamped.xml },
            pdf: { filename: invoiceFileName(row, "pdf"), content: pdf },
          },
        }),
      );
      return row;
    });
  }

  return {
    stamp,
    finish,

    /**
     * Finishes claims left by a request (or a settler) that died or lost the provider's answer,
     * once they are STAMPING_STALE_SECONDS old: the same id and XML, so the provider gives the
     * same stamp (or stamps it now). A claim records what was valid when it was made, so it is
     * finished even if the order was refunded since; staff then cancel the invoice
     * (docs/product.md 93). A refusal means nothing was stamped: the claim is let go. Returns how
     * many claims it took.
     */
    async settleStale(): Promise<number> {
      // Taken in a transaction of its own: the provider is asked outside it, with no lock held.
      const claims = await db.transaction((tx) => repository.claimStale(tx, SETTLE_BATCH));
      for (const claim of claims) {
        try {
          const order = await orders.find(claim.orderId);
          if (!order) throw new Error("the invoice's order is gone");
          await finish(claim.id, order, await stamp(claim));
        } catch (error) {
          if (error instanceof InvoicingProviderError)
            await repository.deleteStamping(db, claim.id, claim.claim);
          // Anything else may come after the stamp: the claim is taken again once it is stale.
          log.error(
            { err: error, invoiceId: claim.id },
            error instanceof InvoicingProviderError
              ? "the invoicing provider refused an unfinished invoice; its claim is let go"
              : "finishing an unfinished invoice failed; will retry",
          );
        }
      }
      return claims.length;
    },
  };
}

export type InvoiceStamping = ReturnType<typeof createInvoiceStamping>;
