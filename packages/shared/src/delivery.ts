// Shipping and delivery rules shared by the product page, cart and checkout (docs/product.md 23-24).
import { formatPerTimeZone } from "./date-formats.ts";

export interface ShippingRule {
  feeCents: number;
  /** Orders whose subtotal reaches this ship free. */
  freeFromCents: number;
}

export const DEFAULT_SHIPPING_RULE: ShippingRule = { feeCents: 9_900, freeFromCents: 1_000_000 };
export const SHOP_TIME_ZONE = "America/Mexico_City";

/** 0 means FREE. */
export function shippingCost(subtotalCents: number, rule: ShippingRule): number {
  return subtotalCents >= rule.freeFromCents ? 0 : rule.feeCents;
}

const dateIn = formatPerTimeZone("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's calendar date in a time zone, as [year, month (1-12), day]. */
function calendarDate(now: Date, timeZone: string): [number, number, number] {
  const parts = dateIn(timeZone).format(now).split("-").map(Number);
  return [parts[0] ?? 1970, parts[1] ?? 1, parts[2] ?? 1];
}

/** dd/mm/yyyy of the day `days` after today in the shop's time zone, with month and year rollover. */
export function deliveryDate(now: Date, days: number, timeZone = SHOP_TIME_ZONE): string {
  const [year, month, day] = calendarDate(now, timeZone);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  const dd = String(date.getUTCDate()).padStart(2, "0");
  const mm = String(date.getUTCMonth() + 1).padStart(2, "0");
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}

/**
 * Days from the order to each delivery option's day; for OXXO and SPEI, from the day it is paid
 * (docs/product.md 86).
 */
export const DELIVERY_DAYS = { tomorrow: 1, day_after_tomorrow: 2 } as const;

/** The two delivery options: tomorrow and the day after tomorrow. */
export function deliveryOptions(now: Date, timeZone = SHOP_TIME_ZONE) {
  return {
    tomorrow: deliveryDate(now, DELIVERY_DAYS.tomorrow, timeZone),
    dayAfterTomorrow: deliveryDate(now, DELIVERY_DAYS.day_after_tomorrow, timeZone),
  };
}
