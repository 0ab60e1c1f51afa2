import { asc, eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { beforeAll } from "vitest";
import {
  auditLog,
  orderEvents,
  orders,
  products,
  returnRequests,
  sandboxPayments,
  sandboxRefunds,
  users,
} from "../src/db/schema/index.ts";
import { type CheckoutShopper, createCheckoutShopper, placeOrder } from "./helpers/checkout-shopper.ts";
import { createUser, type TestUser } from "./helpers/factories.ts";
import { madeInBeforeAll, useMailTestApp } from "./helpers/mail-test-app.ts";
import { createProduct } from "./helpers/product-factory.ts";
import type { TestApp } from "./helpers/test-app.ts";

/** The sandbox's test card that pays but whose bank refuses every refund (README: payments). */
export const REFUSES_REFUNDS = "4000000000005126";

/** Fixtures for the order lifecycle's API tests (order-*.test.ts), on one test app. */
export function orderFixtures(t: TestApp) {
  // Read on each use: `t` may be useOrderTestApp's stand-in, whose app beforeAll has yet to build.
  const db = () => t.database.db;

  const send = (user: TestUser | null, options: InjectOptions) =>
    t.app.inject({
      ...options,
      headers: { ...options.headers, ...(user ? { cookie: user.cookie } : {}) },
    });

  return {
    /** A signed-in account with the ADMIN role (the role is read from the database on each request). */
    async admin(): Promise<TestUser> {
      const admin = await createUser(t.app, { name: "Olga Admin" });
      await db().update(users).set({ role: "ADMIN" }).where(eq(users.id, admin.id));
      return admin;
    },

    shopper: (card?: string) => createCheckoutShopper(t.app, card),

    /**
     * A paid order of `lines` (one new product each, 10 in stock unless said), bought by `shopper`
     * (a new one unless given).
     */
    async paidOrder(
      lines: { priceCents: number; quantity: number; stock?: number; name?: string }[] = [
        { priceCents: 250_000, quantity: 2 },
      ],
      shopper?: CheckoutShopper,
    ) {
      const buyer = shopper ?? (await createCheckoutShopper(t.app));
      const bought = [];
      for (const line of lines) {
        const product = await createProduct(db(), {
          priceCents: line.priceCents,
          stock: line.stock ?? 10,
          ...(line.name ? { name: line.name } : {}),
        });
        const response = await t.app.inject({
          method: "PUT",
          url: `/api/cart/items/${product.id}`,
          headers: { cookie: buyer.cookie },
          payload: { quantity: line.quantity },
        });
        if (response.statusCode !== 200) throw new Error(`cart: ${response.statusCode} ${response.body}`);
        bought.push(product);
      }
      const placed = await placeOrder(t.app, buyer, { source: "cart" });
      if (placed.statusCode !== 201) throw new Error(`order: ${placed.statusCode} ${placed.body}`);
      return { shopper: buyer, order: placed.json(), products: bought };
    },

    get: (user: TestUser | null, url: string) => send(user, { method: "GET", url }),
    post: (user: TestUser | null, url: string, payload: object = {}) =>
      send(user, { method: "POST", url, payload }),
    /** A POST with no body at all, as `fetch(url, { method: "POST" })` sends it. */
    postBare: (user: TestUser | null, url: string) => send(user, { method: "POST", url }),

    async ship(admin: TestUser, orderId: string) {
      const response = await send(admin, {
        method: "POST",
        url: `/api/admin/orders/${orderId}/ship`,
        payload: { carrier: "Estafeta", trackingNumber: "EST-123456" },
      });
      if (response.statusCode !== 200) throw new Error(`ship: ${response.statusCode} ${response.body}`);
    },

    async deliver(admin: TestUser, orderId: string) {
      const response = await send(admin, {
        method: "POST",
        url: `/api/admin/orders/${orderId}/deliver`,
        payload: {},
      });
      if (response.statusCode !== 200) throw new Error(`deliver: ${response.statusCode} ${response.body}`);
    },

    async row(orderId: string) {
      const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
      if (!row) throw new Error("no such order");
      return row;
    },

    /** Makes the order's claim look like one left by a request that died (docs/decisions/012). */
    async ageClaim(orderId: string) {
      await db()
        .update(orders)
        .set({ changeClaimedAt: sql`${orders.changeClaimedAt} - interval '10 minutes'` })
        .where(eq(orders.id, orderId));
    },

    async stockOf(productId: string) {
      const [row] = await db()
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      return row?.stock;
    },

    /** The sandbox's side: the payment and its refunds. */
    async ledger(orderId: string) {
      const [payment] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
      if (!payment) throw new Error("no payment");
      const refunds = await db()
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, payment.id));
      return { payment, refunds };
    },

    events: (orderId: string) =>
      db()
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id)),

    audit: (orderId: string) =>
      db().select().from(auditLog).where(eq(auditLog.entityId, orderId)).orderBy(asc(auditLog.at)),

    async returnRequest(orderId: string) {
      const [row] = await db().select().from(returnRequests).where(eq(returnRequests.orderId, orderId));
      return row;
    },
  };
}

/**
 * The setup of the order tests that send mail (order-admin, order-cancel, order-returns): a test
 * app delivering to an SMTP inbox (useMailTestApp), its fixtures, and one admin made in beforeAll.
 */
export function useOrderTestApp() {
  const { t, inbox } = useMailTestApp();
  const f = orderFixtures(t);
  let made: TestUser | undefined;
  beforeAll(async () => {
    made = await f.admin();
  });
  const user = () => madeInBeforeAll(made, "The admin");
  const admin: TestUser = {
    get id() {
      return user().id;
    },
    get name() {
      return user().name;
    },
    get email() {
      return user().email;
    },
    get password() {
      return user().password;
    },
    get cookie() {
      return user().cookie;
    },
  };
  return { t, inbox, f, admin };
}
