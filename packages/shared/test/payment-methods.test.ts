import { describe, expect, it } from "vitest";
import {
  clabeControlDigit,
  DEFAULT_MSI_PLANS,
  isValidClabe,
  longestMsi,
  monthlyPaymentCents,
  msiPayments,
  msiPlansFor,
  parseMsiPlans,
} from "../src/payment-methods.ts";

describe("meses sin intereses (docs/product.md 88)", () => {
  it("offer each plan from its minimum, not a centavo before", () => {
    expect(msiPlansFor(299_999, DEFAULT_MSI_PLANS)).toEqual([]);
    expect(msiPlansFor(300_000, DEFAULT_MSI_PLANS).map((p) => p.months)).toEqual([3]);
    expect(msiPlansFor(1_199_999, DEFAULT_MSI_PLANS).map((p) => p.months)).toEqual([3, 6]);
    expect(msiPlansFor(1_200_000, DEFAULT_MSI_PLANS).map((p) => p.months)).toEqual([3, 6, 12]);
  });

  it("split the total into payments that add up to it exactly, none above the amount shown", () => {
    for (const [total, months] of [
      [1_249_900, 12],
      [300_000, 3],
      [600_001, 6],
      [1_200_011, 12],
    ] as const) {
      const { monthly, last } = monthlyPaymentCents(total, months);
      expect(monthly * (months - 1) + last).toBe(total);
      expect(last).toBeLessThanOrEqual(monthly);
      expect(last).toBeGreaterThan(0);
    }
    // $12,499.00 in 12: $1,041.59 eleven times, then $1,041.51.
    expect(monthlyPaymentCents(1_249_900, 12)).toEqual({ monthly: 104_159, last: 104_151 });
    expect(monthlyPaymentCents(300_000, 3)).toEqual({ monthly: 100_000, last: 100_000 });
  });

  it("are put in words with the last payment only when it differs", () => {
    expect(msiPayments(1_249_900, 12)).toEqual({
      months: 12,
      amount: "$1,041.59 MXN",
      last: "$1,041.51 MXN",
    });
    expect(msiPayments(300_000, 3)).toEqual({ months: 3, amount: "$1,000.00 MXN", last: null });
  });

  it("say the longest plan a total reaches, or none", () => {
    expect(longestMsi(1_249_900, DEFAULT_MSI_PLANS)).toEqual({ months: 12, monthlyCents: 104_159 });
    expect(longestMsi(700_000, DEFAULT_MSI_PLANS)).toEqual({ months: 6, monthlyCents: 116_667 });
    expect(longestMsi(100_000, DEFAULT_MSI_PLANS)).toBeNull();
  });

  it("read the MSI_PLANS setting, refusing what is not months 3, 6 or 12 with pesos", () => {
    expect(parseMsiPlans("12:12000, 3:3000,6:6000")).toEqual(DEFAULT_MSI_PLANS);
    expect(parseMsiPlans("")).toEqual([]);
    expect(parseMsiPlans("3:1500")).toEqual([{ months: 3, minCents: 150_000 }]);
    for (const wrong of ["4:3000", "3:3000,3:4000", "3-3000", "3:", "3:30.5", "twelve:1"]) {
      expect(parseMsiPlans(wrong), wrong).toBeUndefined();
    }
  });
});

describe("a CLABE (docs/product.md 86)", () => {
  it("has the control digit of the ABM's 3-7-1 weights", () => {
    // The worked example of the standard: 032180000118359719.
    expect(clabeControlDigit("03218000011835971")).toBe(9);
    expect(isValidClabe("032180000118359719")).toBe(true);
  });

  it("is refused with any other last digit, length or character", () => {
    expect(isValidClabe("032180000118359718")).toBe(false);
    expect(isValidClabe("03218000011835971")).toBe(false);
    expect(isValidClabe("0321800001183597190")).toBe(false);
    expect(isValidClabe("03218000011835971a")).toBe(false);
  });
});
