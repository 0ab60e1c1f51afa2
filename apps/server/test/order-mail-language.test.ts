import { randomUUID } from "node:crypto";
import type { Locale } from "@hogar/shared/locale";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.ts";
import type { CheckoutShopper } from "./helpers/checkout-shopper.ts";
import type { TestUser } from "./helpers/factories.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { mailTo } from "./helpers/smtp-inbox.ts";
import { useOrderTestApp } from "./order-fixtures.ts";

// A mail speaks the shopper's pick, else the language its order was placed in; an admin's change
// is told in the shopper's language, never the admin's (docs/product.md 80).

const { t, inbox, f, admin } = useOrderTestApp();

const SPANISH_CONFIRMATION = /^Tu pedido [0-9a-f]{8} de Hogar está confirmado$/;
const ENGLISH_CONFIRMATION = /^Your Hogar order [0-9a-f]{8} is confirmed$/;
const SPANISH_SHIPPED = /^Tu pedido [0-9a-f]{8} de Hogar va en camino$/;
const ENGLISH_SHIPPED = /^Your Hogar order [0-9a-f]{8} is on its way$/;

/** The account's pick, as PUT /api/me/locale keeps it. */
async function picks(shopper: TestUser, locale: Locale | null) {
  await t.database.db.update(users).set({ locale }).where(eq(users.id, shopper.id));
}

/** Buys one product (5,000.00 + 99.00 shipping) from a browser speaking `language`. */
async function placeIn(shopper: CheckoutShopper, language: string) {
  const product = await createProduct(t.database.db, { name: "Lámpara Arco", priceCents: 500_000 });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { cookie: shopper.cookie, "idempotency-key": randomUUID(), "accept-language": language },
    payload: {
      source: "product",
      productId: product.id,
      quantity: 1,
      delivery: "tomorrow",
      addressId: shopper.addressId,
      cardId: shopper.cardId,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; deliveryDate: string };
}

/** An admin whose browser speaks English (its cookie pick and Accept-Language) ships the order. */
async function shipAsEnglishAdmin(orderId: string) {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderId}/ship`,
    headers: { cookie: `${admin.cookie}; hogar_locale=en`, "accept-language": "en-US,en" },
    payload: { carrier: "Estafeta", trackingNumber: "EST-123456" },
  });
  expect(response.statusCode).toBe(200);
}

describe("the order confirmation's language", () => {
  it("is the language the order was placed in, with the IVA line and the whole address", async () => {
    const shopper = await f.shopper();
    const order = await placeIn(shopper, "es-MX,es;q=0.9,en;q=0.5");
    const mail = await inbox.waitFor(mailTo(shopper.email, SPANISH_CONFIRMATION));
    const text = mail.text ?? "";
    expect(text).toContain(`¡Gracias por tu pedido, ${shopper.name}!`);
    expect(text).toContain(
      "Subtotal: $5,000.00 MXN\nEnvío: $99.00 MXN\nTotal: $5,099.00 MXN\nIVA incluido $703.31 MXN",
    );
    expect(text).toContain(`Llega: ${order.deliveryDate}`);
    expect(text).toMatch(/Se envía a: Ana López, .*Col\. .*, México/);
    expect(mail.html).toContain('<html lang="es-MX">');
    expect(mail.html).toContain("IVA incluido $703.31 MXN");
  });

  it("is the shopper's pick over the language of the request", async () => {
    const shopper = await f.shopper();
    await picks(shopper, "en");
    await placeIn(shopper, "es-MX");
    const mail = await inbox.waitFor(mailTo(shopper.email, ENGLISH_CONFIRMATION));
    expect(mail.text).toContain("IVA included $703.31 MXN");
    expect(mail.html).toContain('<html lang="en">');
  });
});

describe("an admin's change is told in the shopper's language", () => {
  it("a shopper who picked Spanish gets the shipped mail in Spanish from an admin browsing in English", async () => {
    const { shopper, order } = await f.paidOrder();
    await inbox.waitFor(mailTo(shopper.email, ENGLISH_CONFIRMATION));
    await picks(shopper, "es-MX");
    await shipAsEnglishAdmin(order.id);
    const mail = await inbox.waitFor(mailTo(shopper.email, SPANISH_SHIPPED));
    expect(mail.text).toContain(`Hola, ${shopper.name}:`);
    expect(mail.text).toContain("Paquetería: Estafeta\nNúmero de guía: EST-123456");
    expect(mail.html).toContain('<html lang="es-MX">');
  });

  it("without a pick, the language the order was placed in", async () => {
    const shopper = await f.shopper();
    const order = await placeIn(shopper, "es-MX");
    await shipAsEnglishAdmin(order.id);
    await inbox.waitFor(mailTo(shopper.email, SPANISH_SHIPPED));
  });

  it("a pick of English wins over an order placed in Spanish", async () => {
    const shopper = await f.shopper();
    const order = await placeIn(shopper, "es-MX");
    await picks(shopper, "en");
    await shipAsEnglishAdmin(order.id);
    await inbox.waitFor(mailTo(shopper.email, ENGLISH_SHIPPED));
  });
});
