import { SHOP_TIME_ZONE } from "@hogar/shared/delivery";
import { ivaContainedCents } from "@hogar/shared/iva";
import { shopDate } from "@hogar/shared/shop-dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../src/db/schema/index.ts";
import { centsToDecimal } from "../src/modules/invoicing/cfdi-amounts.ts";
import { createCheckoutShopper, TEST_CARDS } from "./helpers/checkout-shopper.ts";
import type { TestUser } from "./helpers/factories.ts";
import { deliverWebhook, paymentEventFor, placePayLaterOrder } from "./helpers/payment-webhooks.ts";
import { pdfText } from "./helpers/pdf-text.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";
import { COMPANY, invoiceFixtures, scriptedPac } from "./invoice-fixtures.ts";

// The back office's side of invoices (docs/product.md 93-94): reading an order's invoice, cancelling
// it once the order has a refund, and the month's orders for the global invoice.

let t: TestApp;
let f: ReturnType<typeof invoiceFixtures>;
let admin: TestUser;
const pac = scriptedPac();
beforeAll(async () => {
  t = await buildTestApp({}, { invoicingProvider: pac.provider });
  f = invoiceFixtures(t);
  admin = await f.admin();
});
afterAll(() => t.close());

const adminInvoice = (orderId: string) => `/api/admin/orders/${orderId}/invoice`;
const cancelUrl = (orderId: string) => `${adminInvoice(orderId)}/cancel`;
const exportUrl = (month: string) => `/api/admin/invoices/global-export?month=${month}`;

/** An invoiced order the shop has cancelled, so its total was refunded. */
async function refundedInvoicedOrder() {
  const invoiced = await f.invoicedOrder();
  const cancelled = await f.post(admin, `/api/admin/orders/${invoiced.order.id}/cancel`, {
    note: "Sin existencias",
  });
  expect(cancelled.statusCode).toBe(200);
  return invoiced;
}

/** An invoiced order of which part was refunded, as a return of some of its lines leaves it. */
async function partlyRefundedInvoicedOrder() {
  const invoiced = await f.invoicedOrder();
  await t.database.db
    .update(orders)
    .set({ status: "returned", refundedCents: Math.floor(invoiced.order.total / 2) })
    .where(eq(orders.id, invoiced.order.id));
  return invoiced;
}

describe("staff reading an order's invoice", () => {
  it("get it as its shopper does, with the XML and the PDF; null before there is one", async () => {
    const { shopper, order, invoice } = await f.invoicedOrder();
    expect((await f.get(admin, adminInvoice(order.id))).json()).toEqual({
      invoice,
      pending: null,
      earlier: [],
    });
    await f.validXml(admin, order.id, "/api/admin/orders");
    const pdf = await f.get(admin, `${adminInvoice(order.id)}.pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="Hogar-A${invoice.folio}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await f.get(shopper, `/api/orders/${order.id}/invoice`)).json().invoice).toEqual(invoice);

    const { order: plain } = await f.paidOrder();
    expect((await f.get(admin, adminInvoice(plain.id))).json()).toEqual({
      invoice: null,
      pending: null,
      earlier: [],
    });
    expect((await f.get(admin, `${adminInvoice(plain.id)}.xml`)).statusCode).toBe(404);
    expect((await f.get(admin, adminInvoice(crypto.randomUUID()))).statusCode).toBe(404);
  });
});

describe("staff reading an invoice being stamped", () => {
  it("see the claim as such, with its Serie-Folio and receiver, and no files yet", async () => {
    const { shopper, order } = await f.paidOrderWithFiscalData();
    pac.loseNextStampAnswer();
    expect((await f.request(shopper, order.id)).statusCode).toBe(503);
    const [claim] = await f.invoiceRows(order.id);
    expect((await f.get(admin, adminInvoice(order.id))).json()).toEqual({
      invoice: null,
      pending: {
        series: "A",
        folio: claim?.folio,
        receiver: COMPANY,
        requestedAt: claim?.createdAt.toISOString(),
      },
      earlier: [],
    });
    expect((await f.get(admin, `${adminInvoice(order.id)}.xml`)).statusCode).toBe(404);
  });
});

describe("the back office's invoice routes", () => {
  it("are for staff only: 403 for a shopper, even the order's own, and 401 without a session", async () => {
    const { shopper, order } = await f.invoicedOrder();
    const routes: [string, string, object?][] = [
      ["GET", adminInvoice(order.id)],
      ["GET", `${adminInvoice(order.id)}.xml`],
      ["GET", `${adminInvoice(order.id)}.pdf`],
      ["POST", cancelUrl(order.id), { reason: "02" }],
      ["GET", exportUrl("2026-03")],
    ];
    for (const [method, url, payload] of routes) {
      const asShopper = await t.app.inject({
        method: method as "GET" | "POST",
        url,
        payload,
        headers: { cookie: shopper.cookie },
      });
      expect([url, asShopper.statusCode, asShopper.json().code]).toEqual([url, 403, "forbidden"]);
      const anonymous = await t.app.inject({ method: method as "GET" | "POST", url, payload });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
    }
    expect((await f.get(admin, adminInvoice(order.id))).json().invoice.status).toBe("active");
  });
});

describe("cancelling an order's invoice", () => {
  it("is 409 for any reason but errors (02) while nothing of the order was refunded, and the invoice stays active", async () => {
    const { order } = await f.invoicedOrder();
    for (const reason of ["03", "04"]) {
      const response = await f.post(admin, cancelUrl(order.id), { reason });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: "notRefunded",
        message:
          "Nothing of this order has been refunded: its invoice is cancelled only as issued with errors (02), so that the shopper can ask for it again",
      });
    }
    expect((await f.get(admin, adminInvoice(order.id))).json().invoice.status).toBe("active");
    expect((await f.audit(order.id)).filter((entry) => entry.action === "cancel-invoice")).toEqual([]);
  });

  it("keeps a cancelled invoice within staff's reach once another is issued, its PDF saying it was cancelled", async () => {
    const { shopper, order, invoice } = await f.invoicedOrder();
    expect((await f.post(admin, cancelUrl(order.id), { reason: "02" })).statusCode).toBe(200);
    const again = await f.request(shopper, order.id);
    expect(again.statusCode).toBe(201);

    const shown = (await f.get(admin, adminInvoice(order.id))).json();
    expect(shown.invoice).toMatchObject({ folio: again.json().invoice.folio, status: "active" });
    expect(shown.earlier).toEqual([
      expect.objectContaining({
        id: invoice.id,
        folio: invoice.folio,
        status: "cancelled",
        cancellationReason: "02",
      }),
    ]);
    const pdf = await f.get(admin, `/api/admin/orders/${order.id}/invoices/${invoice.id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="Hogar-A${invoice.folio}.pdf"`);
    expect(pdfText(pdf.rawPayload)).toContain("CANCELADO ante el SAT");
    const xml = await f.get(admin, `/api/admin/orders/${order.id}/invoices/${invoice.id}.xml`);
    expect(xml.body).toContain(invoice.uuid);
    // Only through its own order, and only for staff.
    const { order: other } = await f.paidOrder();
    expect((await f.get(admin, `/api/admin/orders/${other.id}/invoices/${invoice.id}.pdf`)).statusCode).toBe(
      404,
    );
    expect(
      (await f.get(shopper, `/api/admin/orders/${order.id}/invoices/${invoice.id}.pdf`)).statusCode,
    ).toBe(403);
  });

  it("cancels an invoice issued with errors (02) before any refund, and the shopper asks for it again, put right", async () => {
    const { shopper, order, invoice } = await f.invoicedOrder();
    const cancelled = await f.post(admin, cancelUrl(order.id), { reason: "02" });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().invoice).toMatchObject({ status: "cancelled", cancellationReason: "02" });
    // The shopper is told why, and what to do: check their fiscal data and ask again.
    const [told] = (await f.mailsTo(shopper.email)).filter((mail) => /was cancelled$/.test(mail.subject));
    expect(told?.subject).toMatch(/^Your invoice for Hogar order \w{8} was cancelled$/);
    expect(told?.text).toContain(`We cancelled invoice A-${invoice.folio} of order`);
    expect(told?.text).toContain("ask for the invoice again from the order's page");
    const again = await f.request(shopper, order.id);
    expect(again.statusCode).toBe(201);
    expect(again.json().invoice).toMatchObject({ status: "active", folio: invoice.folio + 1 });
    expect(again.json().invoice.uuid).not.toBe(invoice.uuid);
  });

  it("refuses a reason that does not fit what was refunded (409), naming the one that does", async () => {
    const { order: whole } = await refundedInvoicedOrder();
    const { order: part } = await partlyRefundedInvoicedOrder();
    const replaced = { reason: "01", replacementUuid: crypto.randomUUID() };
    const refusals: [string, object, string, RegExp][] = [
      [whole.id, replaced, "refundedInFull", /refunded in full: .* did not take place \(03\)/],
      [whole.id, { reason: "02" }, "refundedInFull", /refunded in full/],
      [whole.id, { reason: "04" }, "refundedInFull", /refunded in full/],
      [part.id, { reason: "02" }, "partRefunded", /Part of this order was refunded: .* replaced \(01\)/],
      [part.id, { reason: "03" }, "partRefunded", /Part of this order was refunded/],
      [part.id, { reason: "04" }, "partRefunded", /Part of this order was refunded/],
    ];
    for (const [orderId, payload, code, message] of refusals) {
      const response = await f.post(admin, cancelUrl(orderId), payload);
      expect([payload, response.statusCode, response.json().code]).toEqual([payload, 409, code]);
      expect(response.json().message).toMatch(message);
    }
    for (const order of [whole, part]) {
      expect((await f.get(admin, adminInvoice(order.id))).json().invoice.status).toBe("active");
    }
  });

  it("cancels the active invoice of a refunded order with the reason, audited, and only once", async () => {
    const { shopper, order, invoice } = await refundedInvoicedOrder();
    const response = await f.post(admin, cancelUrl(order.id), { reason: "03" });
    expect(response.statusCode).toBe(200);
    // The shopper is told the invoice no longer applies; a refunded order may not be invoiced
    // again, so nothing says to ask again (docs/product.md 93).
    const told = (await f.mailsTo(shopper.email)).filter((mail) => /was cancelled$/.test(mail.subject));
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(`We cancelled invoice A-${invoice.folio} of order`);
    expect(told[0]?.text).toContain("the order was refunded in full, so the sale did not take place");
    expect(told[0]?.text).not.toContain("ask for the invoice again");
    const cancelled = response.json().invoice;
    expect(cancelled).toEqual({
      ...invoice,
      status: "cancelled",
      cancellationReason: "03",
      replacementUuid: null,
      cancelledAt: expect.any(String),
    });

    const entries = (await f.audit(order.id)).filter((entry) => entry.action === "cancel-invoice");
    expect(entries).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        entityType: "order",
        before: { invoice: `A-${invoice.folio}`, uuid: invoice.uuid, status: "active" },
        after: {
          invoice: `A-${invoice.folio}`,
          uuid: invoice.uuid,
          status: "cancelled",
          reason: "03",
          replacementUuid: null,
        },
      }),
    ]);

    // Its PDF, printed again, says it is cancelled.
    const pdf = await f.get(shopper, `/api/orders/${order.id}/invoice.pdf`);
    expect(pdfText(pdf.rawPayload)).toContain(
      `CANCELADO ante el SAT el ${shopDate(cancelled.cancelledAt)}, motivo 03`,
    );

    // The shopper sees it cancelled and may not ask for another: the order was refunded.
    expect((await f.get(shopper, `/api/orders/${order.id}/invoice`)).json()).toMatchObject({
      invoice: cancelled,
      unavailableReason: "refunded",
    });
    await f.validXml(shopper, order.id);

    const again = await f.post(admin, cancelUrl(order.id), { reason: "03" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "noActiveInvoice",
      message: "This order has no active invoice to cancel",
    });
  });

  it("with reason 01 needs another invoice's folio fiscal, kept in capitals", async () => {
    const { shopper, order, invoice } = await partlyRefundedInvoicedOrder();
    const refusals: [object, string][] = [
      [{ reason: "01" }, "Reason 01 needs the folio fiscal (UUID) of the invoice that replaces this one"],
      [{ reason: "01", replacementUuid: "  " }, "Reason 01 needs the folio fiscal (UUID) of the invoice"],
      [{ reason: "01", replacementUuid: "A-12" }, "must be a UUID"],
      [
        { reason: "01", replacementUuid: invoice.uuid.toLowerCase() },
        "this is the folio fiscal of the invoice being cancelled",
      ],
      [{ reason: "03", replacementUuid: crypto.randomUUID() }, "Only reason 01 takes"],
      [{ reason: "05" }, "Choose a cancellation reason from the SAT's catalogue, 01 to 04"],
      [{}, "Choose a cancellation reason"],
    ];
    for (const [payload, message] of refusals) {
      const response = await f.post(admin, cancelUrl(order.id), payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      expect(response.json().message).toContain(message);
    }
    expect((await f.get(admin, adminInvoice(order.id))).json().invoice.status).toBe("active");

    const replacement = crypto.randomUUID();
    const response = await f.post(admin, cancelUrl(order.id), { reason: "01", replacementUuid: replacement });
    expect(response.statusCode).toBe(200);
    expect(response.json().invoice).toMatchObject({
      status: "cancelled",
      cancellationReason: "01",
      replacementUuid: replacement.toUpperCase(),
    });
    // The shopper is told which invoice replaces it, by its folio fiscal.
    const [told] = (await f.mailsTo(shopper.email)).filter((mail) => /was cancelled$/.test(mail.subject));
    expect(told?.text).toContain("replaced it with a new invoice from our accounting team");
    expect(told?.text).toContain(replacement.toUpperCase());
  });

  it("is 409 for a refunded order with no invoice, and 404 for an order that does not exist", async () => {
    const { order } = await f.paidOrder();
    await f.post(admin, `/api/admin/orders/${order.id}/cancel`, { note: "Sin existencias" });
    const response = await f.post(admin, cancelUrl(order.id), { reason: "03" });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("noActiveInvoice");
    expect((await f.post(admin, cancelUrl(crypto.randomUUID()), { reason: "03" })).statusCode).toBe(404);
  });

  it("is 503 when the provider does not cancel it: the invoice stays active and nothing is audited", async () => {
    const { order } = await refundedInvoicedOrder();
    pac.refuseNextCancel();
    const response = await f.post(admin, cancelUrl(order.id), { reason: "03" });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/did not cancel the invoice, so it is still active/);
    expect((await f.get(admin, adminInvoice(order.id))).json().invoice.status).toBe("active");
    expect((await f.audit(order.id)).filter((entry) => entry.action === "cancel-invoice")).toEqual([]);
    expect((await f.post(admin, cancelUrl(order.id), { reason: "03" })).statusCode).toBe(200);
  });
});

/** YYYY-MM of an instant in Mexico City. */
function mexicoMonth(instant: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
  }).formatToParts(instant);
  return `${parts.find((p) => p.type === "year")?.value}-${parts.find((p) => p.type === "month")?.value}`;
}

const HEADER = "order_id,paid_at,forma_pago,clave_prod_serv,clave_unidad,base,iva,total,refunded,tasa_iva";

/** The export's rows by order id, each as its columns. */
async function exportRows(month: string) {
  const response = await f.get(admin, exportUrl(month));
  expect(response.statusCode).toBe(200);
  const [header, ...lines] = response.body.split("\r\n");
  expect(header).toBe(HEADER);
  expect(lines.pop()).toBe("");
  return new Map(lines.map((line) => line.split(",")).map((row) => [row[0], row]));
}

const cents = (pesos: string | undefined) => Math.round(Number(pesos) * 100);

describe("the global invoice export", () => {
  it("lists the month's paid orders with no invoice and not cancelled, base + IVA = total", async () => {
    const month = mexicoMonth(new Date());
    const { order: invoiced } = await f.invoicedOrder();
    const { order: paid } = await f.paidOrder([{ priceCents: 123_457, quantity: 3 }]);
    const { order: cancelled } = await f.paidOrder();
    await f.post(admin, `/api/admin/orders/${cancelled.id}/cancel`, { note: "Sin existencias" });
    const shopper = await createCheckoutShopper(t.app);
    const { order: unpaid } = await placePayLaterOrder(t, shopper, "oxxo");
    const { order: paidAtOxxo, reference } = await placePayLaterOrder(t, shopper, "oxxo", 80_000);
    await t.app.inject({
      method: "POST",
      url: "/api/sandbox/payments/pay",
      headers: { cookie: shopper.cookie },
      payload: { reference },
    });
    expect((await deliverWebhook(t, await paymentEventFor(t.database.db, paidAtOxxo))).statusCode).toBe(200);

    const response = await f.get(admin, exportUrl(month));
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="factura-global-${month}.csv"`,
    );
    const rows = await exportRows(month);
    for (const left of [invoiced, cancelled, unpaid]) expect(rows.has(left.id)).toBe(false);

    const row = rows.get(paid.id);
    const [paidEvent] = (await f.events(paid.id)).filter((event) => event.toStatus === "paid");
    expect(row?.slice(1, 5)).toEqual([expect.any(String), "04", "01010101", "ACT"]);
    expect(row?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[56]:00$/);
    expect(Date.parse(row?.[1] ?? "")).toBe(Math.floor((paidEvent?.at.getTime() ?? 0) / 1000) * 1000);
    const [base, iva, total, refunded, rate] = (row ?? []).slice(5);
    expect(rate).toBe("0.160000");
    for (const pesos of [base, iva, total, refunded]) expect(pesos).toMatch(/^\d+\.\d{2}$/);
    expect(cents(total)).toBe(paid.total);
    expect(cents(iva)).toBe(paid.ivaCents);
    expect(cents(base) + cents(iva)).toBe(cents(total));
    expect(refunded).toBe("0.00");

    expect(rows.get(paidAtOxxo.id)?.[2]).toBe("01");
  });

  it("leaves out an order whose invoice was replaced (01), and takes back one cancelled for errors (02)", async () => {
    const month = mexicoMonth(new Date());
    const { order: replaced } = await partlyRefundedInvoicedOrder();
    const cancelled = await f.post(admin, cancelUrl(replaced.id), {
      reason: "01",
      replacementUuid: crypto.randomUUID(),
    });
    expect(cancelled.statusCode).toBe(200);
    const { order: forErrors } = await f.invoicedOrder();
    expect((await f.post(admin, cancelUrl(forErrors.id), { reason: "02" })).statusCode).toBe(200);

    const rows = await exportRows(month);
    expect(rows.has(replaced.id)).toBe(false);
    expect(rows.has(forErrors.id)).toBe(true);
  });

  it("gives each order's IVA rate as its TasaOCuota, so one placed at 8% is taken at 8%", async () => {
    const month = mexicoMonth(new Date());
    const { order } = await f.paidOrder();
    await t.database.db.update(orders).set({ ivaRateBp: 800 }).where(eq(orders.id, order.id));
    const row = (await exportRows(month)).get(order.id) ?? [];
    expect(row[9]).toBe("0.080000");
    expect(cents(row[6])).toBe(ivaContainedCents(order.total, 800));
  });

  it("names a debit card's payment 28 and a credit card's 04", async () => {
    const month = mexicoMonth(new Date());
    const { order: byDebit } = await f.paidOrder(
      undefined,
      await createCheckoutShopper(t.app, TEST_CARDS.debit),
    );
    const { order: byCredit } = await f.paidOrder();
    const rows = await exportRows(month);
    expect(rows.get(byDebit.id)?.[2]).toBe("28");
    expect(rows.get(byCredit.id)?.[2]).toBe("04");
  });

  it("counts a partly refunded order for what was kept, its IVA taken on that; one refunded in full not at all", async () => {
    const month = mexicoMonth(new Date());
    const returned = await f.paidOrder([
      { priceCents: 250_000, quantity: 1 },
      { priceCents: 40_001, quantity: 1 },
    ]);
    const [lamp] = returned.products;
    await f.ship(admin, returned.order.id);
    await f.deliver(admin, returned.order.id);
    const asked = await f.post(returned.shopper, `/api/orders/${returned.order.id}/return`, {
      lines: [{ productId: lamp?.id, quantity: 1 }],
      reason: "Llegó con un golpe en la pata",
    });
    expect(asked.statusCode).toBe(201);
    const approved = await f.post(admin, `/api/admin/orders/${returned.order.id}/approve-return`, {});
    expect(approved.json()).toMatchObject({ status: "returned", refunded: 250_000 });

    // As a return of every line of an order shipped free leaves it.
    const { order: refundedInFull } = await f.paidOrder();
    await t.database.db
      .update(orders)
      .set({ status: "returned", refundedCents: refundedInFull.total })
      .where(eq(orders.id, refundedInFull.id));

    const rows = await exportRows(month);
    expect(rows.has(refundedInFull.id)).toBe(false);
    const kept = returned.order.total - 250_000;
    const iva = ivaContainedCents(kept, 1600);
    expect(rows.get(returned.order.id)?.slice(5)).toEqual([
      centsToDecimal(kept - iva),
      centsToDecimal(iva),
      centsToDecimal(kept),
      "2500.00",
      "0.160000",
    ]);
  });

  it("counts an order in the month it was paid, in Mexico City", async () => {
    const { order } = await f.paidOrder();
    await f.movePaymentBack(order.id, 40);
    const [paidEvent] = (await f.events(order.id)).filter((event) => event.toStatus === "paid");
    const earlier = mexicoMonth(paidEvent?.at ?? new Date());
    expect((await exportRows(earlier)).has(order.id)).toBe(true);
    expect((await exportRows(mexicoMonth(new Date()))).has(order.id)).toBe(false);
  });

  it("is 400 without a month written YYYY-MM", async () => {
    for (const url of [
      exportUrl("2026-13"),
      exportUrl("2026-3"),
      exportUrl("marzo"),
      "/api/admin/invoices/global-export",
    ]) {
      const response = await f.get(admin, url);
      expect([url, response.statusCode, response.json().message]).toEqual([
        url,
        400,
        "Give the month as YYYY-MM, for example 2026-03",
      ]);
    }
  });
});
