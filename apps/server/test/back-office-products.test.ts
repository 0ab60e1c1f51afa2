import { randomUUID } from "node:crypto";
import { type AdminProduct, type AdminProductRow, BACK_OFFICE_PAGE_SIZE } from "@hogar/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, products, users } from "../src/db/schema/index.ts";
import { createUser, type TestUser } from "./helpers/factories.ts";
import { multipart, testPicture } from "./helpers/multipart.ts";
import { createProduct, createProducts, FACTS_FORM } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";
import { createVariantProduct } from "./helpers/variant-factory.ts";

/** The back office's products (docs/product.md 77-79). */
let t: TestApp;
let admin: TestUser;
let regular: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ lowStockThreshold: 5 });
  admin = await createUser(t.app, { name: "Olga Admin" });
  // The role is read from the database on every request.
  await t.database.db.update(users).set({ role: "ADMIN" }).where(eq(users.id, admin.id));
  regular = await createUser(t.app);
});
afterAll(() => t.close());

/** A word no other product's name has, so each test lists only its own products. */
const token = () => `Zq${randomUUID().replaceAll("-", "").slice(0, 10)}`;

const form = (name: string) => ({
  name,
  category: "bedroom",
  images: "",
  stock: "7",
  price: "2499.50",
  description: "A chest of drawers in oak.",
  ...FACTS_FORM,
});

/** The edit form: the add form's fields and the stock it loaded (7, as `form` adds products). */
const editForm = (name: string, stockWas = "7") => ({ ...form(name), stockWas });

async function send(
  method: "GET" | "POST" | "PUT",
  url: string,
  options: { user?: TestUser | null; payload?: object; form?: Record<string, string>; files?: Buffer[] } = {},
) {
  const user = options.user === undefined ? admin : options.user;
  const body = options.form ? await multipart(options.form, options.files) : undefined;
  return t.app.inject({
    method,
    url,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(body ? { "content-type": body["content-type"] } : {}),
    },
    ...(body ? { payload: body.payload } : options.payload ? { payload: options.payload } : {}),
  });
}

/** A product added through the add-product form with `count` uploaded pictures. */
async function addProduct(name: string, count: number): Promise<AdminProduct> {
  const colours = ["#9341DD", "#3A7D44", "#D95D39", "#1F4E79", "#F2C14E"];
  const files = await Promise.all(colours.slice(0, count).map(testPicture));
  const added = await send("POST", "/api/products", { form: form(name), files });
  expect(added.statusCode).toBe(201);
  return (await send("GET", `/api/admin/products/${added.json().id}`)).json();
}

async function allPages(query: string): Promise<{ pages: AdminProductRow[][]; links: string[] }> {
  const pages: AdminProductRow[][] = [];
  const links: string[] = [];
  let url: string | undefined = `/api/admin/products?${query}`;
  while (url) {
    const response = await send("GET", url);
    expect(response.statusCode).toBe(200);
    pages.push(response.json());
    const link = response.headers.link as string | undefined;
    if (link) links.push(link);
    url = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
  }
  return { pages, links };
}

const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.at);

describe("who may use them", () => {
  it("answers 401 signed out and 403 to a regular shopper on every route", async () => {
    const product = await createProduct(t.database.db);
    const routes = [
      ["GET", "/api/admin/products"],
      ["GET", `/api/admin/products/${product.id}`],
      ["PUT", `/api/admin/products/${product.id}`],
      ["POST", `/api/admin/products/${product.id}/archive`],
      ["POST", `/api/admin/products/${product.id}/restore`],
    ] as const;
    for (const [method, url] of routes) {
      const options = method === "PUT" ? { form: form("Forged") } : method === "POST" ? { payload: {} } : {};
      expect((await send(method, url, { ...options, user: null })).statusCode).toBe(401);
      const shopper = await send(method, url, { ...options, user: regular });
      expect(shopper.statusCode).toBe(403);
      expect(shopper.json().message).toBe("Only admins may use the back office");
    }
    const [unchanged] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(unchanged).toMatchObject({ name: product.name, archived: false });
    expect(await auditOf(product.id)).toEqual([]);
  });
});

describe("the products table", () => {
  it("lists on sale and archived products by name, 25 a page newest first, the next page by Link", async () => {
    const word = token();
    const made = await createProducts(t.database.db, BACK_OFFICE_PAGE_SIZE + 2, { name: `${word} Stool` });
    // Two archived, and every creation time shared by several products: the id breaks ties.
    for (const [n, product] of made.entries()) {
      await t.database.db
        .update(products)
        .set({ archived: n < 2, createdAt: new Date(Date.UTC(2025, 0, 1 + (n % 3))) })
        .where(eq(products.id, product.id));
    }
    const { pages, links } = await allPages(`q=${word}&status=all`);
    expect(pages.map((page) => page.length)).toEqual([BACK_OFFICE_PAGE_SIZE, 2]);
    expect(links[0]).toMatch(
      new RegExp(
        `^</api/admin/products\\?q=${word}&status=all&lowStockFirst=false&cursor=[\\w-]+>; rel="next"$`,
      ),
    );
    const day = (id: string) => made.findIndex((p) => p.id === id) % 3;
    const newestFirst = made.map((p) => p.id).sort((a, b) => day(b) - day(a) || (a < b ? 1 : -1));
    expect(pages.flat().map((row) => row.id)).toEqual(newestFirst);
    expect(pages.flat().filter((row) => row.archived)).toHaveLength(2);

    // Exactly a page: no Link.
    const active = await send("GET", `/api/admin/products?q=${word}&status=active`);
    expect(active.json()).toHaveLength(BACK_OFFICE_PAGE_SIZE);
    expect(active.headers.link).toBeUndefined();
    const archived = (await send("GET", `/api/admin/products?q=${word}&status=archived`)).json();
    expect(archived.map((row: AdminProductRow) => row.id).sort()).toEqual([made[0]?.id, made[1]?.id].sort());
  });

  it("searches names by part or by word, in any case", async () => {
    const word = token();
    const lamp = await createProduct(t.database.db, { name: `${word} Reading Lamp` });
    await createProduct(t.database.db, { name: `${word} Rug` });
    const rows = (await send("GET", `/api/admin/products?q=${word.toLowerCase()} lamps`)).json();
    expect(rows.map((row: AdminProductRow) => row.id)).toEqual([lamp.id]);
    expect(
      (await send("GET", `/api/admin/products?q=${word.slice(2, 9).toUpperCase()}`)).json(),
    ).toHaveLength(2);
  });

  it("finds a product by the start of a variant's SKU, typed in any case (docs/product.md 77)", async () => {
    const { product, variants } = await createVariantProduct(
      t.database.db,
      ["Size"],
      [
        { options: ["2 seats"], priceCents: 900_000, stock: 3 },
        { options: ["3 seats"], priceCents: 1_200_000, stock: 2 },
      ],
    );
    const sku = variants[1]?.sku ?? "";
    for (const typed of [sku, ` ${sku.toLowerCase()} `, sku.slice(0, 8)]) {
      const rows = (
        await send("GET", `/api/admin/products?q=${encodeURIComponent(typed)}&status=all`)
      ).json();
      expect(rows.map((row: AdminProductRow) => row.id)).toContain(product.id);
    }
    // A wildcard is only a character of the SKU.
    expect((await send("GET", "/api/admin/products?q=SKU-%25&status=all")).json()).toEqual([]);
  });

  it("puts products under the low stock threshold first on demand, across pages", async () => {
    const word = token();
    const stocks = Array.from({ length: 30 }, (_, n) => [0, 4, 5, 10, 2][n % 5] as number);
    const made: { id: string; stock: number; createdAt: Date }[] = [];
    for (const [n, stock] of stocks.entries()) {
      made.push(
        await createProduct(t.database.db, {
          name: `${word} Shelf ${n}`,
          stock,
          createdAt: new Date(Date.UTC(2025, 1, 1, 0, n % 7)),
        }),
      );
    }
    const { pages } = await allPages(`q=${word}&lowStockFirst=true`);
    expect(pages.map((page) => page.length)).toEqual([BACK_OFFICE_PAGE_SIZE, 5]);
    const rows = pages.flat();
    const key = (p: (typeof made)[number]) => [p.stock < 5 ? 1 : 0, p.createdAt.getTime()] as const;
    const expected = [...made].sort((a, b) => {
      const [lowA, atA] = key(a);
      const [lowB, atB] = key(b);
      return lowB - lowA || atB - atA || (a.id < b.id ? 1 : -1);
    });
    expect(rows.map((row) => row.id)).toEqual(expected.map((p) => p.id));
    expect(rows.slice(0, 18).every((row) => row.lowStock && row.stock < 5)).toBe(true);
    expect(rows.slice(18).every((row) => !row.lowStock && row.stock >= 5)).toBe(true);
  });

  it("marks low a product whose sum looks plenty while a variant on sale runs short, first when asked", async () => {
    const word = `Nilo${randomUUID().slice(0, 6)}`;
    const plenty = await createProduct(t.database.db, { name: `${word} Stool`, stock: 40 });
    const { product: chair } = await createVariantProduct(
      t.database.db,
      ["Fabric"],
      [
        { options: ["Linen"], priceCents: 100_000, stock: 10 },
        { options: ["Velvet"], priceCents: 120_000, stock: 2 },
        // An archived variant's stock says nothing of what is on sale.
        { options: ["Wool"], priceCents: 90_000, stock: 0, archived: true },
      ],
      { name: `${word} Chair` },
    );
    const { product: table } = await createVariantProduct(
      t.database.db,
      ["Size"],
      [
        { options: ["Small"], priceCents: 100_000, stock: 9 },
        { options: ["Large"], priceCents: 150_000, stock: 0, archived: true },
      ],
      { name: `${word} Table` },
    );
    const { pages } = await allPages(`q=${word}&lowStockFirst=true`);
    const rows = pages.flat();
    expect(rows.map((row) => [row.id, row.stock, row.lowStock, row.soldOutVariants])).toEqual([
      [chair.id, 12, true, 0],
      ...[table, plenty]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
        .map((product) => [product.id, product.stock, false, 0]),
    ]);
    const page = (await send("GET", `/api/admin/products/${chair.id}`)).json() as AdminProduct;
    expect(page.lowStock).toBe(true);
  });

  it("counts a product's variants on sale that are sold out, in the table and on its page", async () => {
    const word = `Tana${randomUUID().slice(0, 6)}`;
    const { product: sofa } = await createVariantProduct(
      t.database.db,
      ["Fabric"],
      [
        { options: ["Linen"], priceCents: 100_000, stock: 30 },
        { options: ["Velvet"], priceCents: 120_000, stock: 0 },
        { options: ["Wool"], priceCents: 110_000, stock: 0 },
        // Not on sale: not "sold out".
        { options: ["Silk"], priceCents: 150_000, stock: 0, archived: true },
      ],
      { name: `${word} Sofa` },
    );
    const { pages } = await allPages(`q=${word}`);
    expect(pages.flat().map((row) => [row.stock, row.lowStock, row.soldOutVariants])).toEqual([
      [30, true, 2],
    ]);
    const page = (await send("GET", `/api/admin/products/${sofa.id}`)).json() as AdminProduct;
    expect(page.soldOutVariants).toBe(2);
  });

  it.each([
    ["status=gone", 400],
    ["lowStockFirst=yes", 400],
    ["cursor=bm90LW91cnM", 400],
    ["pageSize=100", 400],
  ])("answers 400 to %s", async (query, status) => {
    const response = await send("GET", `/api/admin/products?${query}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBeTruthy();
  });
});

describe("a product's page", () => {
  it("shows a product, archived ones too, with its pictures' ids and audit log", async () => {
    const product = await addProduct(`${token()} Chest`, 2);
    expect(product).toMatchObject({
      price: 249_950,
      stock: 7,
      archived: false,
      lowStock: false,
      images: [
        { id: expect.any(String), src: expect.stringMatching(/^\/images\/uploads\//) },
        { id: expect.any(String), src: expect.stringMatching(/^\/images\/uploads\//) },
      ],
      audit: [{ actorEmail: admin.email, action: "create", before: null, after: expect.any(Object) }],
    });
    const archived = await createProduct(t.database.db, { archived: true });
    const response = await send("GET", `/api/admin/products/${archived.id}`);
    expect(response.json()).toMatchObject({ id: archived.id, archived: true, audit: [] });
    expect((await send("GET", `/api/admin/products/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe("archiving and restoring", () => {
  it("takes a product out of the shop and puts it back, each change audited and seen at once", async () => {
    const word = token();
    const product = await createProduct(t.database.db, { name: `${word} Bench` });
    const storefront = async () =>
      (await send("GET", `/api/products?q=${word}`, { user: regular }))
        .json()
        .items.map((p: { id: string }) => p.id);
    // The storefront's search is cached (docs/product.md 48): the back office's changes forget it.
    expect(await storefront()).toEqual([product.id]);

    const archived = await send("POST", `/api/admin/products/${product.id}/archive`, { payload: {} });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id: product.id, archived: true });
    expect(await storefront()).toEqual([]);
    const again = await send("POST", `/api/admin/products/${product.id}/archive`, { payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This product is already archived");

    const restored = await send("POST", `/api/admin/products/${product.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ archived: false });
    expect(await storefront()).toEqual([product.id]);
    expect(
      (await send("POST", `/api/admin/products/${product.id}/restore`, { payload: {} })).statusCode,
    ).toBe(409);

    expect(restored.json().audit).toMatchObject([
      { action: "archive", actorEmail: admin.email, before: { archived: false }, after: { archived: true } },
      { action: "restore", actorEmail: admin.email, before: { archived: true }, after: { archived: false } },
    ]);
    expect((await auditOf(product.id)).map((entry) => entry.actorId)).toEqual([admin.id, admin.id]);
  });

  it("answers 404 for an unknown product and 400 to a body with anything in it", async () => {
    expect(
      (await send("POST", `/api/admin/products/${randomUUID()}/archive`, { payload: {} })).statusCode,
    ).toBe(404);
    const product = await createProduct(t.database.db);
    const body = await send("POST", `/api/admin/products/${product.id}/archive`, {
      payload: { archived: false },
    });
    expect(body.statusCode).toBe(400);
  });
});

describe("editing a product", () => {
  it("changes every field, keeps and reorders some pictures, removes the others and adds new ones", async () => {
    const word = token();
    const product = await addProduct(`${word} Dresser`, 3);
    const [first, second, third] = product.images;
    const response = await send("PUT", `/api/admin/products/${product.id}`, {
      form: {
        ...editForm(`${word} Tall Dresser`),
        category: "living room",
        stock: "0",
        price: "3100",
        description: "Taller now.",
        keep: `${third?.id}\n${first?.id}`,
      },
      files: [await testPicture("#000000")],
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json() as AdminProduct;
    expect(edited).toMatchObject({
      name: `${word} Tall Dresser`,
      category: "living room",
      stock: 0,
      price: 310_000,
      description: "Taller now.",
      lowStock: true,
    });
    expect(edited.images.map((image) => image.id)).toEqual([third?.id, first?.id, expect.any(String)]);
    expect(edited.images.map((image) => image.id)).not.toContain(second?.id);
    expect(edited.images[0]).toMatchObject({ src: third?.src, alt: `${word} Tall Dresser, image 1` });
    expect(edited.images[2]).toMatchObject({
      src: expect.stringMatching(/^\/images\/uploads\//),
      alt: `${word} Tall Dresser, image 3`,
    });
    // The storefront sees the change at once.
    const shown = await send("GET", `/api/products/${product.id}`, { user: regular });
    expect(shown.json()).toMatchObject({ name: `${word} Tall Dresser`, stock: 0 });

    const update = edited.audit.at(-1);
    const key = (src?: string) => /\/images\/(uploads\/[0-9a-f-]{36})-/.exec(src ?? "")?.[1];
    expect(update).toMatchObject({
      action: "update",
      actorEmail: admin.email,
      before: {
        name: `${word} Dresser`,
        stock: 7,
        price: 249_950,
        images: product.images.map((i) => key(i.src)),
      },
      after: {
        name: `${word} Tall Dresser`,
        stock: 0,
        price: 310_000,
        images: edited.images.map((i) => key(i.src)),
      },
    });
  });

  it("refuses a picture it does not have, one named twice, none at all or more than 8, changing nothing", async () => {
    const product = await addProduct(`${token()} Desk`, 2);
    const [first, second] = product.images.map((image) => image.id);
    const other = await addProduct(`${token()} Other Desk`, 1);
    const cases: [Record<string, string>, Buffer[], string][] = [
      [
        { keep: `${first}\n${other.images[0]?.id}` },
        [],
        "An image to keep is not one of this product's images",
      ],
      [{ keep: `${first}\nnot-an-id` }, [], "An image to keep is not one of this product's images"],
      [{ keep: `${first}\n${first}` }, [], "Name each image to keep once"],
      [{ keep: "" }, [], "Keep or add at least one image: an address or a file"],
      [
        { keep: `${first}\n${second}`, images: "https://a.example.com/1.png\nhttps://a.example.com/2.png" },
        await Promise.all(["#111111", "#222222", "#333333", "#444444", "#555555"].map(testPicture)),
        "At most 8 images",
      ],
      [{ keep: `${first}`, stock: "-1" }, [], "Stock must be a whole number, at least 0"],
      [{ keep: `${first}`, name: " " }, [], "Write the product's name"],
      [{ keep: `${first}`, stockWas: "" }, [], "stockWas must be the stock the form loaded"],
      [{ keep: `${first}`, stockWas: "-1" }, [], "stockWas must be the stock the form loaded"],
      [{ keep: `${first}`, stockWas: "9999999999" }, [], "stockWas must be the stock the form loaded"],
    ];
    for (const [fields, files, message] of cases) {
      const response = await send("PUT", `/api/admin/products/${product.id}`, {
        form: { ...editForm(product.name), ...fields },
        files,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const after = (await send("GET", `/api/admin/products/${product.id}`)).json();
    expect(after).toEqual(product);
  });

  it("refuses a form without the stock it loaded", async () => {
    const product = await addProduct(`${token()} Stool`, 1);
    const { stockWas: _, ...withoutStockWas } = editForm("Renamed Stool");
    const response = await send("PUT", `/api/admin/products/${product.id}`, {
      form: { ...withoutStockWas, keep: product.images[0]?.id ?? "" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.stockWas).toMatch(/^stockWas must be the stock the form loaded/);
    expect((await send("GET", `/api/admin/products/${product.id}`)).json()).toEqual(product);
  });

  it("answers 409 and changes nothing when the stock moved since the form loaded it (docs/product.md 26)", async () => {
    const word = token();
    const product = await addProduct(`${word} Wardrobe`, 2);
    const keep = product.images.map((image) => image.id).join("\n");
    // Two units sold while the admin had the form open (7 loaded).
    await t.database.db.update(products).set({ stock: 5 }).where(eq(products.id, product.id));
    const sold = (await send("GET", `/api/admin/products/${product.id}`)).json();

    const stale = await send("PUT", `/api/admin/products/${product.id}`, {
      form: { ...editForm(`${word} Big Wardrobe`), stock: "10", keep },
      files: [await testPicture("#000000")],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      "The stock changed to 5 since you opened this product. Check it and save again.",
    );
    expect((await send("GET", `/api/admin/products/${product.id}`)).json()).toEqual(sold);

    // Saved again from the stock it now shows.
    const saved = await send("PUT", `/api/admin/products/${product.id}`, {
      form: { ...editForm(`${word} Big Wardrobe`, "5"), stock: "10", keep },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: `${word} Big Wardrobe`, stock: 10 });
    expect(saved.json().audit.at(-1)).toMatchObject({
      action: "update",
      before: { stock: 5 },
      after: { stock: 10 },
    });
  });

  it("leaves the stock alone when the form sends it as it loaded it, keeping units sold meanwhile", async () => {
    const word = token();
    const product = await addProduct(`${word} Cabinet`, 1);
    await t.database.db.update(products).set({ stock: 6 }).where(eq(products.id, product.id));
    const response = await send("PUT", `/api/admin/products/${product.id}`, {
      form: { ...editForm(`${word} Oak Cabinet`), keep: product.images[0]?.id ?? "" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: `${word} Oak Cabinet`, stock: 6 });
  });

  it("records nothing in the audit log for a save that changes nothing", async () => {
    const word = token();
    const product = await addProduct(`${word} Cabinet`, 2);
    const response = await send("PUT", `/api/admin/products/${product.id}`, {
      form: { ...editForm(`${word} Cabinet`), keep: product.images.map((image) => image.id).join("\n") },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().audit.map((entry: { action: string }) => entry.action)).toEqual(["create"]);
  });

  it("refuses a picture address that is not public, naming it, and changes nothing", async () => {
    const product = await addProduct(`${token()} Lamp`, 1);
    const address = "http://127.0.0.1:9/lamp.png";
    const response = await send("PUT", `/api/admin/products/${product.id}`, {
      form: { ...editForm("Renamed Lamp"), keep: product.images[0]?.id ?? "", images: address },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(address);
    expect(response.json().fields.images).toMatch(/not on the public internet/);
    expect((await send("GET", `/api/admin/products/${product.id}`)).json()).toEqual(product);
  });

  it("edits an archived product, answers 404 for an unknown one and 400 to a form it does not know", async () => {
    const product = await addProduct(`${token()} Mirror`, 1);
    await send("POST", `/api/admin/products/${product.id}/archive`, { payload: {} });
    const keep = product.images[0]?.id ?? "";
    const edited = await send("PUT", `/api/admin/products/${product.id}`, {
      form: { ...editForm("Round Mirror"), keep },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: "Round Mirror", archived: true });

    const unknown = await send("PUT", `/api/admin/products/${randomUUID()}`, {
      form: { ...editForm("X"), keep },
    });
    expect(unknown.statusCode).toBe(404);
    const extra = await send("PUT", `/api/admin/products/${product.id}`, {
      form: { ...editForm("X"), keep, archived: "false" },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe("Unknown field: archived");
    const json = await send("PUT", `/api/admin/products/${product.id}`, { payload: { name: "X" } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe("Send the product as multipart/form-data");
  });
});
