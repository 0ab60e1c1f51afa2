import { PRODUCT_LIMITS, PRODUCT_MESSAGES } from "@hogar/shared";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, products, users } from "../src/db/schema/index.ts";
import { createUser, signIn, type TestUser } from "./helpers/factories.ts";
import { multipart, testPicture, type UploadFile } from "./helpers/multipart.ts";
import { createProduct, FACTS_FORM } from "./helpers/product-factory.ts";
import { buildTestApp, cookieHeader, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
let admin: TestUser;
let regular: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ adminEmails: ["boss@example.com"] });
  const boss = await createUser(t.app, { email: "Boss@Example.com" });
  // ADMIN_EMAILS promotes a listed account at sign-in once its e-mail is verified (docs/product.md 35).
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, boss.id));
  admin = { ...boss, cookie: cookieHeader(await signIn(t.app, boss.email, boss.password)) };
  regular = await createUser(t.app);
});
afterAll(() => t.close());

const form = {
  name: "Nube Cloud Armchair",
  category: "living room",
  images: "",
  stock: "7",
  price: "4599.90",
  description: "A deep armchair. Its cover comes off for washing.",
  ...FACTS_FORM,
};

async function addProduct(user: TestUser, fields: Record<string, string>, files: UploadFile[] = []) {
  const body = await multipart(fields, files);
  return t.app.inject({
    method: "POST",
    url: "/api/products",
    headers: { cookie: user.cookie, "content-type": body["content-type"] },
    payload: body.payload,
  });
}

const png = () => testPicture("#9341DD");

describe("roles", () => {
  it("makes ADMIN_EMAILS accounts admins and everyone else REGULAR", async () => {
    const me = (u: TestUser) =>
      t.app.inject({ url: "/api/me", headers: { cookie: u.cookie } }).then((r) => r.json().role);
    expect(await me(admin)).toBe("ADMIN");
    expect(await me(regular)).toBe("REGULAR");
  });

  it("lets no request set a role", async () => {
    const user = await createUser(t.app);
    const attempts = [
      {
        method: "POST",
        url: "/api/auth/sign-up/email",
        payload: { name: "X", email: "x-role@example.com", password: "Casa2024x", role: "ADMIN" },
      },
      { method: "PUT", url: "/api/me/phone", payload: { phone: "5512345678", role: "ADMIN" } },
      {
        method: "POST",
        url: "/api/addresses",
        payload: {
          fullName: "A",
          street: "B",
          exteriorNumber: "1",
          colonia: "Juárez",
          municipality: "Cuauhtémoc",
          state: "CMX",
          postalCode: "06600",
          phone: "5512345678",
          role: "ADMIN",
        },
      },
      {
        method: "POST",
        url: "/api/cards",
        payload: {
          number: "4242424242424242",
          holderName: "A",
          month: "12",
          year: "39",
          ccv: "123",
          role: "ADMIN",
        },
      },
      { method: "POST", url: "/api/orders", payload: { source: "cart", role: "ADMIN" } },
    ] as const;
    for (const attempt of attempts) {
      await t.app.inject({
        ...attempt,
        headers: { cookie: user.cookie, origin: t.config.baseUrl, "idempotency-key": "role-attempt-1" },
      });
    }
    const me = await t.app.inject({ url: "/api/me", headers: { cookie: user.cookie } });
    expect(me.json().role).toBe("REGULAR");
  });
});

describe("admin product routes", () => {
  it("answer 401 without a session and 403 to regular shoppers", async () => {
    const product = await createProduct(t.database.db);
    const anonymous = await t.app.inject({ method: "DELETE", url: `/api/products/${product.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await addProduct(regular, form)).statusCode).toBe(403);
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/products/${product.id}`,
      headers: { cookie: regular.cookie },
      payload: { stock: 1 },
    });
    expect(patch.statusCode).toBe(403);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/products/${product.id}`,
      headers: { cookie: regular.cookie },
    });
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe("Only admins may change products");
  });

  it("add a product with an uploaded image that is in search and suggestions at once", async () => {
    const response = await addProduct(admin, form, [{ name: "nube.png", bytes: await png() }]);
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      name: "Nube Cloud Armchair",
      price: 459_990,
      stock: 7,
      category: "living room",
    });
    expect(product.images).toHaveLength(1);
    expect(product.images[0]).toMatchObject({
      width: 960,
      height: 720,
      src: expect.stringMatching(/^\/images\/uploads\/[0-9a-f-]{36}-640\.webp$/),
    });

    const image = await t.app.inject({ url: product.images[0].src });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toContain("immutable");
    expect((await sharp(image.rawPayload).metadata()).width).toBe(640);
    // Mails link it as a JPEG, which every mail client shows.
    const jpegPath = product.images[0].src.replace(/^\/images\/(.+)-640\.webp$/, "/images/jpeg/$1-320.jpg");
    const jpeg = await t.app.inject({ url: jpegPath });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 320 });
    expect((await t.app.inject({ url: jpegPath.replace("-320.jpg", "-321.jpg") })).statusCode).toBe(404);

    const search = await t.app.inject({ url: "/api/products?q=nube", headers: { cookie: regular.cookie } });
    expect(search.json().items.map((p: { id: string }) => p.id)).toEqual([product.id]);
    const suggestions = await t.app.inject({
      url: "/api/search/suggestions?q=nube",
      headers: { cookie: regular.cookie },
    });
    expect(suggestions.json().suggestions.map((s: { id: string }) => s.id)).toEqual([product.id]);
  });

  it("refuse a picture address that is not public, naming it, and store nothing (docs/product.md 79)", async () => {
    const address = "http://127.0.0.1:9/nube.jpg";
    const response = await addProduct(admin, { ...form, name: "Loopback Lamp", images: address });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `The picture at ${address} could not be used: its server is not on the public internet.`,
    );
    expect(response.json().fields.images).toBe(response.json().message);
    expect(await t.database.db.select().from(products).where(eq(products.name, "Loopback Lamp"))).toEqual([]);
  });

  it("answer 400 with a message per field and store nothing", async () => {
    const response = await addProduct(admin, {
      ...form,
      name: " ",
      images: "ftp://x",
      stock: "0",
      price: "0.5",
      category: "garage",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: "Write the product's name",
      category: "Choose a room",
      images: "Each image address must start with http:// or https://",
      stock: "Stock must be a whole number, at least 1",
      price: "Price must be at least 1, with up to two decimals",
    });
    const none = await addProduct(admin, { ...form, images: "" });
    expect(none.json().fields.images).toBe("Add at least one image: an address or a file");
    // An address that starts well but names no server of the internet is told so, not to start with http.
    for (const address of ["http://localhost:3199/x", "https://sofa/x.jpg", "https://exa mple.com/x.jpg"]) {
      const local = await addProduct(admin, { ...form, images: address });
      expect(local.json().fields.images).toBe(
        "Each image address must be a whole web address, such as https://example.com/sofa.jpg",
      );
    }
  });

  it("check uploads by their content and size", async () => {
    const fake = await addProduct(admin, { ...form, images: "" }, [
      { name: "fake.png", bytes: Buffer.from("not an image at all") },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields.files).toBe("fake.png is not a JPEG, PNG or WebP image");
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    expect(
      (await addProduct(admin, { ...form, images: "" }, [{ name: "a.gif", bytes: gif, type: "image/gif" }]))
        .statusCode,
    ).toBe(400);
    const damaged = (await png()).subarray(0, 200);
    const broken = await addProduct(admin, { ...form, images: "" }, [{ name: "broken.png", bytes: damaged }]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields.files).toBe("broken.png is not a JPEG, PNG or WebP image");
    const huge = await addProduct(admin, { ...form, images: "" }, [
      { name: "huge.png", bytes: Buffer.alloc(5 * 1024 * 1024 + 1) },
    ]);
    expect(huge.statusCode).toBe(413);
    const search = await t.app.inject({
      url: "/api/products?q=nube&pageSize=100",
      headers: { cookie: regular.cookie },
    });
    expect(search.json().total).toBe(1);
  });

  it("change a product", async () => {
    const product = await createProduct(t.database.db, { priceCents: 10_000, stock: 3 });
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/products/${product.id}`,
      headers: { cookie: admin.cookie },
      payload: { price: 150.5, stock: 9 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ price: 15_050, stock: 9 });
    const bad = await t.app.inject({
      method: "PATCH",
      url: `/api/products/${product.id}`,
      headers: { cookie: admin.cookie },
      payload: { archived: false },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("change the stock only while it is what the client read, when it says so (docs/product.md 26)", async () => {
    const product = await createProduct(t.database.db, { stock: 3 });
    const patch = (payload: object) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/products/${product.id}`,
        headers: { cookie: admin.cookie },
        payload,
      });
    // Two units were sold after the client read 5: its figure would undo the sale.
    const stale = await patch({ stock: 10, stockWas: 5, price: 99 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      "The stock changed to 3 since you opened this product. Check it and save again.",
    );
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ stock: 3, priceCents: product.priceCents });
    const fresh = await patch({ stock: 10, stockWas: 3 });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ stock: 10 });
  });

  it.each([
    [{ name: "x".repeat(PRODUCT_LIMITS.nameMax + 1) }, PRODUCT_MESSAGES.nameTooLong()],
    [{ description: "x".repeat(PRODUCT_LIMITS.descriptionMax + 1) }, PRODUCT_MESSAGES.descriptionTooLong()],
    [{ stock: PRODUCT_LIMITS.stockMax + 1 }, PRODUCT_MESSAGES.stockTooLarge()],
    [{ price: PRODUCT_LIMITS.priceMax + 1 }, PRODUCT_MESSAGES.priceTooLarge()],
  ])(
    "refuse a change past the limits of adding a product, with the same message (%#)",
    async (payload, message) => {
      const product = await createProduct(t.database.db, { stock: 3 });
      const response = await t.app.inject({
        method: "PATCH",
        url: `/api/products/${product.id}`,
        headers: { cookie: admin.cookie },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    },
  );

  it("archive a product: gone from listings, kept in orders, unavailable in carts and wishlists", async () => {
    const product = await createProduct(t.database.db, { name: "Zafiro Side Table" });
    await t.app.inject({
      method: "PUT",
      url: `/api/cart/items/${product.id}`,
      headers: { cookie: regular.cookie },
      payload: { quantity: 1 },
    });
    await t.app.inject({
      method: "PUT",
      url: `/api/wishlist/${product.id}`,
      headers: { cookie: regular.cookie },
    });
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/products/${product.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/products/${product.id}`,
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(404);

    const get = (url: string) =>
      t.app.inject({ url, headers: { cookie: regular.cookie } }).then((r) => r.json());
    expect((await get("/api/products?q=zafiro")).total).toBe(0);
    expect((await get("/api/search/suggestions?q=zafiro")).suggestions).toEqual([]);
    expect((await get("/api/cart")).lines[0]).toMatchObject({
      available: false,
      unavailableReason: "archived",
    });
    expect((await get("/api/wishlist")).items[0]).toMatchObject({
      available: false,
      unavailableReason: "archived",
    });
  });

  it("write every change to the audit log, with the admin and the product before and after", async () => {
    const added = await addProduct(admin, { ...form, name: "Audit Armchair" }, [
      { name: "audit.png", bytes: await png() },
    ]);
    const id = added.json().id as string;
    await t.app.inject({
      method: "PATCH",
      url: `/api/products/${id}`,
      headers: { cookie: admin.cookie },
      payload: { stock: 2 },
    });
    await t.app.inject({ method: "DELETE", url: `/api/products/${id}`, headers: { cookie: admin.cookie } });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(auditLog.at);
    expect(entries.map((e) => [e.entityType, e.action, e.actorId, e.actorEmail])).toEqual([
      ["product", "create", admin.id, "boss@example.com"],
      ["product", "update", admin.id, "boss@example.com"],
      ["product", "archive", admin.id, "boss@example.com"],
    ]);
    const image = expect.stringMatching(/^uploads\/[0-9a-f-]{36}$/);
    expect(entries[0]).toMatchObject({
      before: null,
      after: {
        name: "Audit Armchair",
        description: form.description,
        price: 459_990,
        category: "living room",
        stock: 7,
        archived: false,
        images: [image],
      },
    });
    expect(entries[1]).toMatchObject({ before: { stock: 7 }, after: { stock: 2, archived: false } });
    expect(entries[2]).toMatchObject({ before: { archived: false }, after: { archived: true, stock: 2 } });
  });

  it("write nothing to the audit log when a change is refused", async () => {
    const product = await createProduct(t.database.db);
    await t.app.inject({
      method: "PATCH",
      url: `/api/products/${product.id}`,
      headers: { cookie: regular.cookie },
      payload: { stock: 1 },
    });
    await t.app.inject({
      method: "PATCH",
      url: `/api/products/${product.id}`,
      headers: { cookie: admin.cookie },
      payload: { stock: -1 },
    });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, product.id))).toEqual([]);
  });
});
