// npm run sandbox -- pay <reference> (docs/product.md 87): asks the running shop over HTTP, so it
// works beside the embedded database the shop holds, and says plainly when it cannot.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCheckoutShopper } from "./helpers/checkout-shopper.ts";
import { placePayLaterOrder, sandboxPaymentOf } from "./helpers/payment-webhooks.ts";
import { freePort } from "./helpers/server-process.ts";
import { buildTestApp, type TestApp, testConfig } from "./helpers/test-app.ts";

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, "../scripts/sandbox.ts");

/** The command as `npm run sandbox -- <args>` runs it, with only the shop's address in its settings. */
function sandbox(args: string[], settings: Record<string, string>) {
  const { BASE_URL: _, PORT: __, DATABASE_URL: ___, ...env } = process.env;
  return run("node", ["--import", "tsx", script, ...args], { env: { ...env, ...settings } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  port = await freePort();
  t = await buildTestApp({ port, baseUrl: `http://127.0.0.1:${port}` });
  await t.app.listen({ port, host: "127.0.0.1" });
});
afterAll(() => t.close());

describe("npm run sandbox -- pay <reference>", () => {
  it("pays the voucher in the running shop, and a second time says it is paid", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const { order, reference } = await placePayLaterOrder(t, shopper, "oxxo");
    const paid = await sandbox(["pay", reference], { BASE_URL: `http://127.0.0.1:${port}` });
    expect(paid).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`Paid ${reference} (order ${order.id})`),
    });
    expect((await sandboxPaymentOf(t.database.db, order.id)).status).toBe("captured");

    const again = await sandbox(["pay", reference], { BASE_URL: `http://127.0.0.1:${port}/` });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`refused: The voucher or transfer ${reference} is already paid.`);
  }, 60_000);

  it("finds the shop by PORT when BASE_URL is not set, and names an unknown reference", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const { order, reference } = await placePayLaterOrder(t, shopper, "spei");
    const [paid, unknown] = await Promise.all([
      sandbox(["pay", reference], { PORT: String(port) }),
      sandbox(["pay", "00000000000000"], { PORT: String(port) }),
    ]);
    expect(paid.code).toBe(0);
    expect((await sandboxPaymentOf(t.database.db, order.id)).status).toBe("captured");
    expect(unknown).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No OXXO voucher or SPEI transfer has the reference 00000000000000."),
    });
  }, 60_000);

  it("says so when the shop is not running, or runs without sandbox controls, or the command is wrong", async () => {
    const nowhere = await freePort();
    const production = await buildTestApp({
      env: "production",
      payments: { ...testConfig().payments, sandboxControls: false },
    });
    const productionPort = await freePort();
    await production.app.listen({ port: productionPort, host: "127.0.0.1" });
    try {
      const [notRunning, noControls, wrong] = await Promise.all([
        sandbox(["pay", "12345678901234"], { BASE_URL: `http://127.0.0.1:${nowhere}` }),
        sandbox(["pay", "12345678901234"], { BASE_URL: `http://127.0.0.1:${productionPort}` }),
        sandbox(["settle", "12345678901234"], {}),
      ]);
      expect(notRunning.code).toBe(1);
      expect(notRunning.stderr).toContain(`The shop is not answering at http://127.0.0.1:${nowhere}`);
      expect(noControls.code).toBe(1);
      expect(noControls.stderr).toContain("sandbox controls are off");
      expect(wrong).toMatchObject({
        code: 2,
        stderr: expect.stringContaining("Usage: npm run sandbox -- pay <reference>"),
      });
    } finally {
      await production.close();
    }
  }, 60_000);
});
