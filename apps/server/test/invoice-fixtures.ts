import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { invoices, jobs, orderEvents } from "../src/db/schema/index.ts";
import { readCfdi } from "../src/modules/invoicing/cfdi-read.ts";
import { createInvoicesService } from "../src/modules/invoicing/invoices.service.ts";
import {
  type InvoicingProvider,
  InvoicingProviderError,
} from "../src/modules/invoicing/invoicing-provider.ts";
import { createSandboxPac } from "../src/modules/invoicing/sandbox-pac.ts";
import { MAIL_JOB, type OutgoingMail } from "../src/modules/mail/outbox.ts";
import { validateCfdi } from "./helpers/cfdi-schema.ts";
import type { CheckoutShopper } from "./helpers/checkout-shopper.ts";
import type { TestUser } from "./helpers/factories.ts";
import type { TestApp } from "./helpers/test-app.ts";
import { orderFixtures } from "./order-fixtures.ts";

/** A company's fiscal data as the SAT's test RFC has it (docs/product.md 89). */
export const COMPANY = {
  rfc: "EKU9003173C9",
  name: "ESCUELA KEMPER URGATE",
  taxRegime: "601",
  postalCode: "26015",
  cfdiUse: "I02",
};

/**
 * The sandbox PAC, with failures a test queues: a refusal (InvoicingProviderError, nothing
 * stamped) or any other error (a lost answer, after which the stamp may exist).
 */
export function scriptedPac() {
  const sandbox = createSandboxPac();
  const stampFailures: Error[] = [];
  const cancelFailures: Error[] = [];
  const provider: InvoicingProvider = {
    name: sandbox.name,
    async stamp(request) {
      const failure = stampFailures.shift();
      if (failure) throw failure;
      return sandbox.stamp(request);
    },
    async cancel(request) {
      const failure = cancelFailures.shift();
      if (failure) throw failure;
      return sandbox.cancel(request);
    },
  };
  return {
    provider,
    refuseNextStamp: () => stampFailures.push(new InvoicingProviderError("The PAC is down")),
    loseNextStampAnswer: () => stampFailures.push(new Error("socket hang up")),
    refuseNextCancel: () => cancelFailures.push(new InvoicingProviderError("The SAT is not answering")),
  };
}

/** Fixtures for the invoice API's tests, on top of the order fixtures. */
export function invoiceFixtures(t: TestApp) {
  const f = orderFixtures(t);
  const db = () => t.database.db;

  async function saveFiscalData(user: TestUser, data: object = COMPANY) {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/account/fiscal-data",
      headers: { cookie: user.cookie },
      payload: data,
    });
    if (response.statusCode !== 200) throw new Error(`fiscal data: ${response.statusCode} ${response.body}`);
  }

  const request = (user: TestUser, orderId: string) => f.postBare(user, `/api/orders/${orderId}/invoice`);

  /**
   * The XML of the order's invoice as its owner downloads it, after checking it against the SAT's
   * CFDI 4.0 schema: every invoice a test makes is validated.
   */
  async function validXml(user: TestUser, orderId: string, base = "/api/orders"): Promise<string> {
    const response = await f.get(user, `${base}/${orderId}/invoice.xml`);
    expect(response.statusCode).toBe(200);
    expect(await validateCfdi(response.body)).toEqual([]);
    return response.body;
  }

  return {
    ...f,
    saveFiscalData,
    request,
    validXml,

    /** A shopper with fiscal data saved and a paid order of `lines`. */
    async paidOrderWithFiscalData(lines?: Parameters<typeof f.paidOrder>[0], shopper?: CheckoutShopper) {
      const paid = await f.paidOrder(lines, shopper);
      await saveFiscalData(paid.shopper);
      return paid;
    },

    /** A paid order invoiced by its shopper, with its XML checked against the schema. */
    async invoicedOrder(lines?: Parameters<typeof f.paidOrder>[0]) {
      const paid = await f.paidOrder(lines);
      await saveFiscalData(paid.shopper);
      const response = await request(paid.shopper, paid.order.id);
      if (response.statusCode !== 201) throw new Error(`invoice: ${response.statusCode} ${response.body}`);
      const xml = await validXml(paid.shopper, paid.order.id);
      return { ...paid, invoice: response.json().invoice, cfdi: readCfdi(xml) };
    },

    /** Moves the order's payment `days` back: its timeline's change to "paid" is what the rules read. */
    async movePaymentBack(orderId: string, days: number) {
      await db()
        .update(orderEvents)
        .set({ at: sql`${orderEvents.at} - make_interval(days => ${days})` })
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, "paid")));
    },

    invoiceRows: (orderId: string) => db().select().from(invoices).where(eq(invoices.orderId, orderId)),

    /** Ages the order's stamping claim past STAMPING_STALE_SECONDS, as if its request died long ago. */
    async ageClaim(orderId: string) {
      await db()
        .update(invoices)
        .set({ claimedAt: sql`${invoices.claimedAt} - interval '10 minutes'` })
        .where(and(eq(invoices.orderId, orderId), eq(invoices.status, "stamping")));
    },

    /** An invoice service of its own on the test's database, as another process's settler would be. */
    invoicesService(provider: InvoicingProvider, options: { stampTimeoutMs?: number } = {}) {
      return createInvoicesService(db(), { provider, config: t.config, log: t.app.log, ...options });
    },

    /** The mail queued to `email` (the tests' app runs no jobs worker, so it stays in the outbox). */
    async mailsTo(email: string): Promise<OutgoingMail[]> {
      const rows = await db()
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(and(eq(jobs.kind, MAIL_JOB), sql`${jobs.payload} ->> 'to' = ${email}`));
      return rows.map((row) => row.payload as OutgoingMail);
    },
  };
}
