import type { FastifyInstance } from "fastify";
import type { OrdersService } from "./orders.service.ts";

const EVERY_MS = 60_000;

/** Settles orders left "placed" by a crash: once when the server starts and every minute after. */
export function startOrderSettler(app: FastifyInstance, orders: OrdersService) {
  const run = async () => {
    try {
      const settled = await orders.settleStale();
      if (settled > 0) app.log.info({ settled }, "settled orders left by an interrupted checkout");
    } catch (error) {
      app.log.error({ err: error }, "settling orders failed; will retry");
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    void run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
