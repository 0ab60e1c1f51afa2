import type { FastifyInstance } from "fastify";
import type { OrdersService } from "./orders.service.ts";

const AT_MOST_EVERY_MS = 60_000;

/**
 * Settles orders left "placed" by a crash, once `afterSeconds` have passed since they were placed,
 * and cancels OXXO and SPEI orders whose deadline passed unpaid (docs/product.md 30, 86): a check
 * when the server starts, then every minute (or sooner when `afterSeconds` is shorter).
 */
export function startOrderSettler(app: FastifyInstance, orders: OrdersService, afterSeconds: number) {
  const run = async () => {
    try {
      const settled = await orders.settleStale(afterSeconds);
      if (settled > 0)
        app.log.info(
          { settled },
          "settled orders left by an interrupted checkout or unpaid past their deadline",
        );
    } catch (error) {
      app.log.error({ err: error }, "settling orders failed; will retry");
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    void run();
    timer = setInterval(run, Math.min(AT_MOST_EVERY_MS, afterSeconds * 1000));
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
