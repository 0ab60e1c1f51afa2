import { SHOP_TIME_ZONE } from "./delivery.ts";

// Dates as the shop writes them in both languages, in its time zone (docs/product.md 24, 81): one
// definition for the pages and the mails.

const asDate = (instant: Date | string) => (typeof instant === "string" ? new Date(instant) : instant);

/** dd/mm/yyyy of an instant in the shop's time zone; "" for a value that is no date. */
export function shopDate(instant: Date | string, timeZone: string = SHOP_TIME_ZONE): string {
  const date = asDate(instant);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(date);
}

/** dd/mm/yyyy hh:mm (24-hour) of an instant in the shop's time zone; "" for a value that is no date. */
export function shopDateTime(instant: Date | string, timeZone: string = SHOP_TIME_ZONE): string {
  const date = asDate(instant);
  if (Number.isNaN(date.getTime())) return "";
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
  return `${shopDate(date, timeZone)} ${time}`;
}
