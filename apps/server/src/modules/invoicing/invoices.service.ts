import { lineTitle } from "@hogar/shared/cart-rules";
import { fiscalDataProblem } from "@hogar/shared/fiscal-rules";
import {
  type InvoiceUnavailableReason,
  invoiceRequestableUntil,
  invoiceRequestLastDay,
  invoiceUnavailableReason,
} from "@hogar/shared/invoice-window";
import {
  type AdminOrderInvoiceResponse,
  FOLIO_FISCAL_PATTERN,
  type InvoiceView,
  type OrderInvoiceResponse,
  pickFiscalData,
  serieFolio,
} from "@hogar/shared/invoices";
import { m } from "@hogar/shared/messages";
import {
  CANCEL_FOR_ERRORS,
  CANCELLATION_REASONS,
  CANCELLATION_REASONS_BY_REFUND,
  type CancellationReason,
  paymentFormOf,
  type RefundState,
  refundStateOf,
} from "@hogar/shared/sat-catalogs";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../lib/constraint-violation.ts";
import { AppError } from "../../lib/errors.ts";
import { type AuditActor, createAuditRepository } from "../audit/audit.repository.ts";
import {
  invoiceCancelledForErrorsMail,
  invoiceCancelledRefundedMail,
  invoiceCancelledReplacedMail,
} from "../mail/templates/invoice-cancelled.ts";
import { createOrderSettling } from "../orders/order-settling.ts";
import { createOrdersRepository, type OrderRow } from "../orders/orders.repository.ts";
import { invoiceConcepts } from "./cfdi-amounts.ts";
import { renderCfdiPdf } from "./cfdi-pdf.ts";
import { buildCfdi } from "./cfdi-xml.ts";
import { fiscalDataRepository } from "./fiscal-data.repository.ts";
import { createInvoiceStamping, type InvoiceStampingOptions } from "./invoice-stamping.ts";
import { type InvoiceFileKind, invoiceFileName, toInvoiceView, toPendingView } from "./invoice-view.ts";
import { type InvoiceRow, invoicesRepository as repository } from "./invoices.repository.ts";
import { InvoicingProviderError, type StampedCfdi } from "./invoicing-provider.ts";

// The views and file names, for the routes and Download my data.
export { type InvoiceFileKind, invoiceFileName, receiverOf, toInvoiceView } from "./invoice-view.ts";

/** What a refused invoice request or cancellation says in `code`, beside its message. */
export type InvoiceConflictCode =
  | InvoiceUnavailableReason
  | "noFiscalData"
  | "fiscalDataOutdated"
  | "orderBeingChanged"
  | "notRefunded"
  | "partRefunded"
  | "refundedInFull"
  | "noActiveInvoice";

/** 409 whose `code` says which rule refused it (docs/product.md 90, 93), so a client can tell them apart. */
export class InvoiceConflict extends AppError {
  constructor(
    override readonly code: InvoiceConflictCode,
    message: string,
  ) {
    super("conflict", message);
    this.name = "InvoiceConflict";
  }
}

export interface InvoicesServiceOptions extends InvoiceStampingOptions {
  config: Pick<AppConfig, "seller" | "invoiceSeries" | "baseUrl" | "shopName">;
  clock?: () => Date;
}

/** A downloadable file of an invoice. */
export interface InvoiceFile {
  filename: string;
  contentType: "application/xml" | "application/pdf";
  body: string | Buffer;
}

export interface CancelInvoiceInput {
  reason: string;
  replacementUuid?: string | null;
}

const notFound = () => new AppError("not_found", m.server_order_not_found());
const noInvoice = () => new AppError("not_found", m.server_invoice_not_found());
const invalid = (message: string, field: string) => new AppError("invalid", message, { [field]: message });

/** Why the request is refused, in words that name the rule (and for a closed month, its last day). */
function unavailable(
  reason: InvoiceUnavailableReason,
  paidAt: Date | null,
  live: InvoiceRow | undefined,
): InvoiceConflict {
  const message = {
    invoiced: () =>
      live?.status === "stamping" ? m.server_invoice_being_stamped() : m.server_invoice_already(),
    refunded: () => m.server_invoice_refunded(),
    notInvoiceable: () => m.server_invoice_not_invoiceable(),
    notPaid: () => m.server_invoice_not_paid(),
    monthClosed: () =>
      paidAt
        ? m.server_invoice_month_closed({ date: invoiceRequestLastDay(invoiceRequestableUntil(paidAt)) })
        : m.server_invoice_not_paid(),
  }[reason];
  return new InvoiceConflict(reason, message());
}

/** A cancellation reason that does not fit what was refunded of the order, naming the one that does. */
const REASON_NOT_FOR_REFUND: Record<RefundState, () => InvoiceConflict> = {
  none: () => new InvoiceConflict("notRefunded", m.server_invoice_cancel_not_refunded()),
  part: () => new InvoiceConflict("partRefunded", m.server_invoice_cancel_part_refunded()),
  all: () => new InvoiceConflict("refundedInFull", m.server_invoice_cancel_refunded()),
};

/**
 * Orders' CFDIs (docs/product.md 90-93; docs/decisions/016). A request claims the order's invoice
 * in one transaction (the order locked FOR UPDATE, the window checked, a "stamping" row with the
 * next folio and the unsealed CFDI), asks the provider outside any transaction (an embedded
 * database has one connection, and no lock should wait on a provider), then writes the stamped
 * CFDI and queues the mail with both files in one more. A provider that refuses leaves nothing;
 * one that does not answer in time leaves the claim for the invoice settler (invoice-stamping.ts).
 */
export function createInvoicesService(db: Db, options: InvoicesServiceOptions) {
  const { provider, config, log, clock = () => new Date() } = options;
  const orders = createOrdersRepository(db);
  const stamping = createInvoiceStamping(db, options);
  const settling = createOrderSettling(orders, config);
  const audit = createAuditRepository();

  /** Why the order may not be invoiced now (docs/product.md 90), or null. */
  function unavailableReasonOf(order: OrderRow, paidAt: Date | null, hasLiveInvoice: boolean) {
    const { status, refundedCents, ivaRateBp } = order;
    return invoiceUnavailableReason({
      status,
      refundedCents,
      ivaRateBp,
      paidAt,
      hasLiveInvoice,
      now: clock(),
    });
  }

  async function ownOrder(userId: string, orderId: string): Promise<OrderRow> {
    const order = await orders.findShown(userId, orderId);
    if (!order) throw notFound();
    return order;
  }

  async function anyOrder(orderId: string): Promise<OrderRow> {
    const order = await orders.find(orderId);
    if (!order) throw notFound();
    return order;
  }

  /**
   * The shopper hears of a cancelled invoice in words that fit its reason (docs/product.md 93):
   * issued with errors, to ask for again while they still may (no refund since, the payment's month
   * not closed); replaced, with the replacing folio fiscal; or void, the order refunded in full.
   */
  async function queueCancelledMail(
    tx: Db,
    order: OrderRow,
    invoice: { series: string; folio: number; uuid: string },
    reason: CancellationReason,
    replacementUuid: string | null,
  ): Promise<void> {
    if (reason === CANCEL_FOR_ERRORS) {
      const mayAskAgain = unavailableReasonOf(order, await repository.paidAt(tx, order.id), false) === null;
      if (mayAskAgain)
        await settling.queueOrderMail(tx, order, (data) =>
          invoiceCancelledForErrorsMail({ ...data, invoice }),
        );
    } else if (reason === "01" && replacementUuid) {
      await settling.queueOrderMail(tx, order, (data) =>
        invoiceCancelledReplacedMail({ ...data, invoice, replacementUuid }),
      );
    } else if (reason === "03") {
      await settling.queueOrderMail(tx, order, (data) => invoiceCancelledRefundedMail({ ...data, invoice }));
    }
  }

  async function shownView(order: OrderRow): Promise<InvoiceView | null> {
    const row = await repository.shown(db, order.id);
    return row ? toInvoiceView(row, order.totalCents) : null;
  }

  /**
   * Claims the order's invoice and builds its CFDI. A claim that exists, stale or not, answers
   * "invoiced": the invoice settler finishes it.
   */
  async function claim(userId: string, orderId: string): Promise<{ id: string; xml: string; claim: string }> {
    try {
      return await db.transaction(async (tx) => {
        const order = await orders.findForUpdate(tx, orderId);
        if (!order) throw notFound();
        const live = await repository.live(tx, order.id);
        const paidAt = await repository.paidAt(tx, order.id);
        const reason = unavailableReasonOf(order, paidAt, live !== undefined);
        if (reason) throw unavailable(reason, paidAt, live);
        // A cancellation or refund holds the order while the payment provider answers: it may be
        // refunded a moment from now, so the request waits for that answer (docs/decisions/012).
        if (order.changeClaimedAt)
          throw new InvoiceConflict("orderBeingChanged", m.server_invoice_order_being_changed());
        const fiscal = await fiscalDataRepository.find(tx, userId);
        if (!fiscal) throw new InvoiceConflict("noFiscalData", m.server_invoice_no_fiscal_data());
        const receiver = pickFiscalData(fiscal);
        // Saved under older rules, they may be what the SAT now refuses (a company's name with its
        // régimen de capital): said here, not by the PAC after a folio is taken.
        const outdated = fiscalDataProblem(receiver);
        if (outdated) {
          throw new InvoiceConflict(
            "fiscalDataOutdated",
            m.server_invoice_fiscal_data_outdated({ problem: outdated }),
          );
        }

        const lines = await orders.lines([order.id], tx);
        const amounts = invoiceConcepts({
          lines: lines.map((line) => ({
            // The variant's words after the name ("Sofa (Linen · 3 seats)"): what was bought, as the order says.
            description: lineTitle(line.name, line.variantLabel),
            quantity: line.quantity,
            priceCents: line.priceCents,
            discountCents: line.discountCents,
          })),
          shippingCents: order.shippingCents,
          ivaCents: order.ivaCents,
          totalCents: order.totalCents,
        });
        const { id, folio, claim } = await repository.insertStamping(tx, {
          orderId: order.id,
          series: config.invoiceSeries,
          receiver,
          provider: provider.name,
        });
        const xml = buildCfdi({
          series: config.invoiceSeries,
          folio,
          issuedAt: clock(),
          issuer: {
            rfc: config.seller.rfc,
            name: config.seller.fiscalName,
            taxRegime: config.seller.taxRegime,
            postalCode: config.seller.postalCode,
          },
          receiver,
          paymentForm: paymentFormOf(order.paymentMethod, order.cardFunding),
          amounts,
        });
        await repository.setXml(tx, id, xml);
        return { id, xml, claim };
      });
    } catch (error) {
      // The order's lock makes a second request wait and see the first one's claim; the index is
      // the last word should anything ever claim without the lock.
      if (isUniqueViolation(error)) throw new InvoiceConflict("invoiced", m.server_invoice_being_stamped());
      throw error;
    }
  }

  /**
   * The provider's stamp for this request's claim. A refusal (InvoicingProviderError: nothing was
   * stamped) lets the claim go, if it is still this request's; no answer in time, or any other
   * failure, may come after the provider stamped, so the claim stays and the invoice settler asks
   * again under the same id once it is stale.
   */
  async function stamp(claimed: { id: string; xml: string; claim: string }): Promise<StampedCfdi> {
    try {
      return await stamping.stamp(claimed);
    } catch (error) {
      if (error instanceof InvoicingProviderError) {
        await repository.deleteStamping(db, claimed.id, claimed.claim);
        throw new AppError("unavailable", m.server_invoice_provider_failed());
      }
      log.error(
        { err: error, invoiceId: claimed.id },
        "stamping got no answer; the invoice settler finishes it",
      );
      throw new AppError("unavailable", m.server_invoice_stamp_pending());
    }
  }

  async function fileOf(row: InvoiceRow | undefined, kind: InvoiceFileKind): Promise<InvoiceFile> {
    if (!row) throw noInvoice();
    const filename = invoiceFileName(row, kind);
    if (kind === "xml") return { filename, contentType: "application/xml", body: row.xml };
    const cancellation =
      row.status === "cancelled" && row.cancelledAt && row.cancellationReason
        ? {
            cancelledAt: row.cancelledAt,
            reason: row.cancellationReason,
            replacementUuid: row.replacementUuid,
          }
        : undefined;
    return { filename, contentType: "application/pdf", body: await renderCfdiPdf(row.xml, cancellation) };
  }

  return {
    /** The order's invoice, until when it may be asked for, and why not now (docs/product.md 90). */
    async orderInvoice(userId: string, orderId: string): Promise<OrderInvoiceResponse> {
      const order = await ownOrder(userId, orderId);
      const [paidAt, live, invoice] = await Promise.all([
        repository.paidAt(db, order.id),
        repository.live(db, order.id),
        shownView(order),
      ]);
      const unavailableReason = unavailableReasonOf(order, paidAt, live !== undefined);
      return {
        invoice,
        pending: toPendingView(live),
        requestableUntil: paidAt ? invoiceRequestableUntil(paidAt).toISOString() : null,
        unavailableReason,
      };
    },

    /** Requests the order's CFDI: claimed, stamped, stored and mailed with its XML and PDF. */
    async request(userId: string, orderId: string): Promise<InvoiceView> {
      const order = await ownOrder(userId, orderId);
      const claimed = await claim(userId, order.id);
      const stamped = await stamp(claimed);
      // undefined: the settler finished the same claim first, so its invoice is this one.
      const row =
        (await stamping.finish(claimed.id, order, stamped)) ?? (await repository.shown(db, order.id));
      if (!row) throw new AppError("unavailable", m.server_invoice_provider_failed());
      return toInvoiceView(row, order.totalCents);
    },

    /** The invoice settler's run: see invoice-stamping.ts. */
    settleStale: () => stamping.settleStale(),

    async file(userId: string, orderId: string, kind: InvoiceFileKind): Promise<InvoiceFile> {
      const order = await ownOrder(userId, orderId);
      return fileOf(await repository.shown(db, order.id), kind);
    },

    /**
     * The order's invoice for staff, the one being stamped, and the ones cancelled before
     * (docs/product.md 92-93).
     */
    async adminInvoice(orderId: string): Promise<AdminOrderInvoiceResponse> {
      const order = await anyOrder(orderId);
      const [shown, live] = await Promise.all([
        repository.shown(db, order.id),
        repository.live(db, order.id),
      ]);
      const earlier = await repository.cancelledBesides(db, order.id, shown?.id ?? null);
      return {
        invoice: shown ? toInvoiceView(shown, order.totalCents) : null,
        pending: toPendingView(live),
        earlier: earlier.map((row) => toInvoiceView(row, order.totalCents)),
      };
    },

    /** The order's shown invoice's file, or with `invoiceId` any of its stamped invoices'. */
    async adminFile(orderId: string, kind: InvoiceFileKind, invoiceId?: string): Promise<InvoiceFile> {
      const order = await anyOrder(orderId);
      const row = invoiceId
        ? await repository.stampedOf(db, order.id, invoiceId)
        : await repository.shown(db, order.id);
      return fileOf(row, kind);
    },

    /**
     * Staff cancel the order's active invoice (docs/product.md 93) with the reason that fits what was
     * refunded (CANCELLATION_REASONS_BY_REFUND): with nothing refunded, as issued with errors, to be asked for
     * again. The provider first, then the invoice and its audit entry in one transaction.
     */
    async cancel(actor: AuditActor, orderId: string, input: CancelInvoiceInput): Promise<InvoiceView> {
      const reason = CANCELLATION_REASONS.find((known) => known.code === input.reason);
      if (!reason) throw invalid(m.server_invoice_cancel_reason(), "reason");
      const replacementUuid = input.replacementUuid?.trim().toUpperCase() || null;
      if (reason.needsReplacement && !replacementUuid)
        throw invalid(m.server_invoice_cancel_replacement_needed(), "replacementUuid");
      if (!reason.needsReplacement && replacementUuid)
        throw invalid(m.server_invoice_cancel_replacement_only_01(), "replacementUuid");
      if (replacementUuid && !FOLIO_FISCAL_PATTERN.test(replacementUuid))
        throw invalid(m.server_invoice_cancel_replacement_format(), "replacementUuid");

      const order = await anyOrder(orderId);
      // Only the reason that fits what was refunded (docs/product.md 93).
      const refund = refundStateOf(order);
      if (!CANCELLATION_REASONS_BY_REFUND[refund].includes(reason.code))
        throw REASON_NOT_FOR_REFUND[refund]();
      const live = await repository.live(db, order.id);
      if (live?.status !== "active" || !live.uuid)
        throw new InvoiceConflict("noActiveInvoice", m.server_invoice_cancel_none_active());
      if (replacementUuid === live.uuid.toUpperCase())
        throw invalid(m.server_invoice_cancel_replacement_self(), "replacementUuid");

      try {
        await provider.cancel({
          uuid: live.uuid,
          issuerRfc: config.seller.rfc,
          reason: reason.code,
          ...(replacementUuid ? { replacementUuid } : {}),
        });
      } catch (error) {
        log.error({ err: error, invoiceId: live.id }, "the invoicing provider did not cancel the invoice");
        throw new AppError("unavailable", m.server_invoice_cancel_provider_failed());
      }

      const cancelled = await db.transaction(async (tx) => {
        const row = await repository.markCancelled(tx, live.id, { reason: reason.code, replacementUuid });
        if (!row) return undefined;
        await audit.record(tx, {
          actor,
          entityType: "order",
          entityId: order.id,
          action: "cancel-invoice",
          before: { invoice: serieFolio(live), uuid: live.uuid, status: live.status },
          after: {
            invoice: serieFolio(row),
            uuid: row.uuid,
            status: row.status,
            reason: reason.code,
            replacementUuid,
          },
        });
        if (row.uuid) {
          const invoice = { series: row.series, folio: row.folio, uuid: row.uuid };
          await queueCancelledMail(tx, order, invoice, reason.code, replacementUuid);
        }
        return row;
      });
      if (!cancelled) throw new InvoiceConflict("noActiveInvoice", m.server_invoice_cancel_none_active());
      return toInvoiceView(cancelled, order.totalCents);
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
