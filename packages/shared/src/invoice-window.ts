// When a shopper may ask for an order's invoice (docs/product.md 90): once it is paid and until the
// calendar month of the payment ends in Mexico City, because an invoice belongs to the month of the
// sale; what is not invoiced by then goes into the month's global invoice to the público en general
// (docs/product.md 94). A refunded order is not invoiced; one with a live invoice already has it.
import { calendarDateIn, instantOfWallClock } from "./business-days.ts";
import { SHOP_TIME_ZONE } from "./delivery.ts";
import type { OrderStatus } from "./order-lifecycle.ts";
import { shopDate } from "./shop-dates.ts";

/** The statuses of an order that was paid and stays sold: paid, on its way, delivered, or in a return asked for. */
export const INVOICEABLE_STATUSES = [
  "paid",
  "shipped",
  "delivered",
  "return_requested",
] as const satisfies readonly OrderStatus[];

/**
 * The one IVA rate the shop's CFDIs carry (TasaOCuota 0.160000, Ley del IVA art. 1). An order taxed
 * at another rate (an IVA_RATE setting of the border region's 8%, say) is not invoiced online.
 */
export const INVOICE_IVA_RATE_BP = 1600;

export type InvoiceUnavailableReason = "notPaid" | "refunded" | "monthClosed" | "invoiced" | "notInvoiceable";

/**
 * The first instant of the calendar month after the payment's, in Mexico City: the exclusive end of
 * the time an invoice may be asked for.
 */
export function invoiceRequestableUntil(paidAt: Date, timeZone: string = SHOP_TIME_ZONE): Date {
  const { year, month } = calendarDateIn(paidAt, timeZone);
  return instantOfWallClock({ year, month: month + 1, day: 1 }, timeZone);
}

/** The last day an invoice may be asked for, dd/mm/yyyy in Mexico City, from invoiceRequestableUntil. */
export function invoiceRequestLastDay(requestableUntil: Date | string): string {
  return shopDate(new Date(new Date(requestableUntil).getTime() - 1));
}

export interface InvoiceRequestState {
  status: OrderStatus;
  refundedCents: number;
  /** The order's IVA rate in basis points, as it was charged. */
  ivaRateBp: number;
  paidAt: Date | null;
  /** An invoice of the order that is being stamped or is active (not cancelled). */
  hasLiveInvoice: boolean;
  now: Date;
}

/**
 * Why the order's invoice may not be asked for now, or null when it may. An invoice that exists is
 * named first (the shopper downloads it instead), then an IVA rate a CFDI of the shop cannot carry
 * (which never changes, so it is said before anything that might), then a refund (a cancelled or
 * returned order has one), then an order never paid, then a month already over.
 */
export function invoiceUnavailableReason(state: InvoiceRequestState): InvoiceUnavailableReason | null {
  if (state.hasLiveInvoice) return "invoiced";
  if (state.ivaRateBp !== INVOICE_IVA_RATE_BP) return "notInvoiceable";
  if (state.refundedCents > 0) return "refunded";
  if (state.paidAt === null || !(INVOICEABLE_STATUSES as readonly OrderStatus[]).includes(state.status))
    return "notPaid";
  if (state.now.getTime() >= invoiceRequestableUntil(state.paidAt).getTime()) return "monthClosed";
  return null;
}
