import { describe, expect, it } from "vitest";
// The address rules are tested in address-rules.test.ts.
import {
  cardBrand,
  cardInputSchema,
  formatCardNumber,
  isExpiryValid,
  isValidCardNumber,
  isValidYear,
  passesLuhn,
} from "../src/index.ts";

describe("card rules", () => {
  const now = new Date("2026-11-21T18:00:00Z");

  it("checks Luhn and the brand", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(isValidCardNumber("4242 4242 4242 4242")).toBe(true);
    expect(isValidCardNumber("5555555555554444")).toBe(true);
    expect(isValidCardNumber("4242424242424241")).toBe(false);
    expect(isValidCardNumber("6011111111111117")).toBe(false); // Luhn-valid, unknown brand
    expect(isValidCardNumber("424242424242424")).toBe(false);
    expect(cardBrand("4000")).toBe("Visa");
    expect(cardBrand("5100")).toBe("Mastercard");
    expect(cardBrand("3400")).toBeNull();
  });

  it("formats the number in groups of four", () => {
    expect(formatCardNumber("4242a4242424242424299")).toBe("4242 4242 4242 4242");
  });

  it("accepts the current month of the current year and refuses the one before", () => {
    expect(isExpiryValid("11", "26", now)).toBe(true);
    expect(isExpiryValid("10", "26", now)).toBe(false);
    expect(isExpiryValid("01", "27", now)).toBe(true);
    expect(isExpiryValid("12", "25", now)).toBe(false);
    expect(isExpiryValid("13", "27", now)).toBe(false);
    expect(isExpiryValid("00", "27", now)).toBe(false);
    expect(isValidYear("26", now)).toBe(true);
    expect(isValidYear("25", now)).toBe(false);
    expect(isValidYear("2027", now)).toBe(false);
  });

  it("validates a whole card body with the clock given", () => {
    const schema = cardInputSchema(() => now);
    const card = { number: "4242424242424242", holderName: "Ana Lopez", month: "11", year: "26", ccv: "123" };
    expect(schema.safeParse(card).success).toBe(true);
    expect(schema.safeParse({ ...card, month: "10" }).error?.issues[0]?.message).toBe(
      "This card has expired",
    );
    expect(schema.safeParse({ ...card, ccv: "12" }).success).toBe(false);
    expect(schema.safeParse({ ...card, holderName: "Ana 2" }).success).toBe(false);
  });
});
