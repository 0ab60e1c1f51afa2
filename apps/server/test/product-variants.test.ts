import { randomUUID } from "node:crypto";
import type { AdminProduct, ProductDetails, VariantInput } from "@hogar/shared";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, products, productVariants, users } from "../src/db/schema/index.ts";
import { createUser, type TestUser } from "./helpers/factories.ts";
import { multipart, testPicture } from "./helpers/multipart.ts";
import { createProduct, FACTS_FORM } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

/** A product's variants on the catalogue side (issue 19): the admin API, derived price and stock, details. */
let t: TestApp;
let admin: TestUser;
let regular: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { name: "Vera Admin" });
  await t.database.db.update(users).set({ role: "ADMIN" }).where(eq(users.id, admin.id));
  regular = await createUser(t.app);
});
afterAll(() => t.close());

const token = () => `Zv${randomUUID().replaceAll("-", "").slice(0, 10)}`;

async function send(
  method: "GET" | "POST" | "PUT" | "PATCH",
  url: string,
  options: { user?: TestUser | null; json?: object; form?: Record<string, string>; files?: Buffer[] } = {},
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
    ...(body ? { payload: body.payload } : options.json ? { payload: options.json } : {}),
  });
}

/** The add form's fields, with option names and variants; its own price and stock do not count then. */
const productForm = (name: string, optionNames: string[], variants: VariantInput[]) => ({
  name,
  category: "living room",
  images: "",
  stock: "",
  price: "",
  description: "A deep sofa with covers that come off.",
  optionNames: JSON.stringify(optionNames),
  variants: JSON.stringify(variants),
  ...FACTS_FORM,
});

const sofaVariants = (sku: string): VariantInput[] => [
  { options: ["Linen", "3 seats"], sku: `${sku}-lin-3`, price: "18999", stock: "4" },
  { options: ["Velvet", "3 seats"], sku: `${sku}-vel-3`, price: "21999.50", stock: "0", pictures: [1] },
  { options: ["Linen", "2 seats"], sku: `${sku}-lin-2`, price: "15999", stock: "6", pictures: [2] },
];

async function addSofa(name = `Alba ${token()}`) {
  const sku = token();
  const files = await Promise.all(["#9341DD", "#3A7D44", "#D95D39"].map(testPicture));
  const response = await send("POST", "/api/products", {
    form: productForm(name, ["Fabric", "Size"], sofaVariants(sku)),
    files,
  });
  expect(response.statusCode).toBe(201);
  const id: string = response.json().id;
  return { id, sku: sku.toUpperCase(), name };
}

const details = async (id: string): Promise<ProductDetails> =>
  (await send("GET", `/api/products/${id}`)).json();
const adminView = async (id: string): Promise<AdminProduct> =>
  (await send("GET", `/api/admin/products/${id}`)).json();

/** The edit form for a product as the back office shows it, with its variants as `variants`. */
function editFields(product: AdminProduct, optionNames: string[], variants: VariantInput[]) {
  return {
    name: product.name,
    category: product.category,
    images: "",
    stock: String(product.stock),
    price: (product.price / 100).toFixed(2),
    description: product.description,
    keep: product.images.map((image) => image.id).join("\n"),
    stockWas: String(product.stock),
    optionNames: JSON.stringify(optionNames),
    variants: JSON.stringify(variants),
  };
}

/** A saved variant as the edit form sends it back: unchanged, its stock as loaded. */
function asLoaded(product: AdminProduct, sku: string): VariantInput {
  const variant = product.variants.find((v) => v.sku === sku);
  if (!variant) throw new Error(`no variant ${sku}`);
  const pictures = product.images.flatMap((image, position) =>
    image.variantId === variant.id ? [position] : [],
  );
  return {
    id: variant.id,
    options: variant.options,
    sku: variant.sku,
    price: (variant.price / 100).toFixed(2),
    stock: String(variant.stock),
    stockWas: variant.stock,
    pictures,
  };
}

describe("adding a product with variants", () => {
  it("prices it from the cheapest variant, sums their stock, and shows each variant's pictures with it", async () => {
    const { id, sku, name } = await addSofa();
    const product = await details(id);
    expect(product).toMatchObject({ name, optionNames: ["Fabric", "Size"], price: 15_999_00, stock: 10 });
    // Only the product's own picture (the cover) shows with the product; the others with their variant.
    expect(product.images).toHaveLength(1);
    expect(product.variants.map((v) => [v.sku, v.options, v.price, v.stock, v.images.length])).toEqual([
      [`${sku}-LIN-3`, ["Linen", "3 seats"], 18_999_00, 4, 0],
      [`${sku}-VEL-3`, ["Velvet", "3 seats"], 21_999_50, 0, 1],
      [`${sku}-LIN-2`, ["Linen", "2 seats"], 15_999_00, 6, 1],
    ]);
    expect(product.variants[1]?.images[0]?.src).not.toBe(product.images[0]?.src);

    // Listings and price filters read the product alone.
    const listed = await send("GET", `/api/products?q=${encodeURIComponent(name)}&maxPrice=16000`);
    expect(listed.json().items).toMatchObject([
      { id, price: 15_999_00, stock: 10, optionNames: ["Fabric", "Size"] },
    ]);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, id)));
    expect(entry?.after).toMatchObject({
      optionNames: ["Fabric", "Size"],
      variants: [
        { sku: `${sku}-LIN-3`, price: 18_999_00, stock: 4, archived: false },
        { sku: `${sku}-VEL-3`, price: 21_999_50, stock: 0, archived: false },
        { sku: `${sku}-LIN-2`, price: 15_999_00, stock: 6, archived: false },
      ],
    });
  });

  it("leaves a product without variants as it was: no option names, no variants", async () => {
    const plain = await createProduct(t.database.db, { priceCents: 1_000_00, stock: 3 });
    expect(await details(plain.id)).toMatchObject({
      optionNames: [],
      variants: [],
      price: 1_000_00,
      stock: 3,
    });
    expect((await adminView(plain.id)).variants).toEqual([]);
  });

  it("refuses broken variants with a message per field, and adds nothing", async () => {
    const name = `Broken ${token()}`;
    const sku = token();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        productForm(name, [], sofaVariants(sku)),
        { optionNames: expect.stringContaining("Name the options") },
      ],
      [
        productForm(name, ["Fabric", "Size"], []),
        { variants: "Add at least one variant, or remove the options" },
      ],
      [
        productForm(
          name,
          ["Fabric", "Size"],
          [...sofaVariants(sku), { ...sofaVariants(sku)[0], options: ["Silk", "1 seat"] } as VariantInput],
        ),
        { "variants.3.sku": "Another variant has this SKU" },
      ],
      [
        productForm(name, ["Fabric", "Size"], [{ ...(sofaVariants(sku)[0] as VariantInput), pictures: [0] }]),
        { "variants.0.pictures": "The first picture shows the product, not one variant" },
      ],
      [
        { ...productForm(name, ["Fabric"], []), variants: "not json" },
        { variants: "variants could not be read: send it as JSON" },
      ],
    ];
    for (const [fields, expected] of cases) {
      const response = await send("POST", "/api/products", {
        form: fields,
        files: [await testPicture("#123456")],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toMatchObject(expected);
    }
    const made = await t.database.db.select().from(products).where(eq(products.name, name));
    expect(made).toEqual([]);
  });

  it("refuses a SKU another product's variant has", async () => {
    const first = await addSofa();
    const response = await send("POST", "/api/products", {
      form: productForm(
        `Other ${token()}`,
        ["Size"],
        [{ options: ["M"], sku: `${first.sku}-lin-3`, price: "10", stock: "1" }],
      ),
      files: [await testPicture("#654321")],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      "variants.0.sku": `The SKU ${first.sku}-LIN-3 is already another variant's`,
    });
  });

  it("is for admins only", async () => {
    const fields = productForm(
      `Nobody ${token()}`,
      ["Size"],
      [{ options: ["M"], sku: token(), price: "10", stock: "1" }],
    );
    expect((await send("POST", "/api/products", { user: regular, form: fields })).statusCode).toBe(403);
    expect((await send("POST", "/api/products", { user: null, form: fields })).statusCode).toBe(401);
  });
});

describe("editing a product's variants", () => {
  it("changes price, stock and SKU, archives one and adds one, deriving the product's price and stock", async () => {
    const { id, sku } = await addSofa();
    const before = await adminView(id);
    const linen3 = asLoaded(before, `${sku}-LIN-3`);
    const velvet3 = asLoaded(before, `${sku}-VEL-3`);
    const linen2 = asLoaded(before, `${sku}-LIN-2`);
    const response = await send("PUT", `/api/admin/products/${id}`, {
      form: editFields(
        before,
        ["Fabric", "Size"],
        [
          { ...linen3, price: "17999", stock: "9", sku: `${sku}-LINEN-3` },
          // Its picture moves to the velvet one.
          { ...velvet3, stock: "2", pictures: [2] },
          { ...linen2, archived: true },
          { options: ["Velvet", "2 seats"], sku: `${sku}-vel-2`, price: "19999", stock: "1", pictures: [1] },
        ],
      ),
    });
    expect(response.statusCode).toBe(200);
    const saved: AdminProduct = response.json();
    expect(saved).toMatchObject({ price: 17_999_00, stock: 12 });
    expect(saved.variants.map((v) => [v.sku, v.price, v.stock, v.archived])).toEqual([
      [`${sku}-LINEN-3`, 17_999_00, 9, false],
      [`${sku}-VEL-3`, 21_999_50, 2, false],
      [`${sku}-VEL-2`, 19_999_00, 1, false],
      [`${sku}-LIN-2`, 15_999_00, 6, true],
    ]);

    const shown = await details(id);
    expect(shown.variants.map((v) => [v.sku, v.images.length])).toEqual([
      [`${sku}-LINEN-3`, 0],
      [`${sku}-VEL-3`, 1],
      [`${sku}-VEL-2`, 1],
    ]);
    expect(shown.variants[1]?.images[0]?.src).toBe(before.images[2]?.src);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, id)))
      .orderBy(auditLog.at);
    const update = entries.at(-1);
    expect(update?.action).toBe("update");
    expect(update?.before).toMatchObject({ price: 15_999_00, stock: 10 });
    expect(update?.after).toMatchObject({
      price: 17_999_00,
      stock: 12,
      variants: expect.arrayContaining([expect.objectContaining({ sku: `${sku}-LIN-2`, archived: true })]),
    });
  });

  it("puts an archived variant back on sale, with the values the form gives it", async () => {
    const { id, sku } = await addSofa();
    const before = await adminView(id);
    const linen2 = asLoaded(before, `${sku}-LIN-2`);
    const others = [asLoaded(before, `${sku}-LIN-3`), asLoaded(before, `${sku}-VEL-3`)];
    const archive = await send("PUT", `/api/admin/products/${id}`, {
      form: editFields(before, ["Fabric", "Size"], [...others, { ...linen2, archived: true }]),
    });
    expect(archive.statusCode).toBe(200);
    expect(await details(id)).toMatchObject({ stock: 4 });

    // A form opened before the archive sends it as on sale, unasked: refused, nothing changes.
    const stale = await send("PUT", `/api/admin/products/${id}`, {
      form: editFields(before, ["Fabric", "Size"], [...others, linen2]),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      "Someone archived the variant Linen · 2 seats while you were editing: reload the page to see it, and put it back on sale from there if you mean to",
    );
    const archived = await adminView(id);
    expect(archived.variants.find((v) => v.sku === `${sku}-LIN-2`)?.archived).toBe(true);
    const restore = await send("PUT", `/api/admin/products/${id}`, {
      form: editFields(
        archived,
        ["Fabric", "Size"],
        [...others, { ...asLoaded(archived, `${sku}-LIN-2`), price: "14999", pictures: [2], restore: true }],
      ),
    });
    expect(restore.statusCode, restore.body).toBe(200);
    const saved: AdminProduct = restore.json();
    expect(saved.variants.find((v) => v.sku === `${sku}-LIN-2`)).toMatchObject({
      archived: false,
      price: 14_999_00,
      stock: 6,
      options: ["Linen", "2 seats"],
    });
    // On sale again: in the product's price and stock, on its page with its picture.
    expect(saved).toMatchObject({ price: 14_999_00, stock: 10 });
    const shown = await details(id);
    expect(shown.variants.find((v) => v.sku === `${sku}-LIN-2`)?.images).toHaveLength(1);
    const [update] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(update?.after).toMatchObject({
      variants: expect.arrayContaining([expect.objectContaining({ sku: `${sku}-LIN-2`, archived: false })]),
    });
  });

  it("swaps two variants' SKUs in one save", async () => {
    const { id, sku } = await addSofa();
    const before = await adminView(id);
    const a = asLoaded(before, `${sku}-LIN-3`);
    const b = asLoaded(before, `${sku}-VEL-3`);
    const response = await send("PUT", `/api/admin/products/${id}`, {
      form: editFields(
        before,
        ["Fabric", "Size"],
        [
          { ...a, sku: b.sku },
          { ...b, sku: a.sku },
        ],
      ),
    });
    expect(response.statusCode).toBe(200);
    const skus = (await details(id)).variants.map((v) => [v.options[0], v.sku]);
    expect(skus).toContainEqual(["Linen", `${sku}-VEL-3`]);
    expect(skus).toContainEqual(["Velvet", `${sku}-LIN-3`]);
  });

  it("refuses a stock that moved since the form loaded (409) and changes nothing", async () => {
    const { id, sku } = await addSofa();
    const before = await adminView(id);
    const linen3 = asLoaded(before, `${sku}-LIN-3`);
    // An order takes a unit meanwhile.
    await t.database.db
      .update(productVariants)
      .set({ stock: 3 })
      .where(eq(productVariants.id, linen3.id as string));
    const response = await send("PUT", `/api/admin/products/${id}`, {
      form: editFields(before, ["Fabric", "Size"], [{ ...linen3, stock: "20", price: "1" }]),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "The stock of Linen · 3 seats changed to 3 while you edited it; check it and save again",
    );
    const variant = (await adminView(id)).variants.find((v) => v.id === linen3.id);
    expect(variant).toMatchObject({ stock: 3, price: 18_999_00 });
  });

  it("keeps a stock left as loaded though orders moved it", async () => {
    const { id, sku } = await addSofa();
    const before = await adminView(id);
    const linen3 = asLoaded(before, `${sku}-LIN-3`);
    await t.database.db
      .update(productVariants)
      .set({ stock: 2 })
      .where(eq(productVariants.id, linen3.id as string));
    const response = await send("PUT", `/api/admin/products/${id}`, {
      form: editFields(before, ["Fabric", "Size"], [{ ...linen3, price: "100" }]),
    });
    expect(response.statusCode).toBe(200);
    expect((await details(id)).variants[0]).toMatchObject({ stock: 2, price: 100_00 });
  });

  it("turns a product back into one without variants, priced and stocked by its own fields", async () => {
    const { id } = await addSofa();
    const before = await adminView(id);
    const all = before.variants.map((v) => ({ ...asLoaded(before, v.sku), archived: true }));
    const fields = { ...editFields(before, [], all), price: "9999", stock: "5" };
    const response = await send("PUT", `/api/admin/products/${id}`, { form: fields });
    expect(response.statusCode).toBe(200);
    expect(await details(id)).toMatchObject({ optionNames: [], variants: [], price: 9_999_00, stock: 5 });
    // Archived variants stay for the orders that name them, and no picture shows one any more.
    expect((await adminView(id)).variants.map((v) => v.archived)).toEqual([true, true, true]);
    expect((await details(id)).images).toHaveLength(3);
  });

  it("refuses an unknown variant, a dropped option left on a variant on sale, and PATCH of derived fields", async () => {
    const { id, sku } = await addSofa();
    const before = await adminView(id);
    const unknown = await send("PUT", `/api/admin/products/${id}`, {
      form: editFields(
        before,
        ["Fabric", "Size"],
        [{ ...asLoaded(before, `${sku}-LIN-3`), id: randomUUID() }],
      ),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ "variants.0.sku": "That variant is not this product's" });

    const dropped = await send("PUT", `/api/admin/products/${id}`, {
      form: editFields(before, ["Fabric"], [{ ...asLoaded(before, `${sku}-LIN-3`), options: ["Linen"] }]),
    });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().fields.variants).toMatch(/^Every variant on sale needs a value for each option/);

    const patch = await send("PATCH", `/api/products/${id}`, { json: { price: 10 } });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().message).toBe(
      "This product has variants: change the price and stock of its variants",
    );
    expect(await details(id)).toMatchObject({ price: 15_999_00, stock: 10 });
  });

  it("is for admins only", async () => {
    const { id, sku } = await addSofa();
    const before = await adminView(id);
    const form = editFields(
      before,
      ["Fabric", "Size"],
      [{ ...asLoaded(before, `${sku}-LIN-3`), price: "1" }],
    );
    expect((await send("PUT", `/api/admin/products/${id}`, { user: regular, form })).statusCode).toBe(403);
    expect((await send("PUT", `/api/admin/products/${id}`, { user: null, form })).statusCode).toBe(401);
    expect((await details(id)).price).toBe(15_999_00);
  });
});
