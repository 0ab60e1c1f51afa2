import { formatPerTimeZone } from "./date-formats.ts";
import { SHOP_TIME_ZONE } from "./delivery.ts";

// Dates as the shop writes them in both languages, in its time zone (docs/product.md 24, 81): one
// definition for the pages and the mails.

const dayMonthYearIn = formatPerTimeZone("en-GB", { day: "2-digit", month: "2-digit", year: "numeric" });
const hourMinuteIn = formatPerTimeZone("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

const asDate = (instant: Date | string) => (typeof instant === "string" ? new Date(instant) : instant);

/** dd/mm/yyyy of an instant in the shop's time zone; "" for a value that is no date. */
export function shopDate(instant: Date | string, timeZone: string = SHOP_TIME_ZONE): string {
  const date = asDate(instant);
  if (Number.isNaN(date.getTime())) return "";
  return dayMonthYearIn(timeZone).format(date);
}

/** dd/mm/yyyy hh:mm (24-hour) of an instant in the shop's time zone; "" for a value that is no date. */
export function shopDateTime(instant: Date | string, timeZone: string = SHOP_TIME_ZONE): string {
  const date = asDate(instant);
  if (Number.isNaN(date.getTime())) return "";
  const time = hourMinuteIn(timeZone).format(date);
  return `${shopDate(date, timeZone)} ${time}`;
}
