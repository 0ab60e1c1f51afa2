import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCheckoutShopper, placeOrder, TEST_CARDS } from "./helpers/checkout-shopper.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

const TOKEN = "scraper-token-0123456789";
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ metricsToken: TOKEN });
});
afterAll(() => t.close());

async function scrape() {
  const response = await t.app.inject({ url: "/api/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one series, e.g. `hogar_orders_placed_total` or `x{route="/a"}`; 0 when absent. */
function seriesValue(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("GET /api/metrics", () => {
  it("is refused without the token or with a wrong one", async () => {
    const none = await t.app.inject({ url: "/api/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toMatch(/METRICS_TOKEN/);
    const wrong = await t.app.inject({ url: "/api/metrics", headers: { authorization: "Bearer guess" } });
    expect(wrong.statusCode).toBe(401);
  });

  it("does not exist when no token is set", async () => {
    const off = await buildTestApp();
    try {
      const response = await off.app.inject({ url: "/api/metrics" });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("counts requests and their latency by route pattern, not by raw address", async () => {
    const product = await createProduct(t.database.db, { name: "Metric Lamp" });
    const { cookie } = await createCheckoutShopper(t.app);
    const before = await scrape();
    const series = 'http_requests_total{method="GET",route="/api/products/:id",status="200"}';
    await t.app.inject({ url: `/api/products/${product.id}`, headers: { cookie } });
    await t.app.inject({ url: `/api/products/${product.id}`, headers: { cookie } });
    const after = await scrape();
    expect(seriesValue(after, series) - seriesValue(before, series)).toBe(2);
    expect(after).not.toContain(product.id);
    expect(
      seriesValue(after, 'http_request_duration_seconds_count{method="GET",route="/api/products/:id"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(after).toMatch(/^process_cpu_seconds_total \d/m);
  });

  it("counts orders paid for and payments declined", async () => {
    const lamp = await createProduct(t.database.db, { stock: 10 });
    const payer = await createCheckoutShopper(t.app);
    const declined = await createCheckoutShopper(t.app, TEST_CARDS.decline);
    const before = await scrape();
    const order = { source: "product", productId: lamp.id, quantity: 1 };
    expect((await placeOrder(t.app, payer, order)).statusCode).toBe(201);
    expect((await placeOrder(t.app, declined, order)).statusCode).toBe(402);
    const after = await scrape();
    const delta = (name: string) => seriesValue(after, name) - seriesValue(before, name);
    expect(delta("hogar_orders_placed_total")).toBe(1);
    expect(delta("hogar_payments_declined_total")).toBe(1);
  });
});
