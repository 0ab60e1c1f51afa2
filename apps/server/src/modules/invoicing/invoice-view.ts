import type { FiscalDataInput } from "@hogar/shared/fiscal-rules";
import { type InvoiceView, type PendingInvoiceView, pickFiscalData } from "@hogar/shared/invoices";
import type { CancellationReason } from "@hogar/shared/sat-catalogs";
import type { InvoiceRow } from "./invoices.repository.ts";

// An invoice row as the API and the mail show it.

export type InvoiceFileKind = "xml" | "pdf";

/** Hogar-A12.xml: the name the shopper's download and the mail's attachment share. */
export function invoiceFileName(
  invoice: Pick<InvoiceRow, "series" | "folio">,
  kind: InvoiceFileKind,
): string {
  return `Hogar-${invoice.series}${invoice.folio}.${kind}`;
}

/** The receiver an invoice keeps (its own copy of the fiscal data it was issued to). */
export function receiverOf(row: Pick<InvoiceRow, "receiver">): FiscalDataInput {
  return pickFiscalData(row.receiver as FiscalDataInput);
}

/** A stamped invoice as the API shows it; `totalCents` is its order's total, which its Total is. */
export function toInvoiceView(row: InvoiceRow, totalCents: number): InvoiceView {
  if (row.status === "stamping" || !row.uuid || !row.stampedAt) throw new Error("the invoice is not stamped");
  return {
    id: row.id,
    series: row.series,
    folio: row.folio,
    status: row.status,
    uuid: row.uuid,
    stampedAt: row.stampedAt.toISOString(),
    receiver: receiverOf(row),
    totalCents,
    cancellationReason: (row.cancellationReason as CancellationReason | null) ?? null,
    replacementUuid: row.replacementUuid,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** An invoice being stamped, named by the claim: its numbering and the receiver it took then. */
export function toPendingView(row: InvoiceRow | undefined): PendingInvoiceView | null {
  if (row?.status !== "stamping") return null;
  return {
    series: row.series,
    folio: row.folio,
    receiver: receiverOf(row),
    requestedAt: row.createdAt.toISOString(),
  };
}
