/**
 * Business days in Mexico, for the return window (docs/product.md 73).
 *
 * - LFPC (Ley Federal de Protección al Consumidor) art. 56: in a sale away from the shop the
 *   consumer may revoke the purchase within five business days ("cinco días hábiles") from receiving
 *   the goods.
 * - LFT (Ley Federal del Trabajo) art. 74: the official rest days, which are not business days:
 *   1 January; the first Monday of February; the third Monday of March; 1 May; 16 September; the
 *   third Monday of November; 1 October every six years, when the federal executive changes
 *   (2024, 2030, ...); 25 December. (Its last item, election days set by the electoral laws, has no
 *   fixed date and is left out.)
 *
 * Days are calendar dates in America/Mexico_City, whatever the server's own time zone.
 */

import { formatPerTimeZone } from "./date-formats.ts";
import { SHOP_TIME_ZONE } from "./delivery.ts";

/** Business days a shopper has to ask for a return (LFPC art. 56). */
export const RETURN_WINDOW_BUSINESS_DAYS = 5;

/** A calendar date, without a time or a zone. Months are 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// The federal executive changes on 1 October every six years from 2024 (LFT art. 74 VII).
const FIRST_EXECUTIVE_CHANGE_ON_1_OCTOBER = 2024;

function weekday({ year, month, day }: CalendarDate): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The day of the month of the `nth` Monday of a month. */
function nthMonday(year: number, month: number, nth: number): number {
  const firstWeekday = weekday({ year, month, day: 1 });
  const firstMonday = 1 + ((8 - firstWeekday) % 7);
  return firstMonday + 7 * (nth - 1);
}

/** LFT art. 74's rest days of a year, as "mm-dd". */
export function restDays(year: number): string[] {
  const mmdd = (month: number, day: number) =>
    `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const days = [
    mmdd(1, 1),
    mmdd(2, nthMonday(year, 2, 1)),
    mmdd(3, nthMonday(year, 3, 3)),
    mmdd(5, 1),
    mmdd(9, 16),
    mmdd(11, nthMonday(year, 11, 3)),
    mmdd(12, 25),
  ];
  if (year >= FIRST_EXECUTIVE_CHANGE_ON_1_OCTOBER && (year - FIRST_EXECUTIVE_CHANGE_ON_1_OCTOBER) % 6 === 0) {
    days.push(mmdd(10, 1));
  }
  return days.sort();
}

/** Not a Saturday, a Sunday or an LFT art. 74 rest day. */
export function isBusinessDay(date: CalendarDate): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  const mmdd = `${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
  return !restDays(date.year).includes(mmdd);
}

function addDays({ year, month, day }: CalendarDate, days: number): CalendarDate {
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** A calendar date and a time of day as a zone's clock shows them. Hours are 0-23. */
export interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

const wallClockFormatIn = formatPerTimeZone("en-US", {
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** What a time zone's clock shows at an instant, to the second. */
export function wallClockIn(instant: Date, timeZone = SHOP_TIME_ZONE): WallClock {
  const parts = wallClockFormatIn(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** The calendar date of an instant in a time zone. */
export function calendarDateIn(instant: Date, timeZone = SHOP_TIME_ZONE): CalendarDate {
  const { year, month, day } = wallClockIn(instant, timeZone);
  return { year, month, day };
}

const wallAsUtcMs = (wall: CalendarDate & Partial<WallClock>) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0);

/**
 * How far a time zone's clock is ahead of UTC at an instant, in milliseconds (negative west of
 * Greenwich: Mexico City's is -6 h, and was -5 h in its summers until 2022).
 */
export function zoneOffsetMs(instant: Date, timeZone = SHOP_TIME_ZONE): number {
  return wallAsUtcMs(wallClockIn(instant, timeZone)) - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a zone's clock shows `wall` (midnight unless a time is given). Days and months past
 * their end roll over (month 13 is January of the next year). The offset is looked up at a first
 * guess and again at the instant found, which settles one that changed in between (a DST change).
 */
export function instantOfWallClock(wall: CalendarDate & Partial<WallClock>, timeZone = SHOP_TIME_ZONE): Date {
  const asUtc = wallAsUtcMs(wall);
  const guess = asUtc - zoneOffsetMs(new Date(asUtc), timeZone);
  return new Date(asUtc - zoneOffsetMs(new Date(guess), timeZone));
}

/** The date `count` business days after `date` (the day itself not counted). */
export function addBusinessDays(date: CalendarDate, count: number): CalendarDate {
  let current = date;
  let left = count;
  while (left > 0) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left--;
  }
  return current;
}

/**
 * The last moment a return may be asked for: the end (23:59:59.999, Mexico City time) of the 5th
 * business day after the day the order was delivered (docs/product.md 73).
 */
export function returnOpenUntil(deliveredAt: Date, timeZone = SHOP_TIME_ZONE): Date {
  const lastDay = addBusinessDays(calendarDateIn(deliveredAt, timeZone), RETURN_WINDOW_BUSINESS_DAYS);
  return new Date(instantOfWallClock(addDays(lastDay, 1), timeZone).getTime() - 1);
}

/** Whether a return may still be asked for at `now`. */
export function isReturnOpen(deliveredAt: Date, now: Date, timeZone = SHOP_TIME_ZONE): boolean {
  return now.getTime() <= returnOpenUntil(deliveredAt, timeZone).getTime();
}
