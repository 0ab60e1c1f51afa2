import { describe, expect, it } from "vitest";
import { ivaContainedCents, ivaRateToBasisPoints } from "../src/iva.ts";

describe("ivaContainedCents", () => {
  it("finds the IVA inside a price that includes 16%", () => {
    expect(ivaContainedCents(11_600, 1600)).toBe(1600); // $116.00 = $100.00 + $16.00
    expect(ivaContainedCents(1_160_000, 1600)).toBe(160_000);
  });

  it("rounds to the nearest centavo, half a centavo up", () => {
    // At 16% the IVA is total × 4/29, so the closest a result comes to half a centavo is 14/29 or 15/29.
    expect(ivaContainedCents(18, 1600)).toBe(2); // 2.4827... → 2
    expect(ivaContainedCents(11, 1600)).toBe(2); // 1.5172... → 2
    expect(ivaContainedCents(1, 1600)).toBe(0); // 0.1379... → 0
    expect(ivaContainedCents(29, 1600)).toBe(4); // exactly 4
    // At 100% a total of 3 centavos holds exactly 1.5: half a centavo goes up.
    expect(ivaContainedCents(3, 10_000)).toBe(2);
    expect(ivaContainedCents(1, 10_000)).toBe(1);
  });

  it("is zero at a zero rate or a zero total", () => {
    expect(ivaContainedCents(99_999, 0)).toBe(0);
    expect(ivaContainedCents(0, 1600)).toBe(0);
  });

  it("stays exact for the largest order a 32-bit column holds", () => {
    expect(ivaContainedCents(2_147_483_647, 1600)).toBe(296_204_641);
  });

  it("refuses amounts that are not whole centavos", () => {
    expect(() => ivaContainedCents(10.5, 1600)).toThrow(RangeError);
    expect(() => ivaContainedCents(-1, 1600)).toThrow(RangeError);
  });
});

describe("ivaRateToBasisPoints", () => {
  it("reads the IVA_RATE setting", () => {
    expect(ivaRateToBasisPoints("0.16")).toBe(1600);
    expect(ivaRateToBasisPoints("0.08")).toBe(800); // the northern border region's rate
    expect(ivaRateToBasisPoints("0")).toBe(0);
  });

  it("refuses what is not a rate", () => {
    for (const bad of ["16", "16%", "-0.16", "0.16666", "", "1.5", "abc"]) {
      expect(ivaRateToBasisPoints(bad)).toBeUndefined();
    }
  });
});
