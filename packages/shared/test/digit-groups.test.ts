import { describe, expect, it } from "vitest";
import { groupDigits } from "../src/digit-groups.ts";

describe("groupDigits", () => {
  it("puts a space after every four digits, the last group keeping what is left", () => {
    // A 14-digit OXXO reference and an 18-digit CLABE (docs/product.md 86).
    expect(groupDigits("93000123456789")).toBe("9300 0123 4567 89");
    expect(groupDigits("646180000000000009")).toBe("6461 8000 0000 0000 09");
    // A 7-digit SPEI reference.
    expect(groupDigits("1234567")).toBe("1234 567");
  });

  it("leaves no space at the end when the digits divide into fours", () => {
    expect(groupDigits("12345678")).toBe("1234 5678");
    expect(groupDigits("1234")).toBe("1234");
  });

  it("leaves short and empty numbers as they are", () => {
    expect(groupDigits("123")).toBe("123");
    expect(groupDigits("")).toBe("");
  });
});
