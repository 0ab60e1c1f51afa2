import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { placeOrder } from "./helpers/checkout-shopper.ts";
import type { TestUser } from "./helpers/factories.ts";
import { createUser } from "./helpers/factories.ts";
import { multipart } from "./helpers/multipart.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { mailTo } from "./helpers/smtp-inbox.ts";
import { createVariantProduct, stocksOf } from "./helpers/variant-factory.ts";
import { useOrderTestApp } from "./order-fixtures.ts";

// A chosen variant travels through the cart, the wishlist and the order (docs/product.md, Catalogue
// depth); products without variants keep working as before (their own tests).

const { t, f, admin, inbox } = useOrderTestApp();
const db = () => t.database.db;

/** A sofa in linen or velvet, 2 or 3 seats: linen 2 (3 left), linen 3 (2 left), velvet 3 (archived). */
function sofa() {
  return createVariantProduct(
    db(),
    ["Fabric", "Size"],
    [
      { options: ["Linen", "2 seats"], priceCents: 1_000_000, stock: 3 },
      { options: ["Linen", "3 seats"], priceCents: 1_300_000, stock: 2 },
      { options: ["Velvet", "3 seats"], priceCents: 1_500_000, stock: 4, archived: true },
    ],
    { name: `Sofa ${randomUUID().slice(0, 4)}` },
  );
}

const putCart = (user: TestUser, productId: string, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: `/api/cart/items/${productId}`,
    headers: { cookie: user.cookie },
    payload,
  });
const deleteCart = (user: TestUser, productId: string, variantId?: string) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/cart/items/${productId}${variantId ? `?variantId=${variantId}` : ""}`,
    headers: { cookie: user.cookie },
  });
const putWish = (user: TestUser, productId: string, payload?: object) =>
  t.app.inject({
    method: "PUT",
    url: `/api/wishlist/${productId}`,
    headers: { cookie: user.cookie },
    payload,
  });
const deleteWish = (user: TestUser, productId: string, variantId?: string) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/wishlist/${productId}${variantId ? `?variantId=${variantId}` : ""}`,
    headers: { cookie: user.cookie },
  });
const cartOf = async (user: TestUser) =>
  (await t.app.inject({ url: "/api/cart", headers: { cookie: user.cookie } })).json();

describe("a cart with variants", () => {
  it("keeps one line per variant, priced and labelled by it, and removes one variant's line", async () => {
    const shopper = await createUser(t.app);
    const { product, variants } = await sofa();
    const [linen2, linen3] = variants;
    if (!linen2 || !linen3) throw new Error("variants");
    expect((await putCart(shopper, product.id, { quantity: 2, variantId: linen2.id })).statusCode).toBe(200);
    const response = await putCart(shopper, product.id, { quantity: 1, variantId: linen3.id });
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    expect(
      cart.lines.map(
        (l: { product: { price: number; stock: number }; variant: unknown; lineTotal: number }) => [
          l.product.price,
          l.product.stock,
          l.variant,
          l.lineTotal,
        ],
      ),
    ).toEqual([
      [
        1_000_000,
        3,
        { id: linen2.id, sku: linen2.sku, options: ["Linen", "2 seats"], label: "Linen · 2 seats" },
        2_000_000,
      ],
      [
        1_300_000,
        2,
        { id: linen3.id, sku: linen3.sku, options: ["Linen", "3 seats"], label: "Linen · 3 seats" },
        1_300_000,
      ],
    ]);
    expect(cart.subtotal).toBe(3_300_000);
    // Setting a quantity again changes that line only.
    const again = (await putCart(shopper, product.id, { quantity: 3, variantId: linen2.id })).json();
    expect(again.lines.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1]);
    const left = (await deleteCart(shopper, product.id, linen2.id)).json();
    expect(left.lines.map((l: { variant: { id: string } }) => l.variant.id)).toEqual([linen3.id]);
    // Without ?variantId= the product's own line (there is none) goes: the variant's line stays.
    expect((await deleteCart(shopper, product.id)).json().lines).toHaveLength(1);
  });

  it("refuses a missing, foreign, archived or unknown variant, or one above its stock, and writes nothing", async () => {
    const shopper = await createUser(t.app);
    const { product, variants } = await sofa();
    const other = await sofa();
    const plain = await createProduct(db(), { name: "Plain Stool" });
    const [linen2, , velvet3] = variants;
    if (!linen2 || !velvet3) throw new Error("variants");
    const cases: [string, object, number, string][] = [
      [product.id, { quantity: 1 }, 400, `Choose a fabric and size for ${product.name} first`],
      [
        plain.id,
        { quantity: 1, variantId: linen2.id },
        400,
        "Plain Stool comes in one version only: there is no version to choose",
      ],
      [
        product.id,
        { quantity: 1, variantId: other.variants[0]?.id },
        404,
        "This version of the product is not sold any more",
      ],
      [
        product.id,
        { quantity: 1, variantId: velvet3.id },
        404,
        "This version of the product is not sold any more",
      ],
      [
        product.id,
        { quantity: 1, variantId: randomUUID() },
        404,
        "This version of the product is not sold any more",
      ],
      [
        product.id,
        { quantity: 1, variantId: "linen" },
        400,
        "variantId: Choose one of this product's versions",
      ],
      [
        product.id,
        { quantity: 4, variantId: linen2.id },
        400,
        `Only 3 left in stock of ${product.name} (Linen · 2 seats)`,
      ],
    ];
    for (const [productId, payload, status, message] of cases) {
      const response = await putCart(shopper, productId, payload);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    expect((await cartOf(shopper)).lines).toEqual([]);
  });

  it("is each shopper's own", async () => {
    const ana = await createUser(t.app);
    const bea = await createUser(t.app);
    const { product, variants } = await sofa();
    const variantId = variants[0]?.id as string;
    await putCart(ana, product.id, { quantity: 1, variantId });
    expect((await deleteCart(bea, product.id, variantId)).statusCode).toBe(200);
    expect((await cartOf(bea)).lines).toEqual([]);
    expect((await cartOf(ana)).lines).toHaveLength(1);
  });
});

describe("a wishlist with variants", () => {
  it("keeps each variant once, and removes one variant", async () => {
    const shopper = await createUser(t.app);
    const { product, variants } = await sofa();
    const [linen2, linen3] = variants;
    if (!linen2 || !linen3) throw new Error("variants");
    await putWish(shopper, product.id, { variantId: linen2.id });
    await putWish(shopper, product.id, { variantId: linen2.id });
    const both = (await putWish(shopper, product.id, { variantId: linen3.id })).json();
    expect(
      both.items.map((i: { variant: { label: string }; product: { price: number } }) => [
        i.variant.label,
        i.product.price,
      ]),
    ).toEqual([
      ["Linen · 2 seats", 1_000_000],
      ["Linen · 3 seats", 1_300_000],
    ]);
    const missing = await putWish(shopper, product.id);
    expect([missing.statusCode, missing.json().message]).toEqual([
      400,
      `Choose a fabric and size for ${product.name} first`,
    ]);
    const left = (await deleteWish(shopper, product.id, linen2.id)).json();
    expect(left.items.map((i: { variant: { id: string } }) => i.variant.id)).toEqual([linen3.id]);
  });

  it("marks a variant archived or sold out later as unavailable", async () => {
    const shopper = await createUser(t.app);
    const { product, variants } = await sofa();
    const [linen2] = variants;
    if (!linen2) throw new Error("variants");
    await putWish(shopper, product.id, { variantId: linen2.id });
    const { productVariants } = await import("../src/db/schema/index.ts");
    const { eq } = await import("drizzle-orm");
    await db().update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, linen2.id));
    const [item] = (await t.app.inject({ url: "/api/wishlist", headers: { cookie: shopper.cookie } })).json()
      .items;
    expect(item).toMatchObject({ available: false, unavailableReason: "sold_out" });
  });
});

describe("a variant's pictures", () => {
  it("lead its line in the cart, the wishlist and the order, while a variant without its own shows the cover", async () => {
    const shopper = await f.shopper();
    const { product, variants } = await sofa();
    const [linen2, linen3] = variants;
    if (!linen2 || !linen3) throw new Error("variants");
    const { productImages } = await import("../src/db/schema/index.ts");
    await db()
      .insert(productImages)
      .values(
        [2, 1].map((position) => ({
          productId: product.id,
          variantId: linen3.id,
          position,
          imageKey: `linen-three-seats-${position}`,
          width: 960,
          height: 720,
          alt: `Linen sofa, three seats, view ${position}`,
        })),
      );
    const firstPicture = (line: { product: { images: { src: string }[] } }) => line.product.images[0]?.src;
    await putCart(shopper, product.id, { quantity: 1, variantId: linen3.id });
    const cart = (await putCart(shopper, product.id, { quantity: 1, variantId: linen2.id })).json();
    expect(cart.lines.map(firstPicture)).toEqual([
      "/images/linen-three-seats-1-640.webp",
      "/images/test-image-1-640.webp",
    ]);
    await putWish(shopper, product.id, { variantId: linen3.id });
    const wishlist = (await f.get(shopper, "/api/wishlist")).json();
    expect(wishlist.items.map(firstPicture)).toEqual(["/images/linen-three-seats-1-640.webp"]);

    const order = (await placeOrder(t.app, shopper, { source: "cart" })).json();
    const pictures = Object.fromEntries(
      order.lines.map((l: { variantId: string; image: { src: string } }) => [l.variantId, l.image.src]),
    );
    expect(pictures).toEqual({
      [linen3.id]: "/images/linen-three-seats-1-640.webp",
      [linen2.id]: "/images/test-image-1-640.webp",
    });
  });
});

describe("buying a variant", () => {
  it("Buy now copies the variant's words, SKU and price, takes its stock and its product's, and a cancel gives both back", async () => {
    const shopper = await f.shopper();
    const { product, variants } = await sofa();
    const [, linen3] = variants;
    if (!linen3) throw new Error("variants");
    const response = await placeOrder(t.app, shopper, {
      source: "product",
      productId: product.id,
      variantId: linen3.id,
      quantity: 2,
    });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order.lines).toEqual([
      expect.objectContaining({
        productId: product.id,
        variantId: linen3.id,
        variantLabel: "Linen · 3 seats",
        sku: linen3.sku,
        price: 1_300_000,
        quantity: 2,
      }),
    ]);
    expect(order.subtotal).toBe(2_600_000);
    expect(await stocksOf(db(), product.id)).toEqual({ product: 3, variants: [3, 0, 4] });
    const view = (await f.get(shopper, `/api/orders/${order.id}`)).json();
    expect(view.lines[0]).toMatchObject({ variantLabel: "Linen · 3 seats", sku: linen3.sku });
    expect((await f.post(shopper, `/api/orders/${order.id}/cancel`)).statusCode).toBe(200);
    expect(await stocksOf(db(), product.id)).toEqual({ product: 5, variants: [3, 2, 4] });
  });

  it("a cancel after the variant was archived gives its units to that variant only: the product's stock stays its live variants' sum", async () => {
    const shopper = await f.shopper();
    const { product, variants } = await sofa();
    const [, linen3] = variants;
    if (!linen3) throw new Error("variants");
    const placed = await placeOrder(t.app, shopper, {
      source: "product",
      productId: product.id,
      variantId: linen3.id,
      quantity: 2,
    });
    expect(placed.statusCode).toBe(201);
    // The admin archives Linen · 3 seats with the edit form, as the back office sends it.
    const loaded = (await f.get(admin, `/api/admin/products/${product.id}`)).json();
    const form = await multipart({
      name: loaded.name,
      category: loaded.category,
      images: "",
      stock: String(loaded.stock),
      price: (loaded.price / 100).toFixed(2),
      description: loaded.description,
      keep: loaded.images.map((image: { id: string }) => image.id).join("\n"),
      stockWas: String(loaded.stock),
      optionNames: JSON.stringify(loaded.optionNames),
      variants: JSON.stringify(
        loaded.variants.map(
          (v: {
            id: string;
            options: string[];
            sku: string;
            price: number;
            stock: number;
            archived: boolean;
          }) => ({
            id: v.id,
            options: v.options,
            sku: v.sku,
            price: (v.price / 100).toFixed(2),
            stock: String(v.stock),
            stockWas: v.stock,
            pictures: [],
            archived: v.archived || v.id === linen3.id,
          }),
        ),
      ),
    });
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product.id}`,
      headers: { cookie: admin.cookie, "content-type": form["content-type"] },
      payload: form.payload,
    });
    expect(edited.statusCode).toBe(200);
    expect(await stocksOf(db(), product.id)).toEqual({ product: 3, variants: [3, 0, 4] });
    expect((await f.post(shopper, `/api/orders/${placed.json().id}/cancel`)).statusCode).toBe(200);
    // Linen · 2 seats (3) is the only live variant left; the archived ones keep their units.
    expect(await stocksOf(db(), product.id)).toEqual({ product: 3, variants: [3, 2, 4] });
  });

  it("refuses Buy now without a variant, with another product's, or beyond its stock, taking nothing", async () => {
    const shopper = await f.shopper();
    const { product, variants } = await sofa();
    const other = await sofa();
    const [linen2] = variants;
    if (!linen2) throw new Error("variants");
    const cases: [object, number, string][] = [
      [{ quantity: 1 }, 400, `Choose a fabric and size for ${product.name} first`],
      [
        { quantity: 1, variantId: other.variants[0]?.id },
        404,
        "This version of the product is not sold any more",
      ],
      [
        { quantity: 4, variantId: linen2.id },
        409,
        expect.stringContaining(`${product.name} (Linen · 2 seats)`),
      ],
    ] as [object, number, string][];
    for (const [body, status, message] of cases) {
      const response = await placeOrder(t.app, shopper, {
        source: "product",
        productId: product.id,
        ...body,
      });
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    expect(await stocksOf(db(), product.id)).toEqual({ product: 5, variants: [3, 2, 4] });
  });

  it("checks a cart out by variant: two variants of one product and a plain product, and empties only the lines bought", async () => {
    const shopper = await f.shopper();
    const { product, variants } = await sofa();
    const [linen2, linen3] = variants;
    if (!linen2 || !linen3) throw new Error("variants");
    const stool = await createProduct(db(), { name: "Stool", priceCents: 50_000, stock: 4 });
    await putCart(shopper, product.id, { quantity: 1, variantId: linen2.id });
    await putCart(shopper, product.id, { quantity: 2, variantId: linen3.id });
    await putCart(shopper, stool.id, { quantity: 1 });
    // Sold out meanwhile: stays in the cart, not bought.
    const { productVariants, products } = await import("../src/db/schema/index.ts");
    const { eq, sql } = await import("drizzle-orm");
    await db().update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, linen3.id));
    await db()
      .update(products)
      .set({ stock: sql`${products.stock} - 1` })
      .where(eq(products.id, product.id));
    const response = await placeOrder(t.app, shopper, { source: "cart" });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(
      order.lines.map((l: { name: string; variantLabel: string | null }) => [l.name, l.variantLabel]),
    ).toEqual([
      [product.name, "Linen · 2 seats"],
      ["Stool", null],
    ]);
    expect(await stocksOf(db(), product.id)).toEqual({ product: 3, variants: [2, 1, 4] });
    expect(await stocksOf(db(), stool.id)).toEqual({ product: 3, variants: [] });
    const left = await cartOf(shopper);
    expect(left.lines.map((l: { variant: { id: string } | null }) => l.variant?.id)).toEqual([linen3.id]);
  });

  it("returns a variant line by product and variant, and its stock comes back to the variant and the product", async () => {
    const shopper = await f.shopper();
    const { product, variants } = await sofa();
    const [linen2, linen3] = variants;
    if (!linen2 || !linen3) throw new Error("variants");
    await putCart(shopper, product.id, { quantity: 2, variantId: linen2.id });
    await putCart(shopper, product.id, { quantity: 1, variantId: linen3.id });
    const order = (await placeOrder(t.app, shopper, { source: "cart" })).json();
    expect(await stocksOf(db(), product.id)).toEqual({ product: 2, variants: [1, 1, 4] });
    await f.ship(admin, order.id);
    await f.deliver(admin, order.id);
    const reason = "The fabric is not the one in the picture.";
    const wrong = await f.post(shopper, `/api/orders/${order.id}/return`, {
      lines: [{ productId: product.id, variantId: linen3.id, quantity: 2 }],
      reason,
    });
    expect(wrong.statusCode).toBe(400);
    const asked = await f.post(shopper, `/api/orders/${order.id}/return`, {
      lines: [{ productId: product.id, variantId: linen2.id, quantity: 2 }],
      reason,
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().returnRequest.lines).toEqual([
      { productId: product.id, variantId: linen2.id, quantity: 2 },
    ]);
    const approved = await f.post(admin, `/api/admin/orders/${order.id}/approve-return`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().returnRequest.refund).toBe(2_000_000);
    expect(await stocksOf(db(), product.id)).toEqual({ product: 4, variants: [3, 1, 4] });
  });

  it("names the variant in the confirmation mail and in the shopper's data download", async () => {
    const shopper = await f.shopper();
    const { product, variants } = await sofa();
    const [linen2, linen3] = variants;
    if (!linen2 || !linen3) throw new Error("variants");
    const placed = await placeOrder(t.app, shopper, {
      source: "product",
      productId: product.id,
      variantId: linen2.id,
      quantity: 1,
    });
    expect(placed.statusCode).toBe(201);
    const mail = await inbox.waitFor(mailTo(shopper.email, /^Your Hogar order \w{8} is confirmed$/));
    expect(mail.text).toContain(`1 × ${product.name} (Linen · 2 seats)`);
    await putCart(shopper, product.id, { quantity: 1, variantId: linen3.id });
    await putWish(shopper, product.id, { variantId: linen3.id });
    const data = (await f.get(shopper, "/api/me/data")).json();
    expect(data.cart).toEqual([
      expect.objectContaining({ productId: product.id, variantLabel: "Linen · 3 seats", sku: linen3.sku }),
    ]);
    expect(data.wishlist).toEqual([expect.objectContaining({ variantLabel: "Linen · 3 seats" })]);
    expect(data.orders[0].lines[0]).toMatchObject({ variantLabel: "Linen · 2 seats", sku: linen2.sku });
  });
});
