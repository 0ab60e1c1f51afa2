import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/** What the shop counts for Prometheus; one registry per app, so tests' apps never share counts. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer HTTP requests, by method and route pattern",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // Counted when an order is paid, not when it is placed: a card order at checkout, an OXXO or SPEI
  // order when its money arrives (docs/product.md 86), maybe days later; one never paid never counts.
  // The name stays, as dashboards know it.
  const ordersPlaced = new Counter({
    name: "hogar_orders_placed_total",
    help: "Orders paid for (card at checkout; OXXO and SPEI when the payment arrives)",
    registers: [registry],
  });
  const paymentsDeclined = new Counter({
    name: "hogar_payments_declined_total",
    help: "Order payments the provider declined",
    registers: [registry],
  });

  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    orderPlaced: () => ordersPlaced.inc(),
    paymentDeclined: () => paymentsDeclined.inc(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
/** What the orders service reports; kept narrow so the service does not depend on Prometheus. */
export type OrderEvents = Pick<Metrics, "orderPlaced" | "paymentDeclined">;
