import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./helpers/factories.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

// A built web app as `npm run build` leaves it: each text asset with its .br and .gz beside it.
const script = `console.log(${JSON.stringify("Hogar ".repeat(500))});`;
let t: TestApp;
beforeAll(async () => {
  const webDir = mkdtempSync(path.join(tmpdir(), "hogar-web-"));
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Hogar</title>");
  const asset = path.join(webDir, "assets", "app-abc123.js");
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  t = await buildTestApp({ webDir });
});
afterAll(() => t.close());

const getAsset = (acceptEncoding?: string) =>
  t.app.inject({
    url: "/assets/app-abc123.js",
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("the built web app", () => {
  it("sends the brotli file to a browser that takes it, cached for a year", async () => {
    const response = await getAsset("gzip, deflate, br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it("sends gzip, or the plain file, to browsers that take only those", async () => {
    const gzip = await getAsset("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await getAsset();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("answers a page address with index.html, never cached, and an unknown API address with 404", async () => {
    const page = await t.app.inject({ url: "/product-details/123" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Hogar</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    const api = await t.app.inject({ url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe("not_found");
  });
});

describe("API answers", () => {
  it("travel compressed when large enough, and small ones as they are", async () => {
    for (let i = 0; i < 12; i++) await createProduct(t.database.db);
    const { cookie } = await createUser(t.app);
    const page = await t.app.inject({
      url: "/api/products?pageSize=12",
      headers: { cookie, "accept-encoding": "br, gzip" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    const products = JSON.parse(brotliDecompressSync(page.rawPayload).toString());
    expect(products.items).toHaveLength(12);
    expect(page.rawPayload.length).toBeLessThan(JSON.stringify(products).length / 2);

    const health = await t.app.inject({ url: "/api/health", headers: { "accept-encoding": "br, gzip" } });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json().status).toBe("ok");
  });

  it("never inflates a compressed request body, so the size limit holds for what is read", async () => {
    const { cookie } = await createUser(t.app);
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/me/phone",
      headers: { cookie, "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSync(JSON.stringify({ phone: "5512345678" })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The request body is not valid JSON");
  });
});
