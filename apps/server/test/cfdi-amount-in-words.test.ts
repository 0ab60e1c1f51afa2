import { describe, expect, it } from "vitest";
import { amountInWords } from "../src/modules/invoicing/amount-in-words.ts";

// The total in words on the printed CFDI (docs/product.md 92).

describe("amountInWords", () => {
  it.each([
    [116_000, "UN MIL CIENTO SESENTA PESOS 00/100 M.N."],
    [126_566, "UN MIL DOSCIENTOS SESENTA Y CINCO PESOS 66/100 M.N."],
    [100, "UN PESO 00/100 M.N."],
    [50, "CERO PESOS 50/100 M.N."],
    [2_105, "VEINTIÚN PESOS 05/100 M.N."],
    [3_100, "TREINTA Y UN PESOS 00/100 M.N."],
    [1_600, "DIECISÉIS PESOS 00/100 M.N."],
    [2_200, "VEINTIDÓS PESOS 00/100 M.N."],
    [10_000, "CIEN PESOS 00/100 M.N."],
    [10_100, "CIENTO UN PESOS 00/100 M.N."],
    [51_599, "QUINIENTOS QUINCE PESOS 99/100 M.N."],
    [79_900, "SETECIENTOS NOVENTA Y NUEVE PESOS 00/100 M.N."],
    [100_100, "UN MIL UN PESOS 00/100 M.N."],
    [2_100_000, "VEINTIÚN MIL PESOS 00/100 M.N."],
    [10_000_000, "CIEN MIL PESOS 00/100 M.N."],
    [10_100_000, "CIENTO UN MIL PESOS 00/100 M.N."],
    [99_999_999, "NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE PESOS 99/100 M.N."],
    [100_000_000, "UN MILLÓN DE PESOS 00/100 M.N."],
    [250_000_000, "DOS MILLONES QUINIENTOS MIL PESOS 00/100 M.N."],
    [2_000_000_000, "VEINTE MILLONES DE PESOS 00/100 M.N."],
    [2_100_100_001, "VEINTIÚN MILLONES UN MIL PESOS 01/100 M.N."],
  ])("%i centavos: %s", (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  it("refuses what is not an amount", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
