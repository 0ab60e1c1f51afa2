import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, productReviews, promotionCodes, users } from "../src/db/schema/index.ts";
import { type CheckoutShopper, createCheckoutShopper, placeOrder } from "./helpers/checkout-shopper.ts";
import { createUser, type TestUser } from "./helpers/factories.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { promotionInput } from "./helpers/promotion-input.ts";
import { routeRecorder } from "./helpers/route-recorder.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";
import { createVictim, ownData, type Victim, victimSecrets } from "./helpers/victim.ts";

// Every route the app adds is recorded, so a new route without a case below fails this file.
const recorder = routeRecorder();
const recordedRoutes = recorder.routes;

/** Routes anyone may call, and why. Every other route is for a signed-in shopper only. */
const PUBLIC: Record<string, string> = {
  "POST /api/auth/sign-up/email": "creates the session",
  "POST /api/auth/sign-in/email": "creates the session",
  "POST /api/auth/sign-in/social": "starts a social sign-in",
  "GET /api/auth/callback/:providerId": "the provider's redirect back",
  "POST /api/auth/callback/:providerId": "the provider's redirect back (form_post)",
  "GET /api/auth/get-session": "says whether there is a session (null without one)",
  "POST /api/auth/sign-out": "ending a session that is not there changes nothing",
  "GET /api/auth/error": "Better Auth's page for a social sign-in that failed before returning",
  "GET /api/health": "the load balancer's check",
  "GET /api/settings": "shop name and shipping rule, the same for everyone",
  "GET /api/social-providers": "the login page's buttons",
  "POST /api/email-change/confirm": "the link's one-time token is the proof; it may be opened signed out",
  "POST /api/email-change/check":
    "says only whether the link's token still works and the address it confirms",
  "POST /api/auth/forgot-password": "the same answer for any e-mail; only the account's owner gets mail",
  "POST /api/auth/reset-password": "the mailed link's one-time token is the proof",
  "POST /api/auth/reset-password/check": "says only whether the link's token still works; it changes nothing",
  "GET /api/auth/verify-email":
    "the mailed link's one-time token, with a session of its own account; signed out it only asks to sign in",
  "GET /api/openapi.json": "the API document",
  "GET /images/*": "catalogue images",
  "GET /images/uploads/:file": "uploaded product images",
  "GET /images/jpeg/*": "the same images as JPEG, which mail clients fetch without a session",
  "POST /api/payments/webhook": "the provider's server calls it; the shared secret's signature is the proof",
  "POST /api/sandbox/payments/pay": "outside production only: the sandbox provider's own test API",
};

/**
 * Better Auth endpoints that read or change an account, with a body Better Auth accepts. The shop
 * does not serve them: they would skip its own rules (auth.routes.ts).
 */
const BETTER_AUTH_ACCOUNT_ENDPOINTS: [string, object?][] = [
  ["GET /api/auth/list-sessions"],
  ["GET /api/auth/list-accounts"],
  ["POST /api/auth/update-user", { name: "Eve" }],
  ["POST /api/auth/change-password", { currentPassword: "Casa2024x", newPassword: "Casa2025x" }],
  ["POST /api/auth/change-email", { newEmail: "eve@example.com" }],
  ["POST /api/auth/delete-user", {}],
  ["POST /api/auth/revoke-sessions", {}],
  ["POST /api/auth/unlink-account", { providerId: "google", accountId: "1" }],
];

let t: TestApp;
let victim: Victim;
let attacker: CheckoutShopper;
let chairId: string;
let admin: TestUser;
/** Bought, received and reviewed by the victim and by the attacker (issue 19). */
let rugId: string;
/** The victim's review of the rug, visible to everyone under their first name only. */
let victimReviewId: string;
/** The attacker's review of the rug, which staff hid. */
let attackerReviewId: string;
/** Staff's code, once per shopper; the victim's order of the rug used it. */
let promotionId: string;
const PROMOTION_CODE = "ONCE-EACH";
/** The victim's name from here on; the surname is theirs alone (docs/product.md 96). */
const VICTIM_NAME = "Xochilt Casas";
const VICTIM_SURNAME = "Casas";
beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: recorder.onRoute });
  victim = await createVictim(t.app, t.database.db);
  attacker = await createCheckoutShopper(t.app);
  chairId = (await createProduct(t.database.db, { name: "Attacker Chair", stock: 10 })).id;
  admin = await createUser(t.app, { name: "Olga Admin" });
  await t.database.db.update(users).set({ role: "ADMIN" }).where(eq(users.id, admin.id));
  await as(victim, "PUT", "/api/me/name", { name: VICTIM_NAME });
  const code = promotionInput(PROMOTION_CODE, { maxUsesPerShopper: 1 });
  promotionId = (await as(admin, "POST", "/api/admin/promotions", code)).json().id;
  rugId = (await createProduct(t.database.db, { name: "Victim Rug", stock: 10 })).id;
  victimReviewId = await receiveAndReview(victim, { rating: 5, body: "Soft and warm." }, PROMOTION_CODE);
  attackerReviewId = await receiveAndReview(attacker, { rating: 1, body: "Rubbish, buy elsewhere." });
  await as(admin, "POST", `/api/admin/reviews/${attackerReviewId}/hide`, { reason: "Not about the rug" });
});
afterAll(() => t.close());

/** `user`'s request from the shop's own page; anything but a 2xx stops the setup. */
async function as(user: TestUser, method: "POST" | "PUT", url: string, payload: object) {
  const response = await t.app.inject({ method, url, headers: { cookie: user.cookie }, payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/** `shopper` buys the rug (with `code`), staff deliver it, and the shopper reviews it; the review's id. */
async function receiveAndReview(shopper: CheckoutShopper, review: object, code?: string) {
  const body = { source: "product", productId: rugId, quantity: 1, promotionCode: code };
  const placed = await placeOrder(t.app, shopper, body);
  if (placed.statusCode !== 201) throw new Error(`order: ${placed.statusCode} ${placed.body}`);
  const orderId: string = placed.json().id;
  await as(admin, "POST", `/api/admin/orders/${orderId}/ship`, {
    carrier: "Estafeta",
    trackingNumber: "EST-1",
  });
  await as(admin, "POST", `/api/admin/orders/${orderId}/deliver`, {});
  return (await as(shopper, "PUT", `/api/products/${rugId}/my-review`, review)).json().review.id as string;
}

/**
 * What no other shopper may change: the victim's reviews, whether staff hid a review and why, and
 * staff's codes with their uses.
 */
async function reviewsAndCodes() {
  const db = t.database.db;
  const victimReviews = await db.select().from(productReviews).where(eq(productReviews.userId, victim.id));
  const hidden = await db
    .select({ id: productReviews.id, at: productReviews.hiddenAt, reason: productReviews.hiddenReason })
    .from(productReviews)
    .orderBy(asc(productReviews.id));
  const codes = await db.select().from(promotionCodes).orderBy(asc(promotionCodes.id));
  return { victimReviews, hidden, codes };
}

async function ordersOf(userId: string) {
  return (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).length;
}

const protectedRoutes = () => [...recordedRoutes].filter((route) => !(route in PUBLIC)).sort();

/** A request for a route pattern, each `:param` filled with an id nobody owns. */
function requestFor(route: string): InjectOptions {
  const [method, pattern] = route.split(" ") as [InjectOptions["method"], string];
  const url = pattern.replace(/:\w+/g, () => randomUUID());
  // A body that fails every schema: the session must be checked before the body is read.
  return method === "GET" ? { method, url } : { method, url, payload: {} };
}

describe("without a session", () => {
  it("the public allow-list names only routes the app serves", () => {
    expect(Object.keys(PUBLIC).filter((route) => !recordedRoutes.has(route))).toEqual([]);
  });

  it("every other route answers 401 with a message and changes nothing", async () => {
    const before = await ownData(t.app, victim.cookie);
    const signedOut = await createUser(t.app);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie: signedOut.cookie, origin: t.config.baseUrl },
    });
    const wrong: string[] = [];
    for (const route of protectedRoutes()) {
      // No cookie at all, and the cookie of a session that ended at logout.
      for (const cookie of [undefined, signedOut.cookie]) {
        const response = await t.app.inject({ ...requestFor(route), headers: cookie ? { cookie } : {} });
        const body = response.json();
        if (response.statusCode !== 401 || body.code !== "unauthorized" || !body.message) {
          wrong.push(`${route} (${cookie ? "ended session" : "anonymous"}): ${response.statusCode}`);
        }
      }
    }
    expect(protectedRoutes().length).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
    expect(await ownData(t.app, victim.cookie)).toEqual(before);
  });

  it.each(BETTER_AUTH_ACCOUNT_ENDPOINTS)(
    "Better Auth's %s is not served, even with a session",
    async (endpoint, payload) => {
      const before = await ownData(t.app, victim.cookie);
      const [method, url] = endpoint.split(" ") as ["GET" | "POST", string];
      for (const cookie of [undefined, victim.cookie]) {
        const headers = { origin: t.config.baseUrl, ...(cookie ? { cookie } : {}) };
        const response = await t.app.inject({ method, url, payload, headers });
        expect(response.statusCode).toBe(404);
      }
      expect(await ownData(t.app, victim.cookie)).toEqual(before);
    },
  );
});

interface Attack {
  name: string;
  route: string;
  request: () => InjectOptions;
  status: number;
  /** The answer's message, where it must say no more than for an id that does not exist. */
  message?: string;
  /** A catalogue route, which shows every product, the victim's vase too, and their review. */
  catalogue?: boolean;
  /** The whole answer, where what it holds is the point (the shopper's own, never the victim's). */
  json?: () => unknown;
}

const BACK_OFFICE_READS = [
  { pattern: "/api/admin/summary", path: () => "/api/admin/summary" },
  { pattern: "/api/admin/orders", path: () => "/api/admin/orders" },
  { pattern: "/api/admin/orders/:id", path: () => `/api/admin/orders/${victim.orderId}` },
  { pattern: "/api/admin/products", path: () => "/api/admin/products" },
  { pattern: "/api/admin/products/:id", path: () => `/api/admin/products/${victim.sofaId}` },
  ...["invoice", "invoice.xml", "invoice.pdf"].map((file) => ({
    pattern: `/api/admin/orders/:id/${file}`,
    path: () => `/api/admin/orders/${victim.orderId}/${file}`,
  })),
  ...["xml", "pdf"].map((kind) => ({
    pattern: `/api/admin/orders/:id/invoices/:invoiceId.${kind}`,
    path: () => `/api/admin/orders/${victim.orderId}/invoices/${victim.orderId}.${kind}`,
  })),
  {
    pattern: "/api/admin/invoices/global-export",
    path: () => "/api/admin/invoices/global-export?month=2026-03",
  },
  { pattern: "/api/admin/promotions", path: () => "/api/admin/promotions" },
  { pattern: "/api/admin/promotions/:id", path: () => `/api/admin/promotions/${promotionId}` },
  { pattern: "/api/admin/reviews", path: () => "/api/admin/reviews?status=all" },
];

/** Each order action of the back office, with a body it would accept from an admin. */
const BACK_OFFICE_ORDER_ACTIONS: [string, Record<string, unknown>][] = [
  ["ship", { carrier: "Estafeta", trackingNumber: "EST-12345" }],
  ["deliver", {}],
  ["cancel", { note: "Out of stock" }],
  ["approve-return", {}],
  ["refuse-return", { note: "Used item" }],
  ["refund", { amountCents: 1_000, note: "Damaged" }],
  ["invoice/cancel", { reason: "02" }],
];

const order = (body: Record<string, unknown>, key: string = randomUUID()): InjectOptions => ({
  method: "POST",
  url: "/api/orders",
  headers: { "idempotency-key": key },
  payload: { delivery: "tomorrow", source: "product", productId: chairId, quantity: 1, ...body },
});

/** What another signed-in shopper tries with the victim's ids, and the answer they must get. */
const ATTACKS: Attack[] = [
  {
    name: "reads their own account only",
    route: "GET /api/me",
    request: () => ({ url: "/api/me" }),
    status: 200,
  },
  ...["addresses", "cards", "orders", "cart", "wishlist", "history"].map((list) => ({
    name: `lists only their own ${list}`,
    route: `GET /api/${list}`,
    request: () => ({ url: `/api/${list}` }),
    status: 200,
  })),
  {
    name: "sends the verification link to their own e-mail only",
    route: "POST /api/auth/verification-email",
    request: () => ({ method: "POST", url: "/api/auth/verification-email" }),
    status: 204,
  },
  {
    name: "changes only their own phone",
    route: "PUT /api/me/phone",
    request: () => ({ method: "PUT", url: "/api/me/phone", payload: { phone: "5511112222" } }),
    status: 200,
  },
  {
    name: "renames their own account only",
    route: "PUT /api/me/name",
    request: () => ({ method: "PUT", url: "/api/me/name", payload: { name: "Eve" } }),
    status: 200,
  },
  {
    name: "picks the language of their own account only",
    route: "PUT /api/me/locale",
    request: () => ({ method: "PUT", url: "/api/me/locale", payload: { locale: "es-MX" } }),
    status: 200,
  },
  {
    name: "reads their own sign-in methods only",
    route: "GET /api/me/sign-in-methods",
    request: () => ({ url: "/api/me/sign-in-methods" }),
    status: 200,
  },
  {
    name: "downloads their own data only",
    route: "GET /api/me/data",
    request: () => ({ url: "/api/me/data" }),
    status: 200,
  },
  // The account routes name no account: they act on the caller's, whatever the body says.
  {
    name: "changes their own e-mail only",
    route: "POST /api/me/email",
    request: () => ({
      method: "POST",
      url: "/api/me/email",
      payload: { email: `eve-${randomUUID()}@example.com`, password: attacker.password },
    }),
    status: 202,
  },
  {
    name: "changes their own password only (and keeps this session)",
    route: "PUT /api/me/password",
    request: () => ({
      method: "PUT",
      url: "/api/me/password",
      payload: { currentPassword: attacker.password, newPassword: "Eve2025xx" },
    }),
    status: 204,
  },
  {
    name: "cannot delete an account without its password",
    route: "DELETE /api/me",
    request: () => ({ method: "DELETE", url: "/api/me", payload: { password: "Wrong2024x" } }),
    status: 403,
  },
  {
    name: "cannot choose the victim's address",
    route: "PUT /api/addresses/:id/current",
    request: () => ({ method: "PUT", url: `/api/addresses/${victim.addressId}/current` }),
    status: 404,
    message: "Address not found",
  },
  {
    name: "cannot edit the victim's address",
    route: "PUT /api/addresses/:id",
    request: () => ({
      method: "PUT",
      url: `/api/addresses/${victim.addressId}`,
      payload: {
        fullName: "Eve",
        street: "X",
        exteriorNumber: "1",
        colonia: "San Ángel",
        municipality: "Álvaro Obregón",
        state: "CMX",
        postalCode: "01000",
        phone: "5500000000",
      },
    }),
    status: 404,
    message: "Address not found",
  },
  {
    name: "cannot delete the victim's address",
    route: "DELETE /api/addresses/:id",
    request: () => ({ method: "DELETE", url: `/api/addresses/${victim.addressId}` }),
    status: 404,
    message: "Address not found",
  },
  {
    name: "adds an address to their own account only",
    route: "POST /api/addresses",
    request: () => ({
      method: "POST",
      url: "/api/addresses",
      payload: {
        fullName: "Eve",
        street: "X",
        exteriorNumber: "1",
        colonia: "San Ángel",
        municipality: "Álvaro Obregón",
        state: "CMX",
        postalCode: "01000",
        phone: "5500000000",
      },
    }),
    status: 201,
  },
  {
    name: "cannot delete the victim's card",
    route: "DELETE /api/cards/:id",
    request: () => ({ method: "DELETE", url: `/api/cards/${victim.cardId}` }),
    status: 404,
    message: "Card not found",
  },
  {
    name: "adds a card to their own account only",
    route: "POST /api/cards",
    request: () => ({
      method: "POST",
      url: "/api/cards",
      payload: { number: "5555555555554444", holderName: "Eve", month: "12", year: "49", ccv: "123" },
    }),
    status: 201,
  },
  {
    name: "cannot read the victim's order",
    route: "GET /api/orders/:id",
    request: () => ({ url: `/api/orders/${victim.orderId}` }),
    status: 404,
    message: "Order not found",
  },
  // Fiscal data names no account: the caller's own, whatever the body says.
  ...(["GET", "PUT", "DELETE"] as const).map((method) => ({
    name: `${method === "GET" ? "reads" : "changes"} their own fiscal data only`,
    route: `${method} /api/account/fiscal-data`,
    request: (): InjectOptions => ({
      method,
      url: "/api/account/fiscal-data",
      ...(method === "PUT" && {
        payload: {
          rfc: "EKU9003173C9",
          name: "ESCUELA KEMPER URGATE",
          taxRegime: "601",
          postalCode: "26015",
          cfdiUse: "G03",
        },
      }),
    }),
    status: method === "DELETE" ? 204 : 200,
  })),
  ...["invoice", "invoice.xml", "invoice.pdf"].map((file) => ({
    name: `cannot read the victim's ${file}`,
    route: `GET /api/orders/:id/${file}`,
    request: () => ({ url: `/api/orders/${victim.orderId}/${file}` }),
    status: 404,
    message: "Order not found",
  })),
  {
    name: "cannot invoice the victim's order",
    route: "POST /api/orders/:id/invoice",
    request: () => ({ method: "POST", url: `/api/orders/${victim.orderId}/invoice` }),
    status: 404,
    message: "Order not found",
  },
  {
    name: "cannot cancel the victim's order",
    route: "POST /api/orders/:id/cancel",
    request: () => ({ method: "POST", url: `/api/orders/${victim.orderId}/cancel`, payload: {} }),
    status: 404,
    message: "Order not found",
  },
  {
    name: "cannot ask to return the victim's order",
    route: "POST /api/orders/:id/return",
    request: () => ({
      method: "POST",
      url: `/api/orders/${victim.orderId}/return`,
      payload: { lines: [{ productId: victim.sofaId, quantity: 1 }], reason: "Changed my mind" },
    }),
    status: 404,
    message: "Order not found",
  },
  {
    name: "cannot ship an order to the victim's address",
    route: "POST /api/orders",
    request: () => order({ addressId: victim.addressId, cardId: attacker.cardId }),
    status: 404,
    message: "Address not found",
  },
  {
    name: "cannot pay with the victim's card",
    route: "POST /api/orders",
    request: () => order({ addressId: attacker.addressId, cardId: victim.cardId }),
    status: 404,
    message: "Card not found",
  },
  {
    name: "cannot check out the victim's cart with the victim's card",
    route: "POST /api/orders",
    request: () =>
      order({
        source: "cart",
        productId: undefined,
        quantity: undefined,
        addressId: attacker.addressId,
        cardId: victim.cardId,
      }),
    status: 404,
    message: "Card not found",
  },
  {
    name: "reusing the victim's Idempotency-Key places their own order, never replays the victim's",
    route: "POST /api/orders",
    request: () => order({ addressId: attacker.addressId, cardId: attacker.cardId }, victim.orderKey),
    status: 201,
  },
  ...(["PUT", "DELETE"] as const).flatMap((method) => [
    {
      name: `${method} on the victim's cart product touches their own cart only`,
      route: `${method} /api/cart/items/:productId`,
      request: (): InjectOptions => ({
        method,
        url: `/api/cart/items/${victim.sofaId}`,
        ...(method === "PUT" ? { payload: { quantity: 5 } } : {}),
      }),
      status: 200,
    },
    {
      name: `${method} on the victim's wishlist product touches their own wishlist only`,
      route: `${method} /api/wishlist/:productId`,
      request: (): InjectOptions => ({ method, url: `/api/wishlist/${victim.lampId}` }),
      status: 200,
    },
  ]),
  {
    name: "records a view in their own history only",
    route: "POST /api/history/:productId",
    request: () => ({ method: "POST", url: `/api/history/${victim.lampId}` }),
    status: 204,
  },
  // The catalogue is the same for everyone; changing it is for admins only.
  {
    name: "browses the catalogue",
    route: "GET /api/products",
    request: () => ({ url: "/api/products" }),
    status: 200,
    catalogue: true,
  },
  {
    name: "reads a product",
    route: "GET /api/products/:id",
    request: () => ({ url: `/api/products/${victim.vaseId}` }),
    status: 200,
    catalogue: true,
  },
  {
    name: "gets suggestions",
    route: "GET /api/search/suggestions",
    request: () => ({ url: "/api/search/suggestions?q=victim" }),
    status: 200,
    catalogue: true,
  },
  {
    name: "cannot add a product",
    route: "POST /api/products",
    request: () => ({ method: "POST", url: "/api/products", payload: {} }),
    status: 403,
  },
  {
    name: "cannot change a product",
    route: "PATCH /api/products/:id",
    request: () => ({ method: "PATCH", url: `/api/products/${victim.sofaId}`, payload: { price: 1 } }),
    status: 403,
  },
  {
    name: "cannot archive a product",
    route: "DELETE /api/products/:id",
    request: () => ({ method: "DELETE", url: `/api/products/${victim.sofaId}` }),
    status: 403,
  },
  // The back office is for admins only (docs/product.md 75), whatever the shopper asks of it.
  ...BACK_OFFICE_READS.map((url) => ({
    name: "cannot read the back office",
    route: `GET ${url.pattern}`,
    request: () => ({ url: url.path() }),
    status: 403,
  })),
  ...BACK_OFFICE_ORDER_ACTIONS.map(([action, payload]) => ({
    name: `cannot ${action} the victim's order`,
    route: `POST /api/admin/orders/:id/${action}`,
    request: () => ({
      method: "POST" as const,
      url: `/api/admin/orders/${victim.orderId}/${action}`,
      payload,
    }),
    status: 403,
  })),
  ...["archive", "restore"].map((action) => ({
    name: `cannot ${action} a product in the back office`,
    route: `POST /api/admin/products/:id/${action}`,
    request: () => ({
      method: "POST" as const,
      url: `/api/admin/products/${victim.sofaId}/${action}`,
      payload: {},
    }),
    status: 403,
  })),
  {
    name: "cannot edit a product in the back office",
    route: "PUT /api/admin/products/:id",
    request: () => ({ method: "PUT", url: `/api/admin/products/${victim.sofaId}`, payload: {} }),
    status: 403,
  },
  // Reviews name a product, never a review: the caller's own, whatever product they name
  // (docs/product.md 95-97). Others see a review under its author's first name only.
  {
    name: "reads a product's visible reviews, the victim's under their first name only",
    route: "GET /api/products/:id/reviews",
    request: () => ({ url: `/api/products/${rugId}/reviews` }),
    status: 200,
    catalogue: true,
    json: () =>
      expect.objectContaining({
        items: [expect.objectContaining({ id: victimReviewId, author: "Xochilt", body: "Soft and warm." })],
      }),
  },
  {
    name: "reads their own review of a product the victim reviewed too, never the victim's",
    route: "GET /api/products/:id/my-review",
    request: () => ({ url: `/api/products/${rugId}/my-review` }),
    status: 200,
    json: () => ({ eligible: true, review: expect.objectContaining({ id: attackerReviewId, hidden: true }) }),
  },
  {
    name: "has no review of a product only the victim bought",
    route: "GET /api/products/:id/my-review",
    request: () => ({ url: `/api/products/${victim.sofaId}/my-review` }),
    status: 200,
    json: () => ({ eligible: false, review: null }),
  },
  {
    name: "edits their own review only, on a product the victim reviewed too",
    route: "PUT /api/products/:id/my-review",
    request: () => ({ method: "PUT", url: `/api/products/${rugId}/my-review`, payload: { rating: 2 } }),
    status: 200,
    json: () => ({
      eligible: true,
      review: expect.objectContaining({ id: attackerReviewId, rating: 2, body: null, hidden: true }),
    }),
  },
  {
    name: "cannot review a product only the victim bought",
    route: "PUT /api/products/:id/my-review",
    request: () => ({
      method: "PUT",
      url: `/api/products/${victim.sofaId}/my-review`,
      payload: { rating: 1 },
    }),
    status: 403,
  },
  // A code's preview prices the caller's own checkout; the victim's use counts against the victim only.
  {
    name: "previews a once-per-shopper code the victim used, on their own checkout",
    route: "POST /api/checkout/promotion",
    request: () => ({
      method: "POST",
      url: "/api/checkout/promotion",
      payload: { source: "product", productId: chairId, quantity: 1, code: PROMOTION_CODE.toLowerCase() },
    }),
    status: 200,
    json: () => expect.objectContaining({ code: PROMOTION_CODE, subtotal: 150_000, discount: 15_000 }),
  },
  // Codes and hiding reviews are the back office's (docs/product.md 98, 100).
  {
    name: "cannot create a promotion code",
    route: "POST /api/admin/promotions",
    request: () => ({ method: "POST", url: "/api/admin/promotions", payload: promotionInput("EVE-90") }),
    status: 403,
  },
  {
    name: "cannot change a promotion code",
    route: "PUT /api/admin/promotions/:id",
    request: () => ({
      method: "PUT",
      url: `/api/admin/promotions/${promotionId}`,
      payload: promotionInput(PROMOTION_CODE, { percent: 90 }),
    }),
    status: 403,
  },
  {
    name: "cannot disable a promotion code",
    route: "POST /api/admin/promotions/:id/disable",
    request: () => ({ method: "POST", url: `/api/admin/promotions/${promotionId}/disable`, payload: {} }),
    status: 403,
  },
  {
    name: "cannot hide the victim's review",
    route: "POST /api/admin/reviews/:id/hide",
    request: () => ({
      method: "POST",
      url: `/api/admin/reviews/${victimReviewId}/hide`,
      payload: { reason: "I do not like it" },
    }),
    status: 403,
  },
  {
    name: "cannot show again their own review that staff hid",
    route: "POST /api/admin/reviews/:id/unhide",
    request: () => ({ method: "POST", url: `/api/admin/reviews/${attackerReviewId}/unhide`, payload: {} }),
    status: 403,
  },
];

describe("another shopper's ids", () => {
  it("every shopper route has a case here", () => {
    const covered = new Set(ATTACKS.map((a) => a.route));
    expect(protectedRoutes().filter((route) => !covered.has(route))).toEqual([]);
  });

  it.each(ATTACKS)(
    "a shopper $name ($route)",
    async ({ route, request, status, message, catalogue, json }) => {
      const before = await ownData(t.app, victim.cookie);
      const untouched = await reviewsAndCodes();
      const attackerOrders = await ordersOf(attacker.id);
      const options = request();
      const response = await t.app.inject({
        ...options,
        headers: { ...options.headers, cookie: attacker.cookie, origin: t.config.baseUrl },
      });
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(response.json()).toEqual({ code: "not_found", message });
      if (json) expect(response.json()).toEqual(json());
      const secrets = [
        ...victimSecrets(victim, { catalogue }),
        VICTIM_SURNAME,
        ...(catalogue ? [] : [victimReviewId]),
      ];
      for (const secret of secrets) expect(response.body).not.toContain(secret);
      expect(await ownData(t.app, victim.cookie)).toEqual(before);
      expect(await reviewsAndCodes()).toEqual(untouched);
      // A refused checkout leaves no order behind, not even one hidden from the list.
      const placed = route === "POST /api/orders" && status === 201 ? 1 : 0;
      expect(await ordersOf(attacker.id)).toBe(attackerOrders + placed);
    },
  );
});

describe("the back office's codes and reviews (docs/product.md 98, 100)", () => {
  it("answer staff, so the 403s above are about the role", async () => {
    const get = (url: string) => t.app.inject({ url, headers: { cookie: admin.cookie } });
    for (const url of [
      "/api/admin/promotions",
      `/api/admin/promotions/${promotionId}`,
      "/api/admin/reviews",
    ]) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    const listed = (await get("/api/admin/reviews?status=all")).json();
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: victimReviewId, author: { name: VICTIM_NAME, email: victim.email } }),
      ]),
    );
    const created = await as(
      admin,
      "POST",
      "/api/admin/promotions",
      promotionInput("STAFF-20", { percent: 20 }),
    );
    const id: string = created.json().id;
    await as(admin, "PUT", `/api/admin/promotions/${id}`, promotionInput("STAFF-25", { percent: 25 }));
    const disabled = await as(admin, "POST", `/api/admin/promotions/${id}/disable`, {});
    expect(disabled.json()).toMatchObject({ code: "STAFF-25", percent: 25, status: "disabled" });
    const shown = await as(admin, "POST", `/api/admin/reviews/${attackerReviewId}/unhide`, {});
    expect(shown.json().hidden).toBeNull();
    const hidden = await as(admin, "POST", `/api/admin/reviews/${attackerReviewId}/hide`, {
      reason: "Again",
    });
    expect(hidden.json().hidden).toMatchObject({ reason: "Again" });
  });
});
