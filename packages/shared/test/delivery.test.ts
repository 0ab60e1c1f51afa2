import { describe, expect, it } from "vitest";
import { DEFAULT_SHIPPING_RULE, deliveryDate, deliveryOptions, shippingCost } from "../src/index.ts";

describe("shipping", () => {
  it("costs 99 MXN below 10,000 MXN and is free from 10,000 MXN", () => {
    expect(shippingCost(999_999, DEFAULT_SHIPPING_RULE)).toBe(9_900);
    expect(shippingCost(1_000_000, DEFAULT_SHIPPING_RULE)).toBe(0);
    expect(shippingCost(2_500_000, DEFAULT_SHIPPING_RULE)).toBe(0);
  });
});

describe("delivery dates in Mexico City", () => {
  it("are tomorrow and the day after, dd/mm/yyyy with a one-based month", () => {
    expect(deliveryOptions(new Date("2026-03-10T18:00:00Z"))).toEqual({
      tomorrow: "11/03/2026",
      dayAfterTomorrow: "12/03/2026",
    });
  });

  it("roll over the month and the year", () => {
    expect(deliveryDate(new Date("2026-01-31T18:00:00Z"), 1)).toBe("01/02/2026");
    expect(deliveryOptions(new Date("2026-12-30T18:00:00Z"))).toEqual({
      tomorrow: "31/12/2026",
      dayAfterTomorrow: "01/01/2027",
    });
    expect(deliveryDate(new Date("2028-02-28T18:00:00Z"), 1)).toBe("29/02/2028");
  });

  it("count from the shop's date, not UTC's", () => {
    // 02:00 UTC on 1 March is still 28 February in Mexico City.
    expect(deliveryDate(new Date("2027-03-01T02:00:00Z"), 1)).toBe("01/03/2027");
  });
});
