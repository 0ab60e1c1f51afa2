import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "./helpers/factories.ts";
import { routeRecorder } from "./helpers/route-recorder.ts";
import { buildTestApp, cookieHeader, type TestApp } from "./helpers/test-app.ts";

// Every route the app adds is recorded, so an auth route added later is checked below too.
const recorder = routeRecorder();

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: recorder.onRoute });
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

  it("pins https on an https shop even when its proxy does not say the request came over https", async () => {
    const response = await https.app.inject({ url: "/api/health" });
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

describe("auth answers are never stored (docs/product.md 68)", () => {
  const shop = () => ({ origin: t.config.baseUrl });

  it("on sign-up, sign-in, the session and sign-out, as they succeed", async () => {
    const email = `no-store-${randomUUID()}@example.com`;
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: shop(),
      payload: { name: "Ana", email, password: "Casa2024x" },
    });
    expect(signUp.statusCode).toBe(200);
    const signedIn = await signIn(t.app, email, "Casa2024x");
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieHeader(signedIn);
    const session = await t.app.inject({ url: "/api/auth/get-session", headers: { cookie } });
    expect(session.json()?.user?.email).toBe(email);
    const signOut = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { ...shop(), cookie },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    for (const response of [signUp, signedIn, session, signOut]) {
      expect(response.headers["cache-control"], response.body).toBe("no-store");
    }
  });

  it.each([
    ["a wrong password", { email: "nobody@example.com", password: "Wrong2024x" }, 401],
    ["a body that breaks the rules", { email: "not-an-e-mail", password: "x" }, 400],
  ])("on a refused sign-in: %s", async (_what, payload, status) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: shop(),
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("on a signed-out session, an OAuth callback's redirect, an auth error page and an unknown auth path", async () => {
    const answers = await Promise.all([
      t.app.inject({ url: "/api/auth/get-session" }),
      t.app.inject({ url: "/api/auth/callback/google?code=stolen&state=forged" }),
      t.app.inject({ url: "/api/auth/error?error=invalid_callback_request" }),
      t.app.inject({ url: "/api/auth/nothing-here" }),
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-out",
        headers: { origin: "https://evil.example" },
      }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 302, expect.any(Number), 404, 403]);
    for (const response of answers) {
      expect(response.headers["cache-control"], response.body).toBe("no-store");
    }
  });

  it("on every auth route, whatever it answers", async () => {
    const authRoutes = [...recorder.routes].filter((route) => route.includes(" /api/auth/"));
    expect(authRoutes.length).toBeGreaterThan(5);
    for (const route of authRoutes) {
      const [method = "GET", pattern = ""] = route.split(" ");
      const url = pattern.replace(/:[A-Za-z]+/g, "google");
      const response = await t.app.inject({
        method: method as "GET",
        url,
        headers: shop(),
        ...(method === "GET" ? {} : { payload: {} }),
      });
      expect(response.headers["cache-control"], `${route} answered ${response.statusCode}`).toBe("no-store");
    }
  });
});
