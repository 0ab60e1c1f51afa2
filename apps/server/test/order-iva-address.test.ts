import { randomUUID } from "node:crypto";
import { ivaContainedCents } from "@hogar/shared/iva";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { addresses, cartItems, orders } from "../src/db/schema/index.ts";
import { type CheckoutShopper, createCheckoutShopper, placeOrder } from "./helpers/checkout-shopper.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

// docs/product.md 82 (an order keeps the IVA rate and amount it was placed with) and 83 (its copy
// of the whole Mexican address; an address saved before them must be completed before paying).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MEXICAN_ADDRESS = {
  country: "Mexico",
  fullName: "Ana López",
  street: "Av. Insurgentes Sur",
  exteriorNumber: "1602",
  interiorNumber: "4",
  colonia: "Crédito Constructor",
  municipality: "Benito Juárez",
  state: "CMX",
  postalCode: "03940",
  phone: "5512345678",
  instructions: "Tocar el timbre dos veces",
};

/** A saved address of the shopper, written as the table holds it (W4's API has its own tests). */
async function savedAddress(shopper: CheckoutShopper, fields: Partial<typeof addresses.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(addresses)
    .values({ ...MEXICAN_ADDRESS, ...fields, userId: shopper.id })
    .returning({ id: addresses.id });
  if (!row) throw new Error("no address");
  return row.id;
}

/** An address saved before Mexican addresses: street and number together, no colonia, municipio or estado. */
const OLD_ADDRESS = {
  street: "Reforma 222",
  exteriorNumber: "",
  interiorNumber: "",
  colonia: "",
  municipality: "",
  state: "",
  postalCode: "06600",
  instructions: "",
};

describe("an order's IVA", () => {
  it("is the rate of IVA_RATE and the IVA its whole total contains, shipping included", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const lamp = await createProduct(t.database.db, { priceCents: 250_000 });
    const response = await placeOrder(t.app, shopper, { source: "product", productId: lamp.id, quantity: 2 });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    // 5,099.00 × 0.16 / 1.16 = 703.3103...
    expect(order).toMatchObject({ total: 509_900, ivaRateBp: 1600, ivaCents: 70_331 });
    expect(ivaContainedCents(509_900, 1600)).toBe(70_331);

    const again = await t.app.inject({
      method: "GET",
      url: `/api/orders/${order.id}`,
      headers: { cookie: shopper.cookie },
    });
    expect(again.json()).toMatchObject({ ivaRateBp: 1600, ivaCents: 70_331 });
    const list = await t.app.inject({
      method: "GET",
      url: "/api/orders",
      headers: { cookie: shopper.cookie },
    });
    expect(list.json()[0]).toMatchObject({ id: order.id, ivaRateBp: 1600, ivaCents: 70_331 });
  });

  it("keeps the rate it was placed with after IVA_RATE changes", async () => {
    const atEight = await buildTestApp({ ivaRateBp: 800 });
    try {
      const shopper = await createCheckoutShopper(atEight.app);
      const vase = await createProduct(atEight.database.db, { priceCents: 1_080_000 });
      const placed = await placeOrder(atEight.app, shopper, {
        source: "product",
        productId: vase.id,
        quantity: 1,
      });
      expect(placed.statusCode).toBe(201);
      // 10,800.00 (free shipping) × 0.08 / 1.08 = 800.00
      expect(placed.json()).toMatchObject({ total: 1_080_000, ivaRateBp: 800, ivaCents: 80_000 });

      // The shop restarts with IVA_RATE back at 16%: the order still says 8%, a new one 16%.
      const restarted = await buildApp({ ...atEight.config, ivaRateBp: 1600 }, atEight.database, {});
      try {
        const asShopper = { cookie: shopper.cookie, "sec-fetch-site": "same-origin" };
        const kept = await restarted.inject({
          method: "GET",
          url: `/api/orders/${placed.json().id}`,
          headers: asShopper,
        });
        expect(kept.json()).toMatchObject({ ivaRateBp: 800, ivaCents: 80_000 });
        const next = await restarted.inject({
          method: "POST",
          url: "/api/orders",
          headers: { ...asShopper, "idempotency-key": randomUUID() },
          payload: {
            source: "product",
            productId: vase.id,
            quantity: 1,
            delivery: "tomorrow",
            addressId: shopper.addressId,
            cardId: shopper.cardId,
          },
        });
        expect(next.statusCode).toBe(201);
        expect(next.json()).toMatchObject({ ivaRateBp: 1600, ivaCents: ivaContainedCents(1_080_000, 1600) });
      } finally {
        await restarted.close();
      }
    } finally {
      await atEight.close();
    }
  });
});

describe("an order's address", () => {
  it("is a copy of the whole Mexican address", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const addressId = await savedAddress(shopper);
    const product = await createProduct(t.database.db);
    const response = await placeOrder(t.app, shopper, {
      source: "product",
      productId: product.id,
      quantity: 1,
      addressId,
    });
    expect(response.statusCode).toBe(201);
    const { country, ...rest } = MEXICAN_ADDRESS;
    expect(response.json().shippingAddress).toEqual({ ...rest, country });

    // Editing or deleting the address later leaves the order's copy as it was.
    await t.database.db.update(addresses).set({ colonia: "Del Valle" }).where(eq(addresses.id, addressId));
    const again = await t.app.inject({
      method: "GET",
      url: `/api/orders/${response.json().id}`,
      headers: { cookie: shopper.cookie },
    });
    expect(again.json().shippingAddress.colonia).toBe("Crédito Constructor");
  });

  it("copied before Mexican addresses still reads: its street and number as the street, the rest empty", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const product = await createProduct(t.database.db);
    const order = (
      await placeOrder(t.app, shopper, { source: "product", productId: product.id, quantity: 1 })
    ).json();
    await t.database.db
      .update(orders)
      .set({
        shippingAddress: {
          fullName: "Ana López",
          streetAndNumber: "Reforma 222",
          postalCode: "06600",
          country: "Mexico",
          phone: "5512345678",
        },
      })
      .where(eq(orders.id, order.id));
    const response = await t.app.inject({
      method: "GET",
      url: `/api/orders/${order.id}`,
      headers: { cookie: shopper.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().shippingAddress).toEqual({
      fullName: "Ana López",
      street: "Reforma 222",
      exteriorNumber: "",
      interiorNumber: "",
      colonia: "",
      municipality: "",
      state: "",
      postalCode: "06600",
      phone: "5512345678",
      instructions: "",
      country: "Mexico",
    });
  });

  it.each([
    [
      "en",
      "Please complete this address before paying with it: it needs a colonia, a municipio or alcaldía, and an estado.",
    ],
    [
      "es-MX",
      "Completa esta dirección antes de pagar con ella: necesita colonia, municipio o alcaldía y estado.",
    ],
  ])("to complete is refused (400, %s), and nothing changes", async (language, message) => {
    const shopper = await createCheckoutShopper(t.app);
    const addressId = await savedAddress(shopper, OLD_ADDRESS);
    const product = await createProduct(t.database.db, { stock: 4 });
    await t.app.inject({
      method: "PUT",
      url: `/api/cart/items/${product.id}`,
      headers: { cookie: shopper.cookie },
      payload: { quantity: 2 },
    });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie: shopper.cookie, "idempotency-key": randomUUID(), "accept-language": language },
      payload: { source: "cart", delivery: "tomorrow", addressId, cardId: shopper.cardId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, shopper.id))).toEqual([]);
    const cart = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, shopper.id));
    expect(cart).toMatchObject([{ productId: product.id, quantity: 2 }]);
  });

  it("answers other refusals in the request's language too", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie: shopper.cookie, "idempotency-key": randomUUID(), "accept-language": "es-MX" },
      payload: { source: "cart", delivery: "tomorrow", addressId: shopper.addressId, cardId: shopper.cardId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Tu carrito no tiene nada que se pueda comprar" });
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie: shopper.cookie, "idempotency-key": randomUUID(), "accept-language": "es-MX" },
      payload: { source: "cart", delivery: "tomorrow", addressId: randomUUID(), cardId: shopper.cardId },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: "No encontramos la dirección" });
    const noKey = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie: shopper.cookie, "accept-language": "es-MX" },
      payload: { source: "cart", delivery: "tomorrow", addressId: shopper.addressId, cardId: shopper.cardId },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toContain("Envía un encabezado Idempotency-Key");
  });
});

describe("an order's language", () => {
  it("is the language of the request that placed it", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const product = await createProduct(t.database.db);
    const placed = async (headers: Record<string, string>) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { cookie: shopper.cookie, "idempotency-key": randomUUID(), ...headers },
        payload: {
          source: "product",
          productId: product.id,
          quantity: 1,
          delivery: "tomorrow",
          addressId: shopper.addressId,
          cardId: shopper.cardId,
        },
      });
      const [row] = await t.database.db
        .select({ locale: orders.locale })
        .from(orders)
        .where(eq(orders.id, response.json().id));
      return row?.locale;
    };
    expect(await placed({ "accept-language": "es-MX,es;q=0.9" })).toBe("es-MX");
    // The pick the web app keeps in its cookie comes before the browser's languages.
    expect(await placed({ cookie: `${shopper.cookie}; hogar_locale=es-MX`, "accept-language": "en" })).toBe(
      "es-MX",
    );
    expect(await placed({ "accept-language": "en-US" })).toBe("en");
    expect(await placed({})).toBe("en");
  });
});
