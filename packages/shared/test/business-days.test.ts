import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  calendarDateIn,
  instantOfWallClock,
  isBusinessDay,
  isReturnOpen,
  restDays,
  returnOpenUntil,
  wallClockIn,
  zoneOffsetMs,
} from "../src/business-days.ts";

const date = (iso: string) => {
  const [year = 0, month = 0, day = 0] = iso.split("-").map(Number);
  return { year, month, day };
};
// Mexico City has kept UTC-6 all year since 2022: 23:59:59.999 there is 05:59:59.999Z the next day.
const until = (deliveredAt: string) => returnOpenUntil(new Date(deliveredAt)).toISOString();

describe("LFT art. 74 rest days", () => {
  it("moves the Monday holidays and adds 1 October in a year the executive changes", () => {
    expect(restDays(2024)).toEqual(["01-01", "02-05", "03-18", "05-01", "09-16", "10-01", "11-18", "12-25"]);
    expect(restDays(2026)).toEqual(["01-01", "02-02", "03-16", "05-01", "09-16", "11-16", "12-25"]);
    expect(restDays(2030)).toContain("10-01");
    expect(restDays(2027)).not.toContain("10-01");
    expect(restDays(2036)).toContain("10-01");
  });

  it("are not business days, nor are weekends", () => {
    expect(isBusinessDay(date("2026-02-02"))).toBe(false); // first Monday of February
    expect(isBusinessDay(date("2026-02-09"))).toBe(true); // the Monday after
    expect(isBusinessDay(date("2026-09-16"))).toBe(false); // a Wednesday
    expect(isBusinessDay(date("2030-10-01"))).toBe(false); // a Tuesday, the executive changes
    expect(isBusinessDay(date("2026-10-01"))).toBe(true); // a Thursday of an ordinary year
    expect(isBusinessDay(date("2026-06-13"))).toBe(false); // Saturday
    expect(isBusinessDay(date("2026-06-14"))).toBe(false); // Sunday
    expect(isBusinessDay(date("2026-06-15"))).toBe(true); // Monday
  });

  it("are skipped when counting", () => {
    expect(addBusinessDays(date("2026-12-29"), 3)).toEqual(date("2027-01-04"));
    expect(addBusinessDays(date("2026-06-12"), 1)).toEqual(date("2026-06-15"));
  });
});

describe("the return window (LFPC art. 56: five business days from delivery)", () => {
  it("ends at the close of the fifth business day after the delivery day, Mexico City time", () => {
    // Delivered Tuesday 9 June 2026: Wed 10, Thu 11, Fri 12, Mon 15, Tue 16.
    expect(until("2026-06-09T17:00:00Z")).toBe("2026-06-17T05:59:59.999Z");
  });

  it("skips the weekend and a delivery on a Saturday counts from Monday", () => {
    expect(until("2026-06-13T17:00:00Z")).toBe("2026-06-20T05:59:59.999Z"); // Fri 19
  });

  it("skips the first Monday of February", () => {
    // Delivered Friday 30 January 2026: Mon 2 Feb is a rest day, so Tue 3 ... Mon 9.
    expect(until("2026-01-30T21:00:00Z")).toBe("2026-02-10T05:59:59.999Z");
  });

  it("skips the third Monday of March", () => {
    // Delivered Monday 9 March 2026: Tue 10 ... Fri 13, Mon 16 is a rest day, Tue 17.
    expect(until("2026-03-09T18:00:00Z")).toBe("2026-03-18T05:59:59.999Z");
  });

  it("skips Christmas and New Year across the year's end", () => {
    // Wed 23 Dec 2026: Thu 24, (Fri 25), Mon 28, Tue 29, Wed 30, Thu 31.
    expect(until("2026-12-23T18:00:00Z")).toBe("2027-01-01T05:59:59.999Z");
    // Tue 29 Dec 2026: Wed 30, Thu 31, (Fri 1 Jan), Mon 4, Tue 5, Wed 6.
    expect(until("2026-12-29T18:00:00Z")).toBe("2027-01-07T05:59:59.999Z");
  });

  it("skips 1 October in a year the executive changes", () => {
    // Thu 26 Sep 2030: Fri 27, Mon 30, (Tue 1 Oct), Wed 2, Thu 3, Fri 4.
    expect(until("2030-09-26T18:00:00Z")).toBe("2030-10-05T05:59:59.999Z");
  });

  it("counts from the delivery's date in Mexico City, not in UTC", () => {
    // 03:00 UTC on Wednesday 10 June is still Tuesday 9 June in Mexico City.
    expect(calendarDateIn(new Date("2026-06-10T03:00:00Z"))).toEqual(date("2026-06-09"));
    expect(until("2026-06-10T03:00:00Z")).toBe("2026-06-17T05:59:59.999Z");
    // 05:59 UTC on Tuesday 9 June is Monday 8 June there: Tue 9 ... Mon 15.
    expect(until("2026-06-09T05:59:00Z")).toBe("2026-06-16T05:59:59.999Z");
  });

  it("follows the daylight-saving time Mexico City kept until 2022", () => {
    // Delivered Monday 6 June 2022 (UTC-5 then): Tue 7 ... Mon 13 ends at 05:00Z on the 14th.
    expect(until("2022-06-06T18:00:00Z")).toBe("2022-06-14T04:59:59.999Z");
  });

  it("is open up to its last millisecond and closed after", () => {
    const delivered = new Date("2026-06-09T17:00:00Z");
    expect(isReturnOpen(delivered, new Date("2026-06-09T17:00:01Z"))).toBe(true);
    expect(isReturnOpen(delivered, new Date("2026-06-17T05:59:59.999Z"))).toBe(true);
    expect(isReturnOpen(delivered, new Date("2026-06-17T06:00:00Z"))).toBe(false);
  });
});

describe("Mexico City's clock, the one helper every shop date uses", () => {
  const HOUR = 3_600_000;

  it("reads the wall clock and the offset at an instant, daylight saving until 2022 included", () => {
    expect(wallClockIn(new Date("2026-03-14T15:05:09.750Z"))).toEqual({
      year: 2026,
      month: 3,
      day: 14,
      hour: 9,
      minute: 5,
      second: 9,
    });
    expect(zoneOffsetMs(new Date("2026-07-01T12:00:00Z"))).toBe(-6 * HOUR);
    expect(zoneOffsetMs(new Date("2021-07-01T12:00:00Z"))).toBe(-5 * HOUR);
    expect(zoneOffsetMs(new Date("2021-07-01T12:00:00Z"), "UTC")).toBe(0);
  });

  it("turns a wall-clock time back into its instant, on either side of a change of offset", () => {
    expect(instantOfWallClock({ year: 2026, month: 3, day: 14, hour: 9, minute: 5 })).toEqual(
      new Date("2026-03-14T15:05:00Z"),
    );
    // 4 April 2021 at 02:00 the clocks went forward to 03:00 (UTC-6 to UTC-5).
    expect(instantOfWallClock({ year: 2021, month: 4, day: 4, hour: 1 })).toEqual(
      new Date("2021-04-04T07:00:00Z"),
    );
    expect(instantOfWallClock({ year: 2021, month: 4, day: 4, hour: 3 })).toEqual(
      new Date("2021-04-04T08:00:00Z"),
    );
  });

  it("rolls a month past December into January of the next year, at midnight", () => {
    expect(instantOfWallClock({ year: 2026, month: 13, day: 1 })).toEqual(new Date("2027-01-01T06:00:00Z"));
  });
});
