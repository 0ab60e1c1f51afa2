import type { FastifyInstance } from "fastify";
import { STAMPING_STALE_SECONDS } from "./invoices.repository.ts";
import type { InvoicesService } from "./invoices.service.ts";

const AT_MOST_EVERY_MS = 60_000;

/**
 * Finishes invoices left "stamping" by a request that died or lost the provider's answer, once
 * their claim is STAMPING_STALE_SECONDS old (docs/decisions/016): a run when the server starts,
 * then every minute. Several processes may each run one; a claim is taken by one at a time.
 */
export function startInvoiceSettler(app: FastifyInstance, invoices: Pick<InvoicesService, "settleStale">) {
  const run = async () => {
    try {
      const settled = await invoices.settleStale();
      if (settled > 0) app.log.info({ settled }, "took invoices left unfinished while being stamped");
    } catch (error) {
      app.log.error({ err: error }, "settling invoices failed; will retry");
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    void run();
    timer = setInterval(run, Math.min(AT_MOST_EVERY_MS, STAMPING_STALE_SECONDS * 1000));
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
