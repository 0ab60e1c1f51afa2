function format(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", { timeZone, ...options }).format(date);
}

/** dd/mm/yyyy, hh:mm of an instant in the shop's time zone: when something happened to an order. */
export function formatMoment(iso: string, timeZone: string): string {
  return format(iso, timeZone, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
}
