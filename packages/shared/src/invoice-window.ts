// When a shopper may ask for an order's invoice (docs/product.md 90): once it is paid and until the
// calendar month of the payment ends in Mexico City, because an invoice belongs to the month of the
// sale; what is not invoiced by then goes into the month's global invoice to the público en general
// (docs/product.md 94). A refunded order is not invoiced; one with a live invoice already has it.
import { calendarDateIn } from "./business-days.ts";
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

export type InvoiceUnavailableReason = "notPaid" | "refunded" | "monthClosed" | "invoiced";

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant of the calendar month after the payment's, in Mexico City: the exclusive end of
 * the time an invoice may be asked for. (Midnight in the zone, found from its offset there; a second
 * look settles an offset that changed in between.)
 */
export function invoiceRequestableUntil(paidAt: Date, timeZone: string = SHOP_TIME_ZONE): Date {
  const { year, month } = calendarDateIn(paidAt, timeZone);
  const wallMidnight = Date.UTC(year, month, 1); // month is 1-12, so this is the next month's 1st
  const guess = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  return new Date(wallMidnight - zoneOffsetMs(guess, timeZone));
}

/** The last day an invoice may be asked for, dd/mm/yyyy in Mexico City, from invoiceRequestableUntil. */
export function invoiceRequestLastDay(requestableUntil: Date | string): string {
  return shopDate(new Date(new Date(requestableUntil).getTime() - 1));
}

export interface InvoiceRequestState {
  status: OrderStatus;
  refundedCents: number;
  paidAt: Date | null;
  /** An invoice of the order that is being stamped or is active (not cancelled). */
  hasLiveInvoice: boolean;
  now: Date;
}

/**
 * Why the order's invoice may not be asked for now, or null when it may. An invoice that exists is
 * named first (the shopper downloads it instead), then a refund (a cancelled or returned order has
 * one), then an order never paid, then a month already over.
 */
export function invoiceUnavailableReason(state: InvoiceRequestState): InvoiceUnavailableReason | null {
  if (state.hasLiveInvoice) return "invoiced";
  if (state.refundedCents > 0) return "refunded";
  if (state.paidAt === null || !(INVOICEABLE_STATUSES as readonly OrderStatus[]).includes(state.status))
    return "notPaid";
  if (state.now.getTime() >= invoiceRequestableUntil(state.paidAt).getTime()) return "monthClosed";
  return null;
}
