// What the invoice API sends (docs/product.md 89-93): a shopper's saved fiscal data and an order's
// CFDI, with whether one may be asked for now.
import type { FiscalDataInput } from "./fiscal-rules.ts";
import type { InvoiceUnavailableReason } from "./invoice-window.ts";
import type { CancellationReason } from "./sat-catalogs.ts";

export type { FiscalDataInput, FiscalField } from "./fiscal-rules.ts";
export type { InvoiceUnavailableReason } from "./invoice-window.ts";
export type { CancellationReason } from "./sat-catalogs.ts";

export interface FiscalData extends FiscalDataInput {
  /** ISO instant of the last save. */
  updatedAt: string;
}

export type InvoiceStatus = "active" | "cancelled";

export interface InvoiceView {
  id: string;
  series: string;
  folio: number;
  status: InvoiceStatus;
  /** The folio fiscal the PAC's stamp gives. */
  uuid: string;
  /** ISO instant of the stamp. */
  stampedAt: string;
  /** The fiscal data the invoice was made out to, as it was then. */
  receiver: FiscalDataInput;
  totalCents: number;
  cancellationReason: CancellationReason | null;
  /** The folio fiscal of the invoice that replaces it (reason 01). */
  replacementUuid: string | null;
  cancelledAt: string | null;
}

/**
 * An invoice being stamped: the claim a request made, with the numbering and the receiver it took
 * then (not the fiscal data saved since). The shop finishes it within minutes, even when the
 * provider's answer was lost.
 */
export interface PendingInvoiceView {
  series: string;
  folio: number;
  /** The fiscal data the invoice is being made out to, as they were when it was requested. */
  receiver: FiscalDataInput;
  /** ISO instant of the request. */
  requestedAt: string;
}

export interface OrderInvoiceResponse {
  /** The stamped invoice (active, else the last cancelled one). */
  invoice: InvoiceView | null;
  /** The invoice being stamped; then `invoice` is null and `unavailableReason` is "invoiced". */
  pending: PendingInvoiceView | null;
  /** ISO instant the request window closes (exclusive); null while the order is not paid. */
  requestableUntil: string | null;
  /** Why an invoice may not be asked for; null means the shopper may ask for it now. */
  unavailableReason: InvoiceUnavailableReason | null;
}

/** GET /api/admin/orders/:id/invoice. */
export interface AdminOrderInvoiceResponse {
  invoice: InvoiceView | null;
  pending: PendingInvoiceView | null;
  /** The order's other invoices, cancelled, newest first: staff may still download them. */
  earlier: InvoiceView[];
}

/** A folio fiscal: the UUID a PAC's stamp gives (Anexo 20 writes it 8-4-4-4-12, upper case). */
export const FOLIO_FISCAL_PATTERN = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;

/** "A-17": the shop's own numbering, as the invoice's Serie and Folio print it. */
export function serieFolio(invoice: Pick<InvoiceView, "series" | "folio">): string {
  return invoice.series ? `${invoice.series}-${invoice.folio}` : String(invoice.folio);
}

/** The five fiscal fields of anything that carries them (a stored row, a form's state). */
export function pickFiscalData(source: FiscalDataInput): FiscalDataInput {
  const { rfc, name, taxRegime, postalCode, cfdiUse } = source;
  return { rfc, name, taxRegime, postalCode, cfdiUse };
}
