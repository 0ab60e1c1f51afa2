import { invoiceRequestableUntil } from "@hogar/shared/invoice-window";
import { ivaContainedCents } from "@hogar/shared/iva";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fiscalData, invoices, orders } from "../src/db/schema/index.ts";
import { decimalToCents } from "../src/modules/invoicing/cfdi-amounts.ts";
import { readCfdi } from "../src/modules/invoicing/cfdi-read.ts";
import { StampTimeoutError } from "../src/modules/invoicing/invoice-stamping.ts";
import {
  type InvoicingProvider,
  InvoicingProviderError,
} from "../src/modules/invoicing/invoicing-provider.ts";
import { createSandboxPac, sandboxUuid } from "../src/modules/invoicing/sandbox-pac.ts";
import { createCheckoutShopper, TEST_CARDS } from "./helpers/checkout-shopper.ts";
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

/** A person's fiscal data (the SAT's test RFC), saved over COMPANY in some tests. */
const PERSON = {
  rfc: "CACX7605101P8",
  name: "XOCHILT CASAS CHAVEZ",
  taxRegime: "612",
  postalCode: "36257",
  cfdiUse: "G03",
};

describe("requesting the invoice of a paid order", () => {
  it("stamps a valid CFDI to the fiscal data for exactly the order's total (201)", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData([
      { priceCents: 129_900, quantity: 2, name: "Silla Nogal" },
      { priceCents: 45_050, quantity: 1, name: "Lámpara <Arco> & Co" },
    ]);
    const before = (await f.get(shopper, invoiceUrl(order.id))).json();
    expect(before).toEqual({
      invoice: null,
      pending: null,
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
      pending: null,
      requestableUntil: before.requestableUntil,
      unavailableReason: "invoiced",
    });
  });

  it("names the forma de pago of a debit card 28, as the SAT's catalogue tells the cards apart", async () => {
    const debitShopper = await createCheckoutShopper(t.app, TEST_CARDS.debit);
    const { shopper, order } = await f.paidOrderWithFiscalData(undefined, debitShopper);
    expect((await f.request(shopper, order.id)).statusCode).toBe(201);
    expect(readCfdi(await f.validXml(shopper, order.id)).paymentForm).toBe("28");
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
      pending: null,
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
      message: "Primero guarda tus datos fiscales: la factura se emite con esos datos",
    });
    expect(await f.invoiceRows(order.id)).toEqual([]);
    await f.saveFiscalData(shopper);
    expect((await f.request(shopper, order.id)).statusCode).toBe(201);
    await f.validXml(shopper, order.id);
  });

  it("is 409 fiscalDataOutdated for data saved under older rules, and takes no folio, until they are put right", async () => {
    const { shopper, order } = await f.paidOrder();
    await f.saveFiscalData(shopper);
    // Saved before the rule that a company's name goes without its régimen de capital.
    await t.database.db
      .update(fiscalData)
      .set({ name: "ESCUELA KEMPER URGATE SA DE CV" })
      .where(eq(fiscalData.userId, shopper.id));
    const response = await f.request(shopper, order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("fiscalDataOutdated");
    expect(response.json().message).toBe(
      'Your saved fiscal data need a change before this invoice: Write the name without its régimen de capital ("SA DE CV"), as your Constancia de Situación Fiscal shows it',
    );
    expect(await f.invoiceRows(order.id)).toEqual([]);

    await f.saveFiscalData(shopper);
    expect((await f.request(shopper, order.id)).statusCode).toBe(201);
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

  it("losing its answer: the claim stays, named with its receiver, and no request takes it over", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    pac.loseNextStampAnswer();
    const lost = await f.request(shopper, order.id);
    expect(lost.statusCode).toBe(503);
    expect(lost.json().message).toBe(
      "Your invoice is taking longer than usual. It will appear on the order's page within a few minutes, and we'll e-mail it to you.",
    );
    const [claim] = await f.invoiceRows(order.id);
    expect(claim).toMatchObject({ status: "stamping", uuid: null });

    // The shopper changes their fiscal data meanwhile: the panel names the claim's receiver.
    await f.saveFiscalData(shopper, PERSON);
    const pending = {
      invoice: null,
      pending: { series: "A", folio: claim?.folio, receiver: COMPANY, requestedAt: expect.any(String) },
      requestableUntil: expect.any(String),
      unavailableReason: "invoiced",
    };
    expect((await f.get(shopper, invoiceUrl(order.id))).json()).toEqual(pending);
    const meanwhile = await f.request(shopper, order.id);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toEqual({
      code: "invoiced",
      message: "This order's invoice is being issued right now. Refresh the page in a moment.",
    });

    // Stale or not, a request never stamps another's claim: that is the settler's (below).
    await f.ageClaim(order.id);
    expect((await f.get(shopper, invoiceUrl(order.id))).json()).toEqual(pending);
    expect((await f.request(shopper, order.id)).statusCode).toBe(409);
    expect(await f.invoiceRows(order.id)).toEqual([
      expect.objectContaining({ id: claim?.id, status: "stamping" }),
    ]);
  });

  it("not answering in time: 503 and the claim kept, since the stamp may exist; the call is aborted", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    let aborted: unknown;
    const silent: InvoicingProvider = {
      name: "silent",
      stamp: ({ signal }) =>
        new Promise((_, reject) =>
          signal?.addEventListener("abort", () => {
            aborted = signal.reason;
            reject(signal.reason);
          }),
        ),
      cancel: async () => {},
    };
    const invoicing = f.invoicesService(silent, { stampTimeoutMs: 20 });
    await expect(invoicing.request(shopper.id, order.id)).rejects.toMatchObject({
      kind: "unavailable",
      message: expect.stringMatching(/taking longer than usual/),
    });
    expect(aborted).toBeInstanceOf(StampTimeoutError);
    expect(await f.invoiceRows(order.id)).toEqual([expect.objectContaining({ status: "stamping" })]);
  });

  it("refusing after a settler took the claim over: the request lets go of nothing", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    const sandbox = createSandboxPac();
    // The request's call outlives its claim: a settler takes it (claimed_at now), then the
    // request's provider refuses.
    const late: InvoicingProvider = {
      ...sandbox,
      name: sandbox.name,
      async stamp(request) {
        await t.database.db
          .update(invoices)
          .set({ claimedAt: sql`now() + interval '1 second'` })
          .where(eq(invoices.id, request.invoiceId));
        throw new InvoicingProviderError("The PAC is down");
      },
    };
    await expect(f.invoicesService(late).request(shopper.id, order.id)).rejects.toMatchObject({
      kind: "unavailable",
      message: expect.stringMatching(/could not issue your invoice/),
    });
    expect(await f.invoiceRows(order.id)).toEqual([expect.objectContaining({ status: "stamping" })]);
  });
});

describe("the invoice settler", () => {
  /** A sandbox PAC that counts the stamps it is asked for, each answered after `delayMs`. */
  function countingPac(delayMs = 0) {
    const sandbox = createSandboxPac();
    const asked: string[] = [];
    const provider: InvoicingProvider = {
      ...sandbox,
      name: sandbox.name,
      async stamp(request) {
        asked.push(request.invoiceId);
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        return sandbox.stamp(request);
      },
    };
    return { provider, asked };
  }

  /** A paid order whose request lost the provider's answer, its claim left `stamping`. */
  async function lostClaim() {
    const paid = await f.paidOrderWithFiscalData();
    pac.loseNextStampAnswer();
    expect((await f.request(paid.shopper, paid.order.id)).statusCode).toBe(503);
    const [claim] = await f.invoiceRows(paid.order.id);
    if (!claim) throw new Error("no claim");
    return { ...paid, claim };
  }

  it("finishes a stale claim under the same id and folio, and mails the XML and the PDF", async () => {
    const { shopper, order, claim } = await lostClaim();
    const { provider, asked } = countingPac();
    await f.ageClaim(order.id);
    expect(await f.invoicesService(provider).settleStale()).toBeGreaterThanOrEqual(1);
    expect(asked).toContain(claim.id);

    const { invoice, pending, unavailableReason } = (await f.get(shopper, invoiceUrl(order.id))).json();
    expect([pending, unavailableReason]).toEqual([null, "invoiced"]);
    expect(invoice).toMatchObject({ id: claim.id, folio: claim.folio, status: "active", receiver: COMPANY });
    expect(invoice.uuid).toBe(sandboxUuid(claim.id));
    await f.validXml(shopper, order.id);
    const mails = (await f.mailsTo(shopper.email)).filter((mail) => mail.attachments?.length);
    expect(mails.map((mail) => mail.attachments?.map((a) => a.filename))).toEqual([
      [`Hogar-A${claim.folio}.xml`, `Hogar-A${claim.folio}.pdf`],
    ]);
  });

  it("leaves a claim alone while its request may still be waiting for the provider", async () => {
    const { order } = await lostClaim();
    const { provider, asked } = countingPac();
    await f.invoicesService(provider).settleStale();
    expect(asked).toEqual([]);
    expect(await f.invoiceRows(order.id)).toEqual([expect.objectContaining({ status: "stamping" })]);
  });

  it("finishes the claim even after the order was refunded since: staff then cancel it", async () => {
    const { shopper, order, claim } = await lostClaim();
    expect((await f.post(shopper, `/api/orders/${order.id}/cancel`)).statusCode).toBe(200);
    await f.ageClaim(order.id);
    await f.invoicesService(countingPac().provider).settleStale();
    expect((await f.get(shopper, invoiceUrl(order.id))).json()).toMatchObject({
      invoice: { id: claim.id, status: "active" },
      pending: null,
      unavailableReason: "invoiced",
    });
    await f.validXml(shopper, order.id);
  });

  it("lets go of a claim the provider refuses (nothing was stamped): the order may be invoiced again", async () => {
    const { shopper, order } = await lostClaim();
    await f.ageClaim(order.id);
    pac.refuseNextStamp();
    await f.invoicesService(pac.provider).settleStale();
    expect(await f.invoiceRows(order.id)).toEqual([]);
    expect((await f.get(shopper, invoiceUrl(order.id))).json()).toMatchObject({
      pending: null,
      unavailableReason: null,
    });
    expect((await f.request(shopper, order.id)).statusCode).toBe(201);
    await f.validXml(shopper, order.id);
  });

  it("two settlers (two processes) racing on one stale claim ask the provider once", async () => {
    const { order, claim } = await lostClaim();
    await f.ageClaim(order.id);
    const settlers = [countingPac(50), countingPac(50)];
    await Promise.all(settlers.map(({ provider }) => f.invoicesService(provider).settleStale()));
    expect(settlers.flatMap(({ asked }) => asked).filter((id) => id === claim.id)).toHaveLength(1);
    expect(await f.invoiceRows(order.id)).toEqual([expect.objectContaining({ status: "active" })]);
  });

  it("takes again a claim whose settler lost the answer too, once that claim is stale", async () => {
    const { order, claim } = await lostClaim();
    await f.ageClaim(order.id);
    pac.loseNextStampAnswer();
    await f.invoicesService(pac.provider).settleStale();
    expect(await f.invoiceRows(order.id)).toEqual([expect.objectContaining({ status: "stamping" })]);
    // Just taken by that settler: left alone until it is stale again.
    const { provider, asked } = countingPac();
    await f.invoicesService(provider).settleStale();
    expect(asked).toEqual([]);
    await f.ageClaim(order.id);
    await f.invoicesService(provider).settleStale();
    expect(asked).toContain(claim.id);
    expect(await f.invoiceRows(order.id)).toEqual([expect.objectContaining({ status: "active" })]);
  });
  // Last: the restarted process keeps its own settler running for the rest of the file.
  it("runs when the server starts, finishing what the last process left", async () => {
    const { order, claim } = await lostClaim();
    await f.ageClaim(order.id);
    const restarted = await t.restart();
    await restarted.ready();
    await vi.waitFor(async () =>
      expect(await f.invoiceRows(order.id)).toEqual([
        expect.objectContaining({ id: claim.id, status: "active" }),
      ]),
    );
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
