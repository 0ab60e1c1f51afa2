import { randomUUID } from "node:crypto";
import {
  type AdminReviewRow,
  adminReviewRowSchema,
  myDataExportSchema,
  myReviewSchema,
  productSchema,
  REVIEW_BODY_MAX,
  reviewsPageSchema,
} from "@hogar/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, productReviews, products, users } from "../src/db/schema/index.ts";
import { placeOrder } from "./helpers/checkout-shopper.ts";
import { createUser, type TestUser } from "./helpers/factories.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";
import { orderFixtures } from "./order-fixtures.ts";

/** Product reviews (docs/product.md 95-99). */
let t: TestApp;
let f: ReturnType<typeof orderFixtures>;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  f = orderFixtures(t);
  admin = await f.admin();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A shopper whose order of one new product was delivered (or only paid, with `delivered: false`). */
async function buyer({ delivered = true } = {}) {
  const { shopper, order, products: bought } = await f.paidOrder([{ priceCents: 120_000, quantity: 1 }]);
  if (delivered) {
    await f.ship(admin, order.id);
    await f.deliver(admin, order.id);
  }
  const product = bought[0];
  if (!product) throw new Error("one product");
  return { shopper, order, product };
}

/** A shopper who received `productId` too: another order of it, delivered. */
async function anotherBuyer(productId: string) {
  const shopper = await f.shopper();
  const cart = await f.get(shopper, "/api/cart");
  expect(cart.statusCode).toBe(200);
  const put = await t.app.inject({
    method: "PUT",
    url: `/api/cart/items/${productId}`,
    headers: { cookie: shopper.cookie },
    payload: { quantity: 1 },
  });
  expect(put.statusCode, put.body).toBe(200);
  const placed = await placeOrder(t.app, shopper, { source: "cart" });
  expect(placed.statusCode, placed.body).toBe(201);
  await f.ship(admin, placed.json().id);
  await f.deliver(admin, placed.json().id);
  return shopper;
}

const review = (user: TestUser, productId: string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/products/${productId}/my-review`,
    headers: { cookie: user.cookie },
    payload: payload as object,
  });

async function reviewsOf(user: TestUser, productId: string, cursor?: string) {
  const response = await f.get(
    user,
    `/api/products/${productId}/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return reviewsPageSchema.parse(response.json());
}

async function ratingOf(user: TestUser, productId: string) {
  const response = await f.get(user, `/api/products/${productId}`);
  expect(response.statusCode).toBe(200);
  return productSchema.parse(response.json()).rating;
}

async function counters(productId: string) {
  const [row] = await db()
    .select({ count: products.reviewCount, total: products.ratingTotal })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

const hide = (user: TestUser, id: string, payload: object) =>
  f.post(user, `/api/admin/reviews/${id}/hide`, payload);

describe("who may review (docs/product.md 95)", () => {
  it("a shopper whose order with the product was delivered creates a review, once, and edits it", async () => {
    const { shopper, product } = await buyer();
    const before = myReviewSchema.parse(
      (await f.get(shopper, `/api/products/${product.id}/my-review`)).json(),
    );
    expect(before).toEqual({ eligible: true, review: null });

    const created = await review(shopper, product.id, { rating: 4, body: "  Sturdy and pretty.  " });
    expect(created.statusCode, created.body).toBe(201);
    expect(myReviewSchema.parse(created.json()).review).toMatchObject({
      rating: 4,
      body: "Sturdy and pretty.",
      author: "Ana",
      hidden: false,
    });

    const edited = await review(shopper, product.id, { rating: 2, body: "" });
    expect(edited.statusCode, edited.body).toBe(200);
    const mine = myReviewSchema.parse(edited.json()).review;
    expect(mine).toMatchObject({ rating: 2, body: null });
    expect(mine?.id).toBe(myReviewSchema.parse(created.json()).review?.id);

    const rows = await db().select().from(productReviews).where(eq(productReviews.productId, product.id));
    expect(rows).toHaveLength(1);
    expect(await counters(product.id)).toEqual({ count: 1, total: 2 });
    expect(await ratingOf(shopper, product.id)).toEqual({ average: 2, count: 1 });
  });

  it("refuses with 403 a shopper whose order is paid but not delivered, and one who never bought it", async () => {
    const { shopper, product } = await buyer({ delivered: false });
    const stranger = await createUser(t.app);
    for (const user of [shopper, stranger]) {
      const mine = myReviewSchema.parse((await f.get(user, `/api/products/${product.id}/my-review`)).json());
      expect(mine).toEqual({ eligible: false, review: null });
      const response = await review(user, product.id, { rating: 5 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: "forbidden",
        message: "You can review a product once an order of yours with it has been delivered",
      });
    }
    expect(await db().select().from(productReviews).where(eq(productReviews.productId, product.id))).toEqual(
      [],
    );
    expect(await counters(product.id)).toEqual({ count: 0, total: 0 });
  });

  it("answers 400 with a message for a rating outside 1-5, a text too long or with control characters, or unknown fields, and writes nothing", async () => {
    const { shopper, product } = await buyer();
    const cases: [unknown, string][] = [
      [{}, "Choose a rating from 1 to 5 stars"],
      [{ rating: 0 }, "Choose a rating from 1 to 5 stars"],
      [{ rating: 6 }, "Choose a rating from 1 to 5 stars"],
      [{ rating: 3.5 }, "Choose a rating from 1 to 5 stars"],
      [{ rating: "5" }, "Choose a rating from 1 to 5 stars"],
      [{ rating: 5, body: "x".repeat(REVIEW_BODY_MAX + 1) }, "at most 2,000 characters"],
      [{ rating: 5, userId: randomUUID() }, 'Unrecognized key: "userId"'],
      // A terminal's escape codes or reversed text would reach every reader of the product's page.
      [
        { rating: 4, body: "ok \u0007\u001b[31m red \u202egnol" },
        "Remove the control and invisible characters",
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await review(shopper, product.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    // The longest text allowed is fine.
    expect(
      (await review(shopper, product.id, { rating: 5, body: "x".repeat(REVIEW_BODY_MAX) })).statusCode,
    ).toBe(201);
    expect(await counters(product.id)).toEqual({ count: 1, total: 5 });
  });

  it("answers 404 for an unknown or archived product and 400-as-404 for a malformed id", async () => {
    const { shopper, product } = await buyer();
    await db().update(products).set({ archived: true }).where(eq(products.id, product.id));
    for (const id of [product.id, randomUUID()]) {
      expect((await review(shopper, id, { rating: 5 })).statusCode).toBe(404);
      expect((await f.get(shopper, `/api/products/${id}/reviews`)).statusCode).toBe(404);
      expect((await f.get(shopper, `/api/products/${id}/my-review`)).statusCode).toBe(404);
    }
    expect((await f.get(shopper, "/api/products/not-an-id/reviews")).statusCode).toBe(400);
  });
});

describe("the product page's figures and list (docs/product.md 96-97)", () => {
  it("counts, averages to one decimal and distributes the visible reviews, authors by first name", async () => {
    const { shopper: first, product } = await buyer();
    const second = await anotherBuyer(product.id);
    const third = await anotherBuyer(product.id);
    await db().update(users).set({ name: "María José Pérez" }).where(eq(users.id, second.id));
    expect((await review(first, product.id, { rating: 5, body: "Great" })).statusCode).toBe(201);
    expect((await review(second, product.id, { rating: 4 })).statusCode).toBe(201);
    expect((await review(third, product.id, { rating: 4, body: "Good" })).statusCode).toBe(201);

    const page = await reviewsOf(first, product.id);
    // 13 / 3 = 4.333…
    expect(page.summary).toEqual({
      average: 4.3,
      count: 3,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    expect(page.items.map((item) => [item.author, item.rating])).toEqual([
      ["Ana", 4],
      ["María", 4],
      ["Ana", 5],
    ]);
    expect(page.nextCursor).toBeNull();
    // Nobody's surname or e-mail reaches other shoppers.
    expect(JSON.stringify(page)).not.toContain("Pérez");
    expect(JSON.stringify(page)).not.toContain("@");
    expect(await ratingOf(first, product.id)).toEqual({ average: 4.3, count: 3 });

    // An edit moves the figures by its difference.
    expect((await review(second, product.id, { rating: 1 })).statusCode).toBe(200);
    expect((await reviewsOf(first, product.id)).summary).toMatchObject({ average: 3.3, count: 3 });
    expect(await counters(product.id)).toEqual({ count: 3, total: 10 });
  });

  it("pages newest first, 10 at a time, by a cursor that neither skips nor repeats", async () => {
    const product = await createProduct(db());
    const reader = await createUser(t.app);
    // 23 reviews written straight to the table, three of them at the same instant (the id breaks the tie).
    const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n < 3 ? 0 : n));
    const authors = await db()
      .insert(users)
      .values(
        Array.from({ length: 23 }, (_, n) => ({
          name: `Shopper${n}`,
          email: `r${randomUUID()}@example.com`,
        })),
      )
      .returning({ id: users.id });
    await db()
      .insert(productReviews)
      .values(
        authors.map((author, n) => ({
          productId: product.id,
          userId: author.id,
          rating: (n % 5) + 1,
          createdAt: at(n),
          updatedAt: at(n),
          // One hidden review is never listed.
          ...(n === 7 ? { hiddenAt: new Date(), hiddenReason: "Spam" } : {}),
        })),
      );

    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await reviewsOf(reader, product.id, cursor);
      sizes.push(page.items.length);
      seen.push(...page.items.map((item) => item.author));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 2]);
    expect(new Set(seen).size).toBe(22);
    expect(seen).not.toContain("Shopper7");
    expect(seen.slice(0, 3)).toEqual(["Shopper22", "Shopper21", "Shopper20"]);
    expect(new Set(seen.slice(-3))).toEqual(new Set(["Shopper0", "Shopper1", "Shopper2"]));

    const bad = await f.get(reader, `/api/products/${product.id}/reviews?cursor=bm90LW91cnM`);
    expect(bad.statusCode).toBe(400);
  });
});

describe("staff hide a review (docs/product.md 98)", () => {
  it("hides it with a reason: out of the figures and the list, audited; shown again puts it back", async () => {
    const { shopper, product } = await buyer();
    const other = await anotherBuyer(product.id);
    const mine = myReviewSchema.parse(
      (await review(shopper, product.id, { rating: 1, body: "Spam link" })).json(),
    );
    expect((await review(other, product.id, { rating: 5 })).statusCode).toBe(201);
    const id = mine.review?.id ?? "";

    const hidden = await hide(admin, id, { reason: "  Advertises another shop  " });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(adminReviewRowSchema.parse(hidden.json()).hidden).toMatchObject({
      reason: "Advertises another shop",
      by: admin.email,
    });
    expect(await counters(product.id)).toEqual({ count: 1, total: 5 });
    const page = await reviewsOf(other, product.id);
    expect(page.summary).toMatchObject({ average: 5, count: 1 });
    expect(page.items.map((item) => item.id)).not.toContain(id);
    // Its author still sees it, marked hidden; editing it keeps it hidden and out of the figures.
    const edited = await review(shopper, product.id, { rating: 2, body: "Edited" });
    expect(myReviewSchema.parse(edited.json()).review).toMatchObject({ rating: 2, hidden: true });
    expect(await counters(product.id)).toEqual({ count: 1, total: 5 });

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, id)));
    expect(entry).toMatchObject({
      action: "hide",
      actorEmail: admin.email,
      before: { hiddenReason: null },
      after: { hiddenReason: "Advertises another shop", rating: 1 },
    });

    // Twice is a 409 that changes nothing.
    expect((await hide(admin, id, { reason: "Again" })).statusCode).toBe(409);
    expect(await counters(product.id)).toEqual({ count: 1, total: 5 });

    const shown = await f.postBare(admin, `/api/admin/reviews/${id}/unhide`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(adminReviewRowSchema.parse(shown.json()).hidden).toBeNull();
    expect(await counters(product.id)).toEqual({ count: 2, total: 7 });
    expect((await f.postBare(admin, `/api/admin/reviews/${id}/unhide`)).statusCode).toBe(409);
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, id)));
    expect(actions.map((a) => a.action).sort()).toEqual(["hide", "unhide"]);
  });

  it("needs a reason of 3-500 characters, a known review, and an admin", async () => {
    const { shopper, product } = await buyer();
    const id =
      myReviewSchema.parse((await review(shopper, product.id, { rating: 3 })).json()).review?.id ?? "";
    for (const payload of [{}, { reason: " a " }, { reason: "x".repeat(501) }]) {
      const response = await hide(admin, id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/reason/i);
    }
    expect((await hide(admin, randomUUID(), { reason: "Spam" })).statusCode).toBe(404);
    expect((await hide(shopper, id, { reason: "Spam" })).statusCode).toBe(403);
    expect((await f.get(shopper, "/api/admin/reviews")).statusCode).toBe(403);
    expect(await counters(product.id)).toEqual({ count: 1, total: 3 });
  });

  it("lists reviews newest first, 25 a page with a Link to the next, visible or hidden only on demand", async () => {
    const product = await createProduct(db(), { name: `Reviewed ${randomUUID().slice(0, 8)}` });
    const authors = await db()
      .insert(users)
      .values(
        Array.from({ length: 27 }, (_, n) => ({ name: `Writer${n}`, email: `w${randomUUID()}@example.com` })),
      )
      .returning({ id: users.id });
    // Far in the future, so this product's reviews are the table's first rows.
    const at = (n: number) => new Date(Date.UTC(2099, 0, 1, 0, 0, n));
    await db()
      .insert(productReviews)
      .values(
        authors.map((author, n) => ({
          productId: product.id,
          userId: author.id,
          rating: 3,
          createdAt: at(n),
          ...(n % 2 === 0 ? { hiddenAt: new Date(), hiddenReason: "Off topic" } : {}),
        })),
      );
    const first = await f.get(admin, "/api/admin/reviews");
    expect(first.statusCode).toBe(200);
    const rows = first.json() as AdminReviewRow[];
    expect(rows).toHaveLength(25);
    expect(rows[0]).toMatchObject({ author: { name: "Writer26" }, product: { name: product.name } });
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = (await f.get(admin, next ?? "")).json() as AdminReviewRow[];
    expect(second.slice(0, 2).map((row) => row.author.name)).toEqual(["Writer1", "Writer0"]);

    const hiddenOnly = (await f.get(admin, "/api/admin/reviews?status=hidden")).json() as AdminReviewRow[];
    expect(hiddenOnly.every((row) => row.hidden !== null)).toBe(true);
    expect(hiddenOnly[0]?.author.name).toBe("Writer26");
    // Hidden straight in the table, so no audit entry names who did it.
    expect(hiddenOnly[0]?.hidden?.by).toBeNull();
    const visibleOnly = (await f.get(admin, "/api/admin/reviews?status=visible")).json() as AdminReviewRow[];
    expect(visibleOnly.every((row) => row.hidden === null)).toBe(true);
    expect(visibleOnly[0]?.author.name).toBe("Writer25");
    expect((await f.get(admin, "/api/admin/reviews?status=gone")).statusCode).toBe(400);
  });
});

describe("the shopper's account (docs/product.md 99)", () => {
  it("the data export lists the shopper's reviews", async () => {
    const { shopper, product } = await buyer();
    expect((await review(shopper, product.id, { rating: 4, body: "Nice" })).statusCode).toBe(201);
    const data = myDataExportSchema.parse((await f.get(shopper, "/api/me/data")).json());
    expect(data.reviews).toEqual([
      expect.objectContaining({
        productId: product.id,
        name: product.name,
        rating: 4,
        body: "Nice",
        hiddenAt: null,
      }),
    ]);
  });

  it("deleting the account deletes its reviews and takes the visible ones out of the figures", async () => {
    const { shopper, product } = await buyer();
    const other = await anotherBuyer(product.id);
    const second = await buyer();
    // The same shopper reviewed a second product too, and that review is hidden.
    const secondBuyer = await anotherBuyer(second.product.id);
    expect((await review(shopper, product.id, { rating: 5 })).statusCode).toBe(201);
    expect((await review(other, product.id, { rating: 2 })).statusCode).toBe(201);
    const hiddenOne = myReviewSchema.parse(
      (await review(secondBuyer, second.product.id, { rating: 1 })).json(),
    );
    expect((await review(second.shopper, second.product.id, { rating: 4 })).statusCode).toBe(201);
    expect((await hide(admin, hiddenOne.review?.id ?? "", { reason: "Rude words" })).statusCode).toBe(200);

    for (const leaving of [other, secondBuyer]) {
      const deleted = await t.app.inject({
        method: "DELETE",
        url: "/api/me",
        headers: { cookie: leaving.cookie },
        payload: { password: leaving.password },
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(await db().select().from(productReviews).where(eq(productReviews.userId, leaving.id))).toEqual(
        [],
      );
    }
    expect(await counters(product.id)).toEqual({ count: 1, total: 5 });
    expect(await counters(second.product.id)).toEqual({ count: 1, total: 4 });
    expect((await reviewsOf(shopper, product.id)).summary).toMatchObject({ average: 5, count: 1 });
  });
});
