import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  invoices,
  jobs,
  productReviews,
  products,
  promotionCodes,
  sessions,
  users,
} from "../src/db/schema/index.ts";
import { type CheckoutShopper, createCheckoutShopper, placeOrder } from "./helpers/checkout-shopper.ts";
import { createUser, type TestUser } from "./helpers/factories.ts";
import { startOidcProvider } from "./helpers/oidc-provider.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { promotionInput } from "./helpers/promotion-input.ts";
import { routeRecorder } from "./helpers/route-recorder.ts";
import { buildTestApp, cookieHeader, type TestApp } from "./helpers/test-app.ts";
import { createVictim, ownData, type Victim } from "./helpers/victim.ts";

// Every route the app adds is recorded, so a new state-changing route without a case fails here.
const recorder = routeRecorder();
const recordedRoutes = recorder.routes;

/** Providers may post their OAuth callback from their own site (response_mode=form_post). */
const CROSS_SITE_ALLOWED = ["POST /api/auth/callback/:providerId"];

/** Origins a shopper's browser sends from pages that are not the shop. */
const FOREIGN_ORIGINS = [
  "https://evil.example",
  "null", // sandboxed iframes and some redirects
  "http://localhost:3000.evil.example",
  "http://localhost:3001",
  "https://localhost:3000",
];

let t: TestApp;
let victim: Victim;
let admin: TestUser;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
/** Received by the victim and another shopper, who each reviewed it (issue 19). */
let rugId: string;
/** The victim's review of the rug, visible. */
let victimReviewId: string;
/** The other shopper's review of the rug, which staff hid. */
let hiddenReviewId: string;
/** A code staff made, active now. */
let promotion: { id: string; code: string };
beforeAll(async () => {
  provider = await startOidcProvider();
  t = await buildTestApp({ oidcStandIns: { google: provider.standIn() } }, { onRoute: recorder.onRoute });
  victim = await createVictim(t.app, t.database.db);
  admin = await createUser(t.app);
  await t.database.db.update(users).set({ role: "ADMIN" }).where(eq(users.id, admin.id));
  rugId = (await createProduct(t.database.db, { name: "Victim Rug", stock: 10 })).id;
  victimReviewId = await receiveAndReview(victim, rugId, 4);
  hiddenReviewId = await receiveAndReview(await createCheckoutShopper(t.app), rugId, 1);
  await asAdmin("POST", `/api/admin/reviews/${hiddenReviewId}/hide`, { reason: "Off topic" });
  promotion = (await asAdmin("POST", "/api/admin/promotions", promotionInput("CASA-10"))).json();
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** The admin's request from the shop's own page; anything but a 2xx stops the setup. */
async function asAdmin(method: "POST" | "PUT", url: string, payload: object) {
  const response = await t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/** `shopper` buys the product, staff deliver it, and the shopper reviews it; the review's id. */
async function receiveAndReview(shopper: CheckoutShopper, productId: string, rating: number) {
  const placed = await placeOrder(t.app, shopper, { source: "product", productId, quantity: 1 });
  if (placed.statusCode !== 201) throw new Error(`order: ${placed.statusCode} ${placed.body}`);
  const orderId: string = placed.json().id;
  await asAdmin("POST", `/api/admin/orders/${orderId}/ship`, {
    carrier: "Estafeta",
    trackingNumber: "EST-1",
  });
  await asAdmin("POST", `/api/admin/orders/${orderId}/deliver`, {});
  const review = await t.app.inject({
    method: "PUT",
    url: `/api/products/${productId}/my-review`,
    headers: { cookie: shopper.cookie },
    payload: { rating },
  });
  if (review.statusCode !== 201) throw new Error(`review: ${review.statusCode} ${review.body}`);
  return review.json().review.id as string;
}

interface Forgery {
  route: string;
  /** The request a page on another site makes the victim's (or an admin's) browser send. */
  request: () => InjectOptions;
  as?: "admin" | "nobody";
}

const address = {
  fullName: "Eve",
  street: "X",
  exteriorNumber: "1",
  colonia: "San Ángel",
  municipality: "Álvaro Obregón",
  state: "CMX",
  postalCode: "01000",
  phone: "5500000000",
};
const card = { number: "5555555555554444", holderName: "Eve", month: "12", year: "49", ccv: "123" };

/** Requests that would succeed from the shop's own pages. */
const FORGERIES: Forgery[] = [
  // A provider calls the webhook from its server; a browser sent there from another site is refused.
  {
    route: "POST /api/payments/webhook",
    as: "nobody",
    request: () => ({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "hogar-signature": "t=1,v1=00" },
      payload: { id: "evt_forged", type: "payment.succeeded", created: 1, data: {} },
    }),
  },
  {
    route: "POST /api/sandbox/payments/pay",
    request: () => ({
      method: "POST",
      url: "/api/sandbox/payments/pay",
      payload: { reference: "12345678901234" },
    }),
  },
  {
    route: "PUT /api/me/phone",
    request: () => ({ method: "PUT", url: "/api/me/phone", payload: { phone: "5500000001" } }),
  },
  {
    route: "POST /api/addresses",
    request: () => ({ method: "POST", url: "/api/addresses", payload: address }),
  },
  {
    route: "PUT /api/addresses/:id",
    request: () => ({ method: "PUT", url: `/api/addresses/${victim.addressId}`, payload: address }),
  },
  {
    route: "PUT /api/addresses/:id/current",
    request: () => ({ method: "PUT", url: `/api/addresses/${victim.addressId}/current` }),
  },
  {
    route: "DELETE /api/addresses/:id",
    request: () => ({ method: "DELETE", url: `/api/addresses/${victim.addressId}` }),
  },
  { route: "POST /api/cards", request: () => ({ method: "POST", url: "/api/cards", payload: card }) },
  {
    route: "DELETE /api/cards/:id",
    request: () => ({ method: "DELETE", url: `/api/cards/${victim.cardId}` }),
  },
  {
    route: "POST /api/orders",
    request: () => ({
      method: "POST",
      url: "/api/orders",
      headers: { "idempotency-key": "forged-order-1" },
      payload: { source: "cart", delivery: "tomorrow", addressId: victim.addressId, cardId: victim.cardId },
    }),
  },
  {
    route: "PUT /api/cart/items/:productId",
    request: () => ({ method: "PUT", url: `/api/cart/items/${victim.lampId}`, payload: { quantity: 3 } }),
  },
  {
    route: "DELETE /api/cart/items/:productId",
    request: () => ({ method: "DELETE", url: `/api/cart/items/${victim.sofaId}` }),
  },
  {
    route: "PUT /api/wishlist/:productId",
    request: () => ({ method: "PUT", url: `/api/wishlist/${victim.sofaId}` }),
  },
  {
    route: "DELETE /api/wishlist/:productId",
    request: () => ({ method: "DELETE", url: `/api/wishlist/${victim.lampId}` }),
  },
  {
    route: "POST /api/history/:productId",
    request: () => ({ method: "POST", url: `/api/history/${victim.sofaId}` }),
  },
  {
    route: "PATCH /api/products/:id",
    request: () => ({ method: "PATCH", url: `/api/products/${victim.sofaId}`, payload: { price: 1 } }),
    as: "admin",
  },
  {
    route: "DELETE /api/products/:id",
    request: () => ({ method: "DELETE", url: `/api/products/${victim.sofaId}` }),
    as: "admin",
  },
  {
    route: "POST /api/products",
    request: () => ({
      method: "POST",
      url: "/api/products",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nForged\r\n--x--\r\n',
    }),
    as: "admin",
  },
  {
    route: "POST /api/orders/:id/cancel",
    request: () => ({ method: "POST", url: `/api/orders/${victim.orderId}/cancel`, payload: {} }),
  },
  {
    route: "PUT /api/account/fiscal-data",
    request: () => ({
      method: "PUT",
      url: "/api/account/fiscal-data",
      payload: { rfc: "EKU9003173C9", name: "FORGED", taxRegime: "601", postalCode: "26015", cfdiUse: "G03" },
    }),
  },
  {
    route: "DELETE /api/account/fiscal-data",
    request: () => ({ method: "DELETE", url: "/api/account/fiscal-data" }),
  },
  {
    route: "POST /api/orders/:id/invoice",
    request: () => ({ method: "POST", url: `/api/orders/${victim.orderId}/invoice`, payload: {} }),
  },
  {
    route: "POST /api/orders/:id/return",
    request: () => ({
      method: "POST",
      url: `/api/orders/${victim.orderId}/return`,
      payload: { lines: [{ productId: victim.sofaId, quantity: 1 }], reason: "Forged" },
    }),
  },
  ...(
    [
      ["ship", { carrier: "Estafeta", trackingNumber: "EST-12345" }],
      ["deliver", {}],
      ["cancel", { note: "Forged" }],
      ["approve-return", {}],
      ["refuse-return", { note: "Forged" }],
      ["refund", { amountCents: 1_000, note: "Forged" }],
      ["invoice/cancel", { reason: "02" }],
    ] as const
  ).map(([action, payload]) => ({
    route: `POST /api/admin/orders/:id/${action}`,
    request: (): InjectOptions => ({
      method: "POST",
      url: `/api/admin/orders/${victim.orderId}/${action}`,
      payload,
    }),
    as: "admin" as const,
  })),
  ...["archive", "restore"].map((action) => ({
    route: `POST /api/admin/products/:id/${action}`,
    request: (): InjectOptions => ({
      method: "POST",
      url: `/api/admin/products/${victim.sofaId}/${action}`,
      payload: {},
    }),
    as: "admin" as const,
  })),
  {
    route: "PUT /api/admin/products/:id",
    request: () => ({
      method: "PUT",
      url: `/api/admin/products/${victim.sofaId}`,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nForged\r\n--x--\r\n',
    }),
    as: "admin",
  },
  // Promotion codes (docs/product.md 100-104): staff's codes, and the victim's checkout preview.
  {
    route: "POST /api/admin/promotions",
    request: () => ({ method: "POST", url: "/api/admin/promotions", payload: promotionInput("FORGED-90") }),
    as: "admin",
  },
  {
    route: "PUT /api/admin/promotions/:id",
    request: () => ({
      method: "PUT",
      url: `/api/admin/promotions/${promotion.id}`,
      payload: promotionInput(promotion.code, { percent: 90 }),
    }),
    as: "admin",
  },
  {
    route: "POST /api/admin/promotions/:id/disable",
    request: () => ({ method: "POST", url: `/api/admin/promotions/${promotion.id}/disable`, payload: {} }),
    as: "admin",
  },
  {
    route: "POST /api/checkout/promotion",
    request: () => ({
      method: "POST",
      url: "/api/checkout/promotion",
      payload: { source: "cart", code: promotion.code },
    }),
  },
  // Reviews (docs/product.md 95-98): the victim's own review, and staff hiding and showing reviews.
  {
    route: "PUT /api/products/:id/my-review",
    request: () => ({
      method: "PUT",
      url: `/api/products/${rugId}/my-review`,
      payload: { rating: 1, body: "Forged" },
    }),
  },
  {
    route: "POST /api/admin/reviews/:id/hide",
    request: () => ({
      method: "POST",
      url: `/api/admin/reviews/${victimReviewId}/hide`,
      payload: { reason: "Forged" },
    }),
    as: "admin",
  },
  {
    route: "POST /api/admin/reviews/:id/unhide",
    request: () => ({ method: "POST", url: `/api/admin/reviews/${hiddenReviewId}/unhide`, payload: {} }),
    as: "admin",
  },
  // Login CSRF: signing the victim's browser in (to any account) from another site.
  {
    route: "POST /api/auth/sign-in/email",
    request: () => ({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: victim.email, password: victim.password },
    }),
    as: "nobody",
  },
  {
    route: "POST /api/auth/sign-up/email",
    request: () => ({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "Eve", email: "eve-forged@example.com", password: "Casa2024x" },
    }),
    as: "nobody",
  },
  {
    route: "POST /api/auth/sign-in/social",
    request: () => ({ method: "POST", url: "/api/auth/sign-in/social", payload: { provider: "google" } }),
    as: "nobody",
  },
  {
    route: "POST /api/auth/sign-out",
    request: () => ({ method: "POST", url: "/api/auth/sign-out", payload: {} }),
  },
  // Account recovery: mailing the victim links, or setting a password with a stolen link.
  {
    route: "POST /api/auth/forgot-password",
    request: () => ({ method: "POST", url: "/api/auth/forgot-password", payload: { email: victim.email } }),
    as: "nobody",
  },
  {
    route: "POST /api/auth/reset-password",
    request: () => ({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: "forged-reset-token-1234567890", password: "Evil2024x" },
    }),
    as: "nobody",
  },
  {
    route: "POST /api/auth/reset-password/check",
    request: () => ({
      method: "POST",
      url: "/api/auth/reset-password/check",
      payload: { token: "forged-reset-token-1234567890" },
    }),
    as: "nobody",
  },
  {
    route: "POST /api/auth/verification-email",
    request: () => ({ method: "POST", url: "/api/auth/verification-email", payload: {} }),
  },
  // My data: the victim's own account, changed or deleted from another site.
  {
    route: "PUT /api/me/name",
    request: () => ({ method: "PUT", url: "/api/me/name", payload: { name: "Eve" } }),
  },
  {
    route: "PUT /api/me/locale",
    request: () => ({ method: "PUT", url: "/api/me/locale", payload: { locale: "es-MX" } }),
  },
  {
    route: "PUT /api/me/password",
    request: () => ({
      method: "PUT",
      url: "/api/me/password",
      payload: { currentPassword: victim.password, newPassword: "Evil2024x" },
    }),
  },
  {
    route: "POST /api/me/email",
    request: () => ({
      method: "POST",
      url: "/api/me/email",
      payload: { email: "eve@example.com", password: victim.password },
    }),
  },
  {
    route: "POST /api/email-change/check",
    request: () => ({
      method: "POST",
      url: "/api/email-change/check",
      payload: { token: "forged-change-token-1234567890" },
    }),
  },
  {
    route: "POST /api/email-change/confirm",
    request: () => ({
      method: "POST",
      url: "/api/email-change/confirm",
      payload: { token: "forged-change-token-1234567890" },
    }),
  },
  {
    route: "DELETE /api/me",
    request: () => ({ method: "DELETE", url: "/api/me", payload: { password: victim.password } }),
  },
];

async function everythingThatMatters() {
  const [sofa] = await t.database.db.select().from(products).where(eq(products.id, victim.sofaId));
  // The rug's row keeps its review counters.
  const [rug] = await t.database.db.select().from(products).where(eq(products.id, rugId));
  const userRows = await t.database.db.select({ id: users.id, name: users.name }).from(users);
  const sessionRows = await t.database.db.select({ id: sessions.id }).from(sessions);
  // Mail the shop would send (a reset or verification link, an e-mail change) waits in jobs.
  const queued = await t.database.db.select({ id: jobs.id }).from(jobs);
  const invoiceRows = await t.database.db.select({ id: invoices.id, status: invoices.status }).from(invoices);
  const reviewRows = await t.database.db.select().from(productReviews).orderBy(asc(productReviews.id));
  const codeRows = await t.database.db.select().from(promotionCodes).orderBy(asc(promotionCodes.id));
  return {
    victim: await ownData(t.app, victim.cookie),
    sofa,
    rug,
    userRows,
    sessionRows,
    queued,
    invoiceRows,
    reviewRows,
    codeRows,
  };
}

describe("a request from another site", () => {
  it("every state-changing route has a case here", () => {
    const covered = new Set([...FORGERIES.map((f) => f.route), ...CROSS_SITE_ALLOWED]);
    const changing = [...recordedRoutes].filter((route) => !route.startsWith("GET "));
    expect(changing.filter((route) => !covered.has(route))).toEqual([]);
  });

  it.each(
    FORGERIES.map((forgery, i) => ({ ...forgery, origin: FOREIGN_ORIGINS[i % FOREIGN_ORIGINS.length] })),
  )("is refused with 403 and changes nothing: $route from $origin", async ({ request, as, origin }) => {
    const before = await everythingThatMatters();
    const options = request();
    const cookie = as === "nobody" ? {} : { cookie: as === "admin" ? admin.cookie : victim.cookie };
    const response = await t.app.inject({ ...options, headers: { ...options.headers, ...cookie, origin } });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ code: "forbidden", message: expect.stringMatching(/another site/) });
    expect(await everythingThatMatters()).toEqual(before);
  });

  it("from the shop itself is accepted, so the refusals above are about the origin", async () => {
    const shopper = await createUser(t.app);
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/wishlist/${victim.sofaId}`,
      headers: { cookie: shopper.cookie, origin: t.config.baseUrl },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toHaveLength(1);
  });
});

/** The forgery as the browser of its victim (an admin for admin routes) sends it, with `headers` on top. */
function forged(forgery: Forgery, headers: Record<string, string>): InjectOptions {
  const options = forgery.request();
  const cookie = forgery.as === "admin" ? admin.cookie : victim.cookie;
  return { ...options, headers: { ...options.headers, cookie, ...headers } };
}

/** Every recorded state-changing route but the OAuth callback, with made-up ids in its path. */
function changingRoutes() {
  return [...recordedRoutes]
    .filter((route) => !route.startsWith("GET ") && !CROSS_SITE_ALLOWED.includes(route))
    .map((route) => {
      const [method = "", pattern = ""] = route.split(" ");
      return { route, method: method as "POST", url: pattern.replace(/:[A-Za-z]+/g, randomUUID()) };
    });
}

describe("a browser that says the request came from another site (docs/product.md 69)", () => {
  it.each(FORGERIES)("is refused with 403 and changes nothing: $route", async (forgery) => {
    const before = await everythingThatMatters();
    // Sec-Fetch-Site alone is enough, with or without the shop's own Origin next to it.
    const origins: Record<string, string>[] = [{}, { origin: t.config.baseUrl }];
    for (const origin of origins) {
      const response = await t.injectBare(forged(forgery, { "sec-fetch-site": "cross-site", ...origin }));
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ code: "forbidden", message: expect.stringMatching(/another site/) });
    }
    expect(await everythingThatMatters()).toEqual(before);
  });
});

describe("a cookie that comes with neither Origin nor Sec-Fetch-Site", () => {
  it.each(FORGERIES)("is refused with 403 and changes nothing: $route", async (forgery) => {
    const before = await everythingThatMatters();
    const response = await t.injectBare(forged(forgery, {}));
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({
      code: "forbidden",
      message: expect.stringMatching(/did not say which site sent it.*Please reload the page/),
    });
    expect(await everythingThatMatters()).toEqual(before);
  });

  it("is refused on every state-changing route, also ones added later", async () => {
    for (const { route, method, url } of changingRoutes()) {
      const response = await t.injectBare({ method, url, headers: { cookie: victim.cookie }, payload: {} });
      expect(response.statusCode, route).toBe(403);
    }
  });

  it("is accepted with Sec-Fetch-Site: same-origin alone, or Origin alone, from the shop", async () => {
    const shopper = await createUser(t.app);
    for (const headers of [{ "sec-fetch-site": "same-origin" }, { origin: t.config.baseUrl }]) {
      const response = await t.injectBare({
        method: "PUT",
        url: `/api/cart/items/${victim.lampId}`,
        headers: { ...headers, cookie: shopper.cookie },
        payload: { quantity: 1 },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it("without a cookie is let through: such a caller holds nothing of a shopper's", async () => {
    const response = await t.injectBare({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: victim.email, password: "Wrong2024x" },
    });
    expect(response.statusCode).toBe(401);
  });
});

/** The routes that take pictures as multipart/form-data (docs/product.md 69). */
const UPLOAD_ROUTES = ["POST /api/products", "PUT /api/admin/products/:id"];

describe("a state-changing request that is not JSON (docs/product.md 69)", () => {
  // What a form on another site can send without the browser asking the shop first.
  const FORM_TYPES = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"];

  it.each(FORGERIES.filter((f) => !UPLOAD_ROUTES.includes(f.route)))(
    "is refused with 415 and changes nothing, even from the shop: $route",
    async (forgery) => {
      const before = await everythingThatMatters();
      for (const type of FORM_TYPES) {
        const options = forged(forgery, { origin: t.config.baseUrl, "content-type": type });
        const payload = typeof options.payload === "object" ? JSON.stringify(options.payload) : "a=1";
        const response = await t.injectBare({ ...options, payload });
        expect(response.statusCode, `${type}: ${response.body}`).toBe(415);
        expect(response.json()).toEqual({
          code: "unsupported_media_type",
          message: `Send the request body as application/json (it came as ${type.split(";")[0]})`,
        });
      }
      expect(await everythingThatMatters()).toEqual(before);
    },
  );

  it("is refused on every state-changing route, also ones added later; uploads take multipart", async () => {
    for (const { route, method, url } of changingRoutes()) {
      const response = await t.injectBare({
        method,
        url,
        headers: { origin: t.config.baseUrl, cookie: admin.cookie, "content-type": "text/plain" },
        payload: "{}",
      });
      expect(response.statusCode, route).toBe(415);
      const accepted = UPLOAD_ROUTES.includes(route)
        ? "application/json or multipart/form-data"
        : "application/json";
      expect(response.json().message, route).toBe(
        `Send the request body as ${accepted} (it came as text/plain)`,
      );
    }
  });

  it("is refused with a body but no Content-Type, or an empty form", async () => {
    const headers = { origin: t.config.baseUrl, cookie: victim.cookie };
    const url = `/api/wishlist/${victim.sofaId}`;
    const bodyWithoutType = await t.injectBare({ method: "PUT", url, headers, payload: Buffer.from("{}") });
    const emptyForm = await t.injectBare({
      method: "PUT",
      url,
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    });
    expect([bodyWithoutType.statusCode, emptyForm.statusCode]).toEqual([415, 415]);
    expect(bodyWithoutType.json().message).toBe(
      "Send the request body as application/json (it came without a Content-Type)",
    );
  });

  it("is accepted as JSON with a charset, or with no body at all", async () => {
    const shopper = await createUser(t.app);
    const headers = { origin: t.config.baseUrl, cookie: shopper.cookie };
    const json = await t.injectBare({
      method: "PUT",
      url: `/api/cart/items/${victim.lampId}`,
      headers: { ...headers, "content-type": "Application/JSON; charset=UTF-8" },
      payload: JSON.stringify({ quantity: 2 }),
    });
    expect(json.statusCode, json.body).toBe(200);
    const bodiless = await t.injectBare({
      method: "DELETE",
      url: `/api/cart/items/${victim.lampId}`,
      headers,
    });
    expect(bodiless.statusCode, bodiless.body).toBe(200);
    expect(bodiless.json().lines).toEqual([]);
  });
});

describe("an OAuth provider's form post to the callback (response_mode=form_post)", () => {
  it("is taken from the provider's site and signs the shopper in", async () => {
    const email = `form-post-${randomUUID()}@example.com`;
    provider.nextIdentity({ sub: randomUUID(), email, emailVerified: true, name: "Luis Pérez" });
    const start = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/social",
      headers: { origin: t.config.baseUrl },
      payload: { provider: "google", callbackURL: "/feed" },
    });
    expect(start.statusCode).toBe(200);
    const atProvider = await fetch(new URL(start.json().url), { redirect: "manual" });
    const back = new URL(atProvider.headers.get("location") ?? "");
    // The provider's page posts code and state to the shop as a form. A SameSite=Lax cookie does
    // not travel on another site's POST, so the shop answers with a redirect to its GET callback.
    const posted = await t.injectBare({
      method: "POST",
      url: back.pathname,
      headers: {
        origin: new URL(start.json().url).origin,
        "sec-fetch-site": "cross-site",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: back.searchParams.toString(),
    });
    expect(posted.statusCode, posted.body).toBe(302);
    const next = new URL(posted.headers.location as string, t.config.baseUrl);
    expect(next.pathname).toBe(back.pathname);
    expect(next.searchParams.get("code")).toBe(back.searchParams.get("code"));
    // The browser follows it as a top-level navigation, which carries the shop's cookies.
    const callback = await t.app.inject({
      url: `${next.pathname}${next.search}`,
      headers: { cookie: cookieHeader(start), "sec-fetch-site": "cross-site" },
    });
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toMatch(/\/feed$/);
    const me = await t.app.inject({ url: "/api/me", headers: { cookie: cookieHeader(callback) } });
    expect(me.json().email).toBe(email);
  });
});
