import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { addresses, orders } from "../src/db/schema/index.ts";
import { queueMail } from "../src/modules/mail/outbox.ts";
import { createOrdersService } from "../src/modules/orders/orders.service.ts";
import type { PaymentProvider } from "../src/modules/payments/payment-provider.ts";
import { createSandboxProvider } from "../src/modules/payments/sandbox-provider.ts";
import {
  createCheckoutShopper,
  oneProductByCard,
  placeOrder,
  requestShopper,
  TEST_CARDS,
} from "./helpers/checkout-shopper.ts";
import { useMailTestApp } from "./helpers/mail-test-app.ts";
import { createProduct } from "./helpers/product-factory.ts";
import { linksIn, mailTo } from "./helpers/smtp-inbox.ts";

const { t, inbox } = useMailTestApp();

const confirmationTo = (email: string) => mailTo(email, /^Your Hogar order [0-9a-f]{8} is confirmed$/);

/** Waits for a marker message queued now: the worker has run past everything queued before it. */
async function workerCaughtUp() {
  const marker = `marker-${randomUUID()}@example.com`;
  await queueMail(t.database.db, { to: marker, subject: "marker", html: "<p>m</p>", text: "m" });
  await inbox.waitFor(mailTo(marker));
}

function textOf(mail: ParsedMail): string {
  return mail.text ?? "";
}

describe("the order confirmation", () => {
  it("arrives when an order is paid, with its lines, pictures, totals and IVA, delivery, address, card and a link to its page", async () => {
    const shopper = await createCheckoutShopper(t.app);
    await t.database.db
      .update(addresses)
      .set({ instructions: "Gate 2, ring twice" })
      .where(eq(addresses.id, shopper.addressId));
    const lamp = await createProduct(t.database.db, { name: "Arco <Lamp>", priceCents: 250_000 });
    const response = await placeOrder(t.app, shopper, { source: "product", productId: lamp.id, quantity: 2 });
    expect(response.statusCode).toBe(201);
    const order = response.json();

    const mail = await inbox.waitFor(confirmationTo(shopper.email));
    const number = order.id.slice(0, 8);
    expect(mail.subject).toBe(`Your Hogar order ${number} is confirmed`);
    const text = textOf(mail);
    expect(text).toContain(`Thank you for your order, ${shopper.name}!`);
    expect(text).toContain("2 × Arco <Lamp> ($2,500.00 MXN): $5,000.00 MXN");
    expect(text).toContain(
      "Subtotal: $5,000.00 MXN\nShipping: $99.00 MXN\nTotal: $5,099.00 MXN\nIVA included $703.31 MXN",
    );
    expect(text).toContain(`Arrives: ${order.deliveryDate}`);
    // The whole Mexican address, as addressLines writes it, with its phone and instructions
    // (docs/product.md 83).
    expect(text).toContain(
      "Ships to: Ana López, Reforma 222, Col. Juárez, 06600 Cuauhtémoc, Ciudad de México, Mexico, Phone 55 1234 5678, Instructions: Gate 2, ring twice\n",
    );
    expect(text).toContain("Paid with: Visa ending in 4242");
    // The shopper's record of the purchase names who sold it.
    const { legalName, rfc, address, phone, email } = t.config.seller;
    const soldBy = `Sold by ${legalName} · RFC ${rfc} · ${address} · ${phone} · ${email}`;
    expect(text.trimEnd().endsWith(soldBy)).toBe(true);
    expect(mail.html).toContain(`RFC ${rfc}`);
    const page = `http://localhost:3000/account/orders/${order.id}`;
    expect(linksIn(mail)).toEqual([page]);
    expect(mail.html).toContain("Arco &lt;Lamp&gt;");
    expect(mail.html).toContain('src="http://localhost:3000/images/jpeg/test-image-1-320.jpg"');
    expect(mail.html).toContain("$5,099.00 MXN");
    // A gap between a line's name and its total, which a phone's narrow column otherwise closes.
    expect(mail.html).toMatch(/padding-left:12px">\$5,000\.00 MXN<\/td>/);
    expect(mail.html).toContain("IVA included $703.31 MXN");
    expect(mail.html).toContain("Col. Juárez");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(`href="${page}"`);
  });

  it("says FREE shipping from the free-shipping subtotal", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const sofa = await createProduct(t.database.db, { priceCents: 1_500_000 });
    await placeOrder(t.app, shopper, { source: "product", productId: sofa.id, quantity: 1 });
    const text = textOf(await inbox.waitFor(confirmationTo(shopper.email)));
    expect(text).toContain(
      "Subtotal: $15,000.00 MXN\nShipping: FREE\nTotal: $15,000.00 MXN\nIVA included $2,068.97 MXN",
    );
  });

  it("is not sent for a declined payment", async () => {
    const shopper = await createCheckoutShopper(t.app, TEST_CARDS.decline);
    const product = await createProduct(t.database.db);
    const response = await placeOrder(t.app, shopper, {
      source: "product",
      productId: product.id,
      quantity: 1,
    });
    expect(response.statusCode).toBe(402);
    await workerCaughtUp();
    expect(inbox.messages().filter(confirmationTo(shopper.email))).toEqual([]);
  });

  it("is not sent when the account is deleted while its order is being paid", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const product = await createProduct(t.database.db);
    const sandbox = createSandboxProvider(t.database.db, t.config.payments);
    // The account goes between the payment and the order's paid mark, as a deletion does to its
    // orders: the checkout still holds the shopper it started with.
    const deletedMeanwhile: PaymentProvider = {
      ...sandbox,
      async capture(paymentId) {
        const captured = await sandbox.capture(paymentId);
        await t.database.db.update(orders).set({ userId: null }).where(eq(orders.userId, shopper.id));
        return captured;
      },
    };
    const checkout = createOrdersService(t.database.db, deletedMeanwhile, t.config);
    const { order } = await checkout.place(
      requestShopper(shopper),
      randomUUID(),
      oneProductByCard(shopper, product.id),
    );
    expect(order.status).toBe("paid");
    await workerCaughtUp();
    expect(inbox.messages().filter(confirmationTo(shopper.email))).toEqual([]);
  });

  it("is sent once by the settler for an order whose request died after the payment", async () => {
    const shopper = await createCheckoutShopper(t.app);
    const product = await createProduct(t.database.db, { name: "Jarra" });
    const sandbox = createSandboxProvider(t.database.db, t.config.payments);
    // The money is taken, then the process "dies" before marking the order paid.
    const dying: PaymentProvider = {
      ...sandbox,
      async capture(paymentId) {
        await sandbox.capture(paymentId);
        throw new Error("the process died");
      },
    };
    const checkout = createOrdersService(t.database.db, dying, t.config);
    const place = checkout.place(
      requestShopper(shopper),
      randomUUID(),
      oneProductByCard(shopper, product.id),
    );
    await expect(place).rejects.toThrow("the process died");
    await workerCaughtUp();
    expect(inbox.messages().filter(confirmationTo(shopper.email))).toEqual([]);

    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(orders.status, "placed"));
    const settler = createOrdersService(t.database.db, sandbox, t.config);
    expect(await settler.settleStale()).toBe(1);
    expect(await settler.settleStale()).toBe(0);
    const mail = await inbox.waitFor(confirmationTo(shopper.email));
    expect(textOf(mail)).toContain("1 × Jarra");
    await workerCaughtUp();
    expect(inbox.messages().filter(confirmationTo(shopper.email))).toHaveLength(1);
  });
});
