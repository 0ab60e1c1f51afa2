/** dd/mm/yyyy of an instant in the shop's time zone (docs/product.md 24); "" for a value that is no date. */
export function shopDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(date);
}

/** dd/mm/yyyy hh:mm (24 h) of an instant in the shop's time zone, for the order's timeline. */
export function shopDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
  return `${shopDate(iso, timeZone)} ${time}`;
}
