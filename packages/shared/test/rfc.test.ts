import { describe, expect, it } from "vitest";
import { normalizeRfc, rfcCheckDigitMatches, rfcPersonKind, rfcProblem } from "../src/rfc.ts";

describe("RFC (docs/product.md 89)", () => {
  it("accepts real RFCs whose check digit matches: a company's 12 characters, a person's 13", () => {
    expect(rfcProblem("EKU9003173C9")).toBeNull();
    expect(rfcProblem("CACX7605101P8")).toBeNull();
    expect(rfcPersonKind("EKU9003173C9")).toBe("moral");
    expect(rfcPersonKind("CACX7605101P8")).toBe("fisica");
  });

  it("accepts an RFC whose check digit does not match, as the SAT has issued some, and says it does not", () => {
    // ACE900319JT9 is registered with the SAT (https://github.com/django/django-localflavor/issues/330).
    for (const rfc of ["HMD200101AB1", "EKU9003173C8", "ACE900319JT9"]) {
      expect(rfcProblem(rfc)).toBeNull();
      expect(rfcCheckDigitMatches(rfc)).toBe(false);
    }
    expect(rfcCheckDigitMatches("EKU9003173C9")).toBe(true);
    expect(rfcCheckDigitMatches("CACX7605101P8")).toBe(true);
    expect(rfcCheckDigitMatches("CACX76051")).toBe(false);
  });

  it("refuses the generic RFCs of the público en general and of foreign customers", () => {
    expect(rfcProblem("XAXX010101000")).toBe("generic");
    expect(rfcProblem("XEXX010101000")).toBe("generic");
  });

  it.each([
    ["too short", "EKU900317C9"],
    ["too long", "CACX7605101P81"],
    ["digits for the letters", "1KU9003173C9"],
    ["empty", ""],
  ])("refuses a shape that is no RFC (%s)", (_case, value) => {
    expect(rfcProblem(value)).toBe("format");
  });

  it.each([
    ["a 13th month", "LOHA851315AB1"],
    ["a 31st of April", "EKU900431AB1"],
    ["a 29th of February in a common year", "EKU900229AB1"],
  ])("names the date of an RFC whose shape is right (%s)", (_case, value) => {
    expect(rfcProblem(value)).toBe("date");
  });

  it("writes an RFC as the SAT does: capitals, without spaces or dashes", () => {
    expect(normalizeRfc(" eku-900317 3c9 ")).toBe("EKU9003173C9");
    expect(rfcProblem(normalizeRfc("cacx 760510 1p8"))).toBeNull();
  });

  it("accepts Ñ and & in the letters when the check digit matches, and checks them", () => {
    expect(rfcProblem("ÑAÑ991231AB2")).toBeNull();
    expect(rfcProblem(normalizeRfc("añO850101ab9"))).toBeNull();
    expect(rfcProblem("M&S010203AB3")).toBeNull();
    expect(rfcProblem("GOMÑ840210HI4")).toBeNull();
    expect(rfcPersonKind("GOMÑ840210HI4")).toBe("fisica");
    // Ñ and & count in the check digit's sum.
    expect(rfcCheckDigitMatches("ÑAÑ991231AB2")).toBe(true);
    expect(rfcCheckDigitMatches("ÑAÑ991231AB3")).toBe(false);
    expect(rfcCheckDigitMatches("M&S010203AB3")).toBe(true);
    expect(rfcCheckDigitMatches("M&S010203AB4")).toBe(false);
  });
});
