import { invoiceRequestableUntil } from "@hogar/shared/invoice-window";
import { ivaContainedCents } from "@hogar/shared/iva";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders } from "../src/db/schema/index.ts";
import { decimalToCents } from "../src/modules/invoicing/cfdi-amounts.ts";
import { readCfdi } from "../src/modules/invoicing/cfdi-read.ts";
import { sandboxUuid } from "../src/modules/invoicing/sandbox-pac.ts";
import { createCheckoutShopper } from "./helpers/checkout-shopper.ts";
import { placePayLaterOrder } from "./helpers/payment-webhooks.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";
import { COMPANY, invoiceFixtures, scriptedPac } from "./invoice-fixtures.ts";

// A shopper's invoice of a paid order (docs/product.md 90-92): when it may be asked for, what the
// stamped CFDI says, who may see it, and what a failing provider leaves behind.

let t: TestApp;
let f: ReturnType<typeof invoiceFixtures>;
const pac = scriptedPac();
beforeAll(async () => {
  t = await buildTestApp({}, { invoicingProvider: pac.provider });
  f = invoiceFixtures(t);
});
afterAll(() => t.close());

const invoiceUrl = (orderId: string) => `/api/orders/${orderId}/invoice`;

describe("requesting the invoice of a paid order", () => {
  it("stamps a valid CFDI to the fiscal data for exactly the order's total (201)", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData([
      { priceCents: 129_900, quantity: 2, name: "Silla Nogal" },
      { priceCents: 45_050, quantity: 1, name: "Lámpara <Arco> & Co" },
    ]);
    const before = (await f.get(shopper, invoiceUrl(order.id))).json();
    expect(before).toEqual({
      invoice: null,
      requestableUntil: expect.any(String),
      unavailableReason: null,
    });

    const response = await f.request(shopper, order.id);
    expect(response.statusCode).toBe(201);
    const { invoice } = response.json();
    expect(invoice).toMatchObject({
      series: "A",
      folio: expect.any(Number),
      status: "active",
      receiver: COMPANY,
      totalCents: order.total,
      cancellationReason: null,
      replacementUuid: null,
      cancelledAt: null,
    });
    expect(invoice.uuid).toBe(sandboxUuid(invoice.id));

    const cfdi = readCfdi(await f.validXml(shopper, order.id));
    expect(decimalToCents(cfdi.total)).toBe(order.total);
    expect(cfdi).toMatchObject({
      series: "A",
      folio: String(invoice.folio),
      type: "I",
      currency: "MXN",
      paymentForm: "04",
      paymentMethod: "PUE",
      placeOfIssue: t.config.seller.postalCode,
      issuer: { rfc: t.config.seller.rfc, name: t.config.seller.fiscalName },
      receiver: COMPANY,
    });
    // One concepto per line, named as ordered, and the shipping charged.
    expect(cfdi.concepts.map((c) => [c.description, c.quantity])).toEqual(
      expect.arrayContaining([
        ["Silla Nogal", "2"],
        ["Lámpara <Arco> & Co", "1"],
        ["Envío", "1"],
      ]),
    );
    expect(cfdi.stamp?.uuid).toBe(invoice.uuid);

    expect((await f.get(shopper, invoiceUrl(order.id))).json()).toEqual({
      invoice,
      requestableUntil: before.requestableUntil,
      unavailableReason: "invoiced",
    });
  });

  it("says until when: the first instant of the month after the payment, in Mexico City", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    const [paid] = (await f.events(order.id)).filter((event) => event.toStatus === "paid");
    const { requestableUntil } = (await f.get(shopper, invoiceUrl(order.id))).json();
    expect(requestableUntil).toBe(invoiceRequestableUntil(paid?.at ?? new Date(0)).toISOString());
  });

  it("makes one invoice: a second request, even at the same moment, is 409 invoiced", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    const [first, second] = await Promise.all([f.request(shopper, order.id), f.request(shopper, order.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const again = await f.request(shopper, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "invoiced",
      message: "This order already has its invoice: download it from the order's page",
    });
    expect(await f.invoiceRows(order.id)).toHaveLength(1);
    await f.validXml(shopper, order.id);
  });

  it("is 409 notPaid for an order still awaiting its OXXO payment, with no window yet", async () => {
    const shopper = await createCheckoutShopper(t.app);
    await f.saveFiscalData(shopper);
    const { order } = await placePayLaterOrder(t, shopper, "oxxo");
    expect((await f.get(shopper, invoiceUrl(order.id))).json()).toEqual({
      invoice: null,
      requestableUntil: null,
      unavailableReason: "notPaid",
    });
    const response = await f.request(shopper, order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "notPaid",
      message: "An invoice can be requested once the order is paid",
    });
    expect(await f.invoiceRows(order.id)).toEqual([]);
  });

  it("is 409 refunded once the order was cancelled and its money given back", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    expect((await f.post(shopper, `/api/orders/${order.id}/cancel`)).statusCode).toBe(200);
    const response = await f.request(shopper, order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("refunded");
    expect((await f.get(shopper, invoiceUrl(order.id))).json().unavailableReason).toBe("refunded");
  });

  it("is 409 monthClosed once the calendar month of the payment has ended, naming its last day", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    // 40 days back is always in an earlier calendar month.
    await f.movePaymentBack(order.id, 40);
    const response = await f.request(shopper, order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("monthClosed");
    expect(response.json().message).toMatch(
      /^This order's invoice could be requested until \d{2}\/\d{2}\/\d{4}, the last day of the month it was paid in$/,
    );
    expect((await f.get(shopper, invoiceUrl(order.id))).json().unavailableReason).toBe("monthClosed");
    expect(await f.invoiceRows(order.id)).toEqual([]);
  });

  it("is 409 notInvoiceable for an order charged another IVA rate than the CFDI's 16%, never offered", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    // As when the shop's IVA_RATE setting was the border region's 8% at checkout.
    await t.database.db
      .update(orders)
      .set({ ivaRateBp: 800, ivaCents: ivaContainedCents(order.total, 800) })
      .where(eq(orders.id, order.id));
    expect((await f.get(shopper, invoiceUrl(order.id))).json()).toMatchObject({
      invoice: null,
      unavailableReason: "notInvoiceable",
    });
    const response = await f.request(shopper, order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "notInvoiceable",
      message:
        "This order can't be invoiced online: its IVA rate isn't the 16% the shop's invoices carry. Contact us for its invoice.",
    });
    expect(await f.invoiceRows(order.id)).toEqual([]);
  });

  it("is 409 orderBeingChanged while a cancellation or refund holds the order, then stamps", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    // What a refunding change writes before it asks the payment provider (docs/decisions/012).
    const hold = (claimedAt: Date | null) =>
      t.database.db.update(orders).set({ changeClaimedAt: claimedAt }).where(eq(orders.id, order.id));
    await hold(new Date());
    const response = await f.request(shopper, order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "orderBeingChanged",
      message:
        "This order is being changed right now (a cancellation or a refund). Please try again in a moment.",
    });
    expect(await f.invoiceRows(order.id)).toEqual([]);

    await hold(null);
    expect((await f.request(shopper, order.id)).statusCode).toBe(201);
    await f.validXml(shopper, order.id);
  });

  it("is 409 noFiscalData until the shopper saves fiscal data, in the shopper's language", async () => {
    const { shopper, order } = await f.paidOrder();
    const response = await t.app.inject({
      method: "POST",
      url: invoiceUrl(order.id),
      headers: { cookie: shopper.cookie, "accept-language": "es-MX" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "noFiscalData",
      message: "Primero guarda tus datos fiscales: la factura se emite a esos datos",
    });
    expect(await f.invoiceRows(order.id)).toEqual([]);
    await f.saveFiscalData(shopper);
    expect((await f.request(shopper, order.id)).statusCode).toBe(201);
    await f.validXml(shopper, order.id);
  });
});

describe("a provider that fails", () => {
  it("refusing: 503, nothing kept, and the next request stamps", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    pac.refuseNextStamp();
    const failed = await f.request(shopper, order.id);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      code: "unavailable",
      message: "We could not issue your invoice right now. Please try again in a few minutes.",
    });
    expect(await f.invoiceRows(order.id)).toEqual([]);
    expect((await f.get(shopper, invoiceUrl(order.id))).json().unavailableReason).toBeNull();

    expect((await f.request(shopper, order.id)).statusCode).toBe(201);
    await f.validXml(shopper, order.id);
  });

  it("losing its answer: the claim waits, then the next request stamps it under the same id", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    pac.loseNextStampAnswer();
    expect((await f.request(shopper, order.id)).statusCode).toBe(503);
    const [claim] = await f.invoiceRows(order.id);
    expect(claim).toMatchObject({ status: "stamping", uuid: null });

    // Meanwhile the order reads as being invoiced, and a request says so.
    expect((await f.get(shopper, invoiceUrl(order.id))).json()).toMatchObject({
      invoice: null,
      unavailableReason: "invoiced",
    });
    const meanwhile = await f.request(shopper, order.id);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().message).toMatch(/being issued right now/);

    // A few minutes on, the claim is stale: the same invoice id, so the provider's same stamp.
    await t.database.db
      .update(invoices)
      .set({ createdAt: sql`${invoices.createdAt} - interval '10 minutes'` })
      .where(eq(invoices.orderId, order.id));
    expect((await f.get(shopper, invoiceUrl(order.id))).json().unavailableReason).toBeNull();
    const retried = await f.request(shopper, order.id);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().invoice).toMatchObject({ id: claim?.id, folio: claim?.folio });
    expect(retried.json().invoice.uuid).toBe(sandboxUuid(claim?.id ?? ""));
    expect(await f.invoiceRows(order.id)).toHaveLength(1);
    await f.validXml(shopper, order.id);
  });
});

describe("the invoice's files", () => {
  it("download as Hogar-<serie><folio>.xml and .pdf, and are 404 before there is an invoice", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    for (const kind of ["xml", "pdf"]) {
      const missing = await f.get(shopper, `/api/orders/${order.id}/invoice.${kind}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: "not_found", message: "This order has no invoice" });
    }
    const { invoice } = (await f.request(shopper, order.id)).json();
    const name = `Hogar-A${invoice.folio}`;

    const xml = await f.get(shopper, `/api/orders/${order.id}/invoice.xml`);
    expect(xml.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(xml.headers["content-disposition"]).toBe(`attachment; filename="${name}.xml"`);
    expect(xml.headers["cache-control"]).toBe("no-store");
    expect(await f.validXml(shopper, order.id)).toBe(xml.body);

    const pdf = await f.get(shopper, `/api/orders/${order.id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="${name}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("are e-mailed to the shopper, in their language, with the XML and the PDF attached", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    const locale = await t.app.inject({
      method: "PUT",
      url: "/api/me/locale",
      headers: { cookie: shopper.cookie },
      payload: { locale: "es-MX" },
    });
    expect(locale.statusCode).toBe(200);
    const { invoice } = (await f.request(shopper, order.id)).json();
    const xml = await f.validXml(shopper, order.id);

    const mails = (await f.mailsTo(shopper.email)).filter((mail) => mail.attachments?.length);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Tu factura del pedido ${order.id.slice(0, 8)} de Hogar`);
    expect(mail?.text).toContain(invoice.uuid);
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType, a.cid])).toEqual([
      [`Hogar-A${invoice.folio}.xml`, "application/xml", undefined],
      [`Hogar-A${invoice.folio}.pdf`, "application/pdf", undefined],
    ]);
    const [xmlFile, pdfFile] = mail?.attachments ?? [];
    expect(Buffer.from(xmlFile?.contentBase64 ?? "", "base64").toString("utf8")).toBe(xml);
    expect(
      Buffer.from(pdfFile?.contentBase64 ?? "", "base64")
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
  });
});

describe("another shopper's order", () => {
  it("is 404 on every invoice route, and nothing is made", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    const other = await createCheckoutShopper(t.app);
    await f.saveFiscalData(other);
    const notFound = { code: "not_found", message: "Order not found" };
    for (const url of [invoiceUrl(order.id), `${invoiceUrl(order.id)}.xml`, `${invoiceUrl(order.id)}.pdf`]) {
      const response = await f.get(other, url);
      expect([url, response.statusCode, response.json()]).toEqual([url, 404, notFound]);
    }
    const post = await f.request(other, order.id);
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual(notFound);
    expect(await f.invoiceRows(order.id)).toEqual([]);

    // Once the owner has an invoice, the other shopper still sees nothing of it.
    expect((await f.request(shopper, order.id)).statusCode).toBe(201);
    await f.validXml(shopper, order.id);
    for (const url of [invoiceUrl(order.id), `${invoiceUrl(order.id)}.xml`, `${invoiceUrl(order.id)}.pdf`]) {
      expect((await f.get(other, url)).statusCode).toBe(404);
    }
  });
});

describe("Download my data (docs/product.md 62)", () => {
  it("includes the shopper's fiscal data and their invoices with the receiver each was issued to", async () => {
    const { shopper, order, invoice } = await f.invoicedOrder();
    const data = (await f.get(shopper, "/api/me/data")).json();
    expect(data.fiscalData).toEqual({ ...COMPANY, updatedAt: expect.any(String) });
    expect(data.invoices).toEqual([
      {
        orderId: order.id,
        series: "A",
        folio: invoice.folio,
        uuid: invoice.uuid,
        status: "active",
        receiver: COMPANY,
        stampedAt: invoice.stampedAt,
        cancelledAt: null,
      },
    ]);

    const stranger = (await f.get(await createCheckoutShopper(t.app), "/api/me/data")).json();
    expect([stranger.fiscalData, stranger.invoices]).toEqual([null, []]);
  });
});
