import { zoneOffsetMs } from "@hogar/shared/business-days";
import type { CardFunding } from "@hogar/shared/card-rules";
import { SHOP_TIME_ZONE } from "@hogar/shared/delivery";
import { invoiceRequestableUntil } from "@hogar/shared/invoice-window";
import { ivaContainedCents } from "@hogar/shared/iva";
import { m } from "@hogar/shared/messages";
import type { PaymentMethod } from "@hogar/shared/payment-methods";
import { paymentFormOf } from "@hogar/shared/sat-catalogs";
import { and, asc, eq, lt, min, ne, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invoices, orderEvents, orders } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { centsToDecimal } from "./cfdi-amounts.ts";
import { mexicoCityDateTime } from "./cfdi-xml.ts";

// The month's sales nobody invoiced, for the global invoice to "PUBLICO EN GENERAL" (RFC
// XAXX010101000) the shop's accountant issues (docs/product.md 94): each order one row with the
// global invoice's own claves (01010101 "No existe en el catálogo", ACT "Actividad"). What was
// refunded was not sold: an order refunded in full is left out, and one refunded in part counts
// for what the shopper kept paying, its IVA taken once on that amount as the order's was.

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const GLOBAL_INVOICE_COLUMNS = [
  "order_id",
  "paid_at",
  "forma_pago",
  "clave_prod_serv",
  "clave_unidad",
  "base",
  "iva",
  "total",
  "refunded",
  // The order's IVA rate as a CFDI's TasaOCuota (0.160000): an order placed at another IVA_RATE
  // (8% in the border region) takes its own traslado in the global invoice.
  "tasa_iva",
] as const;

export interface GlobalInvoiceRow {
  orderId: string;
  paidAt: Date;
  paymentMethod: PaymentMethod;
  /** Credit or debit for a card; null for OXXO and SPEI. */
  cardFunding: CardFunding | null;
  totalCents: number;
  refundedCents: number;
  ivaRateBp: number;
}

/**
 * The calendar month `month` (YYYY-MM) in Mexico City as [start, end): the window's own month end
 * (invoiceRequestableUntil) of a day in the month before, and of the start. 400 for anything else.
 */
export function exportMonth(month: string): { start: Date; end: Date } {
  const match = MONTH_PATTERN.exec(month);
  if (!match)
    throw new AppError("invalid", m.server_invoice_export_month(), {
      month: m.server_invoice_export_month(),
    });
  const [year, monthNumber] = [Number(match[1]), Number(match[2])];
  // The 15th at noon UTC is that same day in Mexico City, whatever the offset.
  const start = invoiceRequestableUntil(new Date(Date.UTC(year, monthNumber - 2, 15, 12)));
  return { start, end: invoiceRequestableUntil(start) };
}

/**
 * Orders paid in [start, end) (their timeline's change to "paid"), not cancelled, not refunded in
 * full, with no invoice stamped, being stamped or replaced, in the order they were paid.
 */
export async function globalInvoiceRows(
  db: Db,
  range: { start: Date; end: Date },
): Promise<GlobalInvoiceRow[]> {
  const paid = db
    .select({ orderId: orderEvents.orderId, paidAt: min(orderEvents.at).as("paid_at") })
    .from(orderEvents)
    .where(eq(orderEvents.toStatus, "paid"))
    .groupBy(orderEvents.orderId)
    .as("paid");
  // An invoice the order has: a live one, or one cancelled as replaced (01) by the invoice for what a
  // partly refunded order kept, which the shop's accountant issued (docs/product.md 93).
  const ownInvoice = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.orderId, orders.id),
        or(ne(invoices.status, "cancelled"), eq(invoices.cancellationReason, "01")),
      ),
    );
  const rows = await db
    .select({
      orderId: orders.id,
      paidAt: paid.paidAt,
      paymentMethod: orders.paymentMethod,
      cardFunding: orders.cardFunding,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      ivaRateBp: orders.ivaRateBp,
    })
    .from(orders)
    .innerJoin(paid, eq(paid.orderId, orders.id))
    .where(
      and(
        sql`${paid.paidAt} >= ${range.start.toISOString()}::timestamptz`,
        sql`${paid.paidAt} < ${range.end.toISOString()}::timestamptz`,
        ne(orders.status, "cancelled"),
        lt(orders.refundedCents, orders.totalCents),
        notExists(ownInvoice),
      ),
    )
    .orderBy(asc(paid.paidAt), asc(orders.id));
  // Every order in the join has a change to "paid", so min() is never null here.
  return rows.flatMap((row) => (row.paidAt ? [{ ...row, paidAt: row.paidAt }] : []));
}

/** An instant in Mexico City with its offset: 2026-03-14T09:05:00-06:00. */
export function mexicoCityIso(instant: Date): string {
  const offsetMinutes = Math.round(zoneOffsetMs(instant, SHOP_TIME_ZONE) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${mexicoCityDateTime(instant)}${sign}${hours}:${minutes}`;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * What an order counts for in the global invoice: its total less what was refunded, the IVA
 * contained in that (taken once, as the order's own), and the base left.
 */
export function globalInvoiceAmounts(
  row: Pick<GlobalInvoiceRow, "totalCents" | "refundedCents" | "ivaRateBp">,
) {
  const totalCents = row.totalCents - row.refundedCents;
  const ivaCents = ivaContainedCents(totalCents, row.ivaRateBp);
  return { baseCents: totalCents - ivaCents, ivaCents, totalCents, refundedCents: row.refundedCents };
}

/**
 * The CSV: a header row, then per order its amounts in pesos with 2 decimals: base + iva = total,
 * what it counts for, and total + refunded = what the shopper paid.
 */
export function globalInvoiceCsv(rows: readonly GlobalInvoiceRow[]): string {
  const lines = [
    GLOBAL_INVOICE_COLUMNS.join(","),
    ...rows.map((row) => {
      const amounts = globalInvoiceAmounts(row);
      return [
        row.orderId,
        mexicoCityIso(row.paidAt),
        paymentFormOf(row.paymentMethod, row.cardFunding),
        "01010101",
        "ACT",
        centsToDecimal(amounts.baseCents),
        centsToDecimal(amounts.ivaCents),
        centsToDecimal(amounts.totalCents),
        centsToDecimal(amounts.refundedCents),
        (row.ivaRateBp / 10_000).toFixed(6),
      ]
        .map(csvField)
        .join(",");
    }),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
