import type { OrderStatus } from "@hogar/shared";

function format(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", { timeZone, ...options }).format(date);
}

/** dd/mm/yyyy of an instant in the shop's time zone (docs/product.md 24). */
export function formatDay(iso: string, timeZone: string): string {
  return format(iso, timeZone, { day: "2-digit", month: "2-digit", year: "numeric" });
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

/** Each status's badge; text keeps AA contrast on its tint in both themes. */
export const STATUS_BADGE_CLASS: Record<OrderStatus, string> = {
  placed: "bg-primary/15 text-fg",
  paid: "bg-success/20 text-fg",
  shipped: "bg-primary/15 text-fg",
  delivered: "bg-success/20 text-fg",
  cancelled: "bg-danger/15 text-danger-fg",
  return_requested: "bg-primary/15 text-fg",
  returned: "bg-danger/15 text-danger-fg",
};
