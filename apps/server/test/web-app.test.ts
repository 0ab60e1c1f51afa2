import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { Me } from "@hogar/shared";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveWebApp, withPageMe } from "../src/lib/web-app.ts";
import { createUser } from "./helpers/factories.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

// A built web app as `npm run build` leaves it: each text asset with its .br and .gz beside it.
const INDEX_HTML = "<!doctype html><html><head><title>Hogar</title></head><body></body></html>";
// As apps/web/build/first-load-scripts.ts writes it.
const FIRST_LOAD_SCRIPTS = { "/product-details/:id": ["/assets/frame-1.js", "/assets/product-2.js"] };
const script = `console.log(${JSON.stringify("Hogar ".repeat(500))});`;
const TEST_ME: Me = {
  id: "u1",
  name: "Ana",
  email: "ana@example.com",
  emailVerified: true,
  image: null,
  role: "REGULAR",
  phone: null,
  locale: null,
};
let t: TestApp;
beforeAll(async () => {
  const webDir = mkdtempSync(path.join(tmpdir(), "hogar-web-"));
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(webDir, "first-load-scripts.json"), JSON.stringify(FIRST_LOAD_SCRIPTS));
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
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    expect(page.headers.vary).toMatch(/cookie/i);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    const api = await t.app.inject({ url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe("not_found");
  });

  it("answers an address the app has no page for with index.html and 404, so the status says what the page says", async () => {
    for (const url of ["/no-such-page", "/account/nothing", "/product-details", "/product-details/1/more"]) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      // The app still loads, and says "Page not found" with its way back.
      expect(page.body, url).toContain("<title>Hogar</title>");
    }
    for (const url of ["/", "/account/orders/", "/account/my-addresses/a1/edit", "/search-products?q=sofa"]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });
});

/** The JSON in a page's shopper block, or undefined when the page has none. */
function pageMeOf(html: string): unknown {
  const block = html.match(/<script type="application\/json" id="page-me">(.*?)<\/script>/);
  return block ? JSON.parse(block[1] as string) : undefined;
}

describe("the shopper a page names (issue 20)", () => {
  it("is /api/me's answer for the page's cookie, so the app need not ask", async () => {
    const { cookie } = await createUser(t.app);
    const me = await t.app.inject({ url: "/api/me", headers: { cookie } });
    const page = await t.app.inject({ url: "/feed", headers: { cookie } });
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(pageMeOf(page.body)).toEqual(me.json());
    expect(page.body).toMatch(/<\/script><\/head>/);
  });

  it("comes with the scripts of the signed-in page's route, which the app would find a round trip later", async () => {
    const { cookie } = await createUser(t.app);
    const preloads = async (url: string, headers: Record<string, string> = { cookie }) =>
      [
        ...(await t.app.inject({ url, headers })).body.matchAll(
          /rel="modulepreload" crossorigin href="([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    expect(await preloads("/product-details/abc-123?from=feed")).toEqual(
      FIRST_LOAD_SCRIPTS["/product-details/:id"],
    );
    expect(await preloads("/product-details/abc-123/")).toEqual(FIRST_LOAD_SCRIPTS["/product-details/:id"]);
    expect(await preloads("/product-details/abc-123/buy")).toEqual([]);
    expect(await preloads("/feed")).toEqual([]);
    // Signed out, the page sends the visitor to the login page: its scripts would go unused.
    expect(await preloads("/product-details/abc-123", {})).toEqual([]);
  });

  it("is null without a session, or with a forged one", async () => {
    expect(pageMeOf((await t.app.inject({ url: "/login" })).body)).toBeNull();
    const { cookie } = await createUser(t.app);
    const signedElsewhere = `${cookie.slice(0, cookie.lastIndexOf(".") + 1)}c2lnbmVkIGVsc2V3aGVyZQ`;
    const forged = await t.app.inject({ url: "/feed", headers: { cookie: signedElsewhere } });
    expect(pageMeOf(forged.body)).toBeNull();
  });

  it("is left out when the session cannot be read, so the app asks and hears why", async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), "hogar-web-"));
    writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
    const shop = Fastify({ logger: false });
    await serveWebApp(shop, webDir, async () => {
      throw new Error("connection refused");
    });
    const page = await shop.inject({ url: "/feed" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
    await shop.close();
  });

  it("cannot end its block early, whatever a name holds", () => {
    const me = { ...TEST_ME, name: "</script><script>alert(1)</script>" };
    const html = withPageMe(INDEX_HTML, me);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(pageMeOf(html)).toEqual(me);
  });
});

describe("the shop's settings a page carries (issue 20)", () => {
  const settingsOf = (html: string): unknown => {
    const block = html.match(/<script type="application\/json" id="page-settings">(.*?)<\/script>/);
    return block ? JSON.parse(block[1] as string) : undefined;
  };

  it("are /api/settings' answer, on every page, signed in or not", async () => {
    const settings = (await t.app.inject({ url: "/api/settings" })).json();
    expect(settings.ivaRateBp).toBe(1600);
    const { cookie } = await createUser(t.app);
    expect(settingsOf((await t.app.inject({ url: "/" })).body)).toEqual(settings);
    expect(
      settingsOf((await t.app.inject({ url: "/product-details/abc-123", headers: { cookie } })).body),
    ).toEqual(settings);
  });

  it("come with the page also when its session cannot be read", async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), "hogar-web-"));
    writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
    const shop = Fastify({ logger: false });
    const settings = { shopName: "</script><script>alert(1)</script>" };
    await serveWebApp(
      shop,
      webDir,
      async () => {
        throw new Error("connection refused");
      },
      settings,
    );
    const page = await shop.inject({ url: "/feed" });
    expect(settingsOf(page.body)).toEqual(settings);
    expect(page.body.match(/<\/script>/g)).toHaveLength(1);
    await shop.close();
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
