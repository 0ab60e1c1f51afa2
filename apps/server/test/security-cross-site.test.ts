import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, sessions, users } from "../src/db/schema/index.ts";
import { createUser, type TestUser } from "./helpers/factories.ts";
import { routeRecorder } from "./helpers/route-recorder.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";
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
beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: recorder.onRoute });
  victim = await createVictim(t.app, t.database.db);
  admin = await createUser(t.app);
  await t.database.db.update(users).set({ role: "ADMIN" }).where(eq(users.id, admin.id));
});
afterAll(() => t.close());

interface Forgery {
  route: string;
  /** The request a page on another site makes the victim's (or an admin's) browser send. */
  request: () => InjectOptions;
  as?: "admin" | "nobody";
}

const address = {
  country: "Mexico",
  fullName: "Eve",
  streetAndNumber: "X 1",
  postalCode: "01000",
  phone: "5500000000",
};
const card = { number: "5555555555554444", holderName: "Eve", month: "12", year: "49", ccv: "123" };

/** Requests that would succeed from the shop's own pages. */
const FORGERIES: Forgery[] = [
  {
    route: "PUT /api/me/phone",
    request: () => ({ method: "PUT", url: "/api/me/phone", payload: { phone: "5500000001" } }),
  },
  {
    route: "POST /api/addresses",
    request: () => ({ method: "POST", url: "/api/addresses", payload: address }),
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
];

async function everythingThatMatters() {
  const [sofa] = await t.database.db.select().from(products).where(eq(products.id, victim.sofaId));
  const userRows = await t.database.db.select({ id: users.id, name: users.name }).from(users);
  const sessionRows = await t.database.db.select({ id: sessions.id }).from(sessions);
  return { victim: await ownData(t.app, victim.cookie), sofa, userRows, sessionRows };
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
