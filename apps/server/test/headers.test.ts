import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./helpers/factories.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // The shop behind a TLS-terminating proxy, as in production.
  https = await buildTestApp({ baseUrl: "https://shop.example", trustProxy: true });
});
afterAll(async () => {
  await t.close();
  await https.close();
});

function directives(policy: string | undefined) {
  return new Map(
    (policy ?? "").split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe("security headers", () => {
  it.each([
    ["a public API answer", "/api/health"],
    ["an error", "/api/nothing-here"],
    ["a refusal", "/api/cart"],
  ])("are on %s", async (_what, url) => {
    const response = await t.app.inject({ url });
    const csp = directives(response.headers["content-security-policy"] as string);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(response.headers["content-security-policy"]).not.toContain("unsafe-inline");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("sends no HSTS over plain http, where a browser would ignore it", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("pins https with HSTS when the request came over https", async () => {
    const response = await https.app.inject({
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers["strict-transport-security"]).toMatch(/^max-age=31536000; includeSubDomains$/);
  });

  it("marks the session cookie Secure and HttpOnly on an https shop, and the session works", async () => {
    const signUp = await https.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: "https://shop.example", "x-forwarded-proto": "https" },
      payload: { name: "Ana", email: "secure-cookie@example.com", password: "Casa2024x" },
    });
    expect(signUp.statusCode).toBe(200);
    const session = signUp.cookies.find((c) => c.name.endsWith("session_token"));
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
    expect(session?.name.startsWith("__Secure-")).toBe(true);
    const me = await https.app.inject({
      url: "/api/me",
      headers: { cookie: `${session?.name}=${session?.value}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it("tells browsers and proxies never to store a shopper's data", async () => {
    const user = await createUser(t.app);
    for (const url of [
      "/api/me",
      "/api/cart",
      "/api/wishlist",
      "/api/addresses",
      "/api/cards",
      "/api/orders",
    ]) {
      const response = await t.app.inject({ url, headers: { cookie: user.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });
});
