import { ivaContainedCents } from "@hogar/shared/iva";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  centsToDecimal,
  decimalToCents,
  type InvoiceLine,
  IVA_TASA,
  invoiceConcepts,
  unitValue,
} from "../src/modules/invoicing/cfdi-amounts.ts";

// docs/product.md 91: each concepto's IVA is its share of the order's IVA, within the SAT's
// tolerance of Base × 0.16, and SubTotal + IVA = Total = what the shopper paid.

/** A decimal string ("287.35") as a whole number of 10^-scale units. */
function scaled(decimal: string, scale: number): bigint {
  const [whole = "0", fraction = ""] = decimal.split(".");
  return BigInt(whole + fraction.padEnd(scale, "0").slice(0, scale));
}

/**
 * Anexo 20's rule for a traslado's Importe, read from the written values: between
 * (Base - 0.005) × Tasa truncated and (Base + 0.005 - 10^-12) × Tasa rounded up, to 2 decimals.
 */
function withinSatTolerance(base: string, rate: string, importe: string): boolean {
  const b = scaled(base, 12);
  const t = scaled(rate, 6);
  const toCents = 10n ** 16n; // 10^-12 × 10^-6 = 10^-18 per unit; a centavo is 10^16 of them
  const lower = ((b - 5n * 10n ** 9n) * t) / toCents;
  const upperProduct = (b + 5n * 10n ** 9n - 1n) * t;
  const upper = (upperProduct + toCents - 1n) / toCents;
  const value = scaled(importe, 2);
  return value >= lower && value <= upper;
}

function order(lines: InvoiceLine[], shippingCents = 0) {
  const totalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0) + shippingCents;
  return { lines, shippingCents, totalCents, ivaCents: ivaContainedCents(totalCents, 1600) };
}

const chair = (priceCents: number, quantity = 1): InvoiceLine => ({
  description: "Silla Nórdica",
  quantity,
  priceCents,
});

describe("invoiceConcepts", () => {
  it("shares the order's IVA when the lines' own rounding would give a centavo more", () => {
    const input = order([chair(33_333), chair(33_333), chair(33_333)]);
    // $999.99 holds $137.93 of IVA; each $333.33 line alone would round to $45.98, $137.94 in all.
    expect(input.ivaCents).toBe(13_793);
    const perLine = 3 * ivaContainedCents(33_333, 1600);
    expect(perLine).toBe(13_794);

    const amounts = invoiceConcepts(input);
    expect(amounts.concepts.map((c) => c.ivaCents)).toEqual([4_598, 4_598, 4_597]);
    expect(amounts.concepts.map((c) => c.baseCents)).toEqual([28_735, 28_735, 28_736]);
    expect(amounts.ivaCents).toBe(13_793);
    expect(amounts.subtotalCents).toBe(86_206);
    expect(amounts.subtotalCents + amounts.ivaCents).toBe(99_999);
    expect(amounts.totalCents).toBe(99_999);
    for (const c of amounts.concepts)
      expect(withinSatTolerance(centsToDecimal(c.baseCents), IVA_TASA, centsToDecimal(c.ivaCents))).toBe(
        true,
      );
  });

  it("adds shipping as its own concepto, a service", () => {
    const amounts = invoiceConcepts(order([chair(100_000)], 9_900));
    expect(amounts.concepts).toEqual([
      expect.objectContaining({
        productCode: "56101500",
        unitCode: "H87",
        unitName: "Pieza",
        grossCents: 100_000,
      }),
      {
        productCode: "78102203",
        unitCode: "E48",
        unitName: "Unidad de servicio",
        description: "Envío",
        quantity: 1,
        grossCents: 9_900,
        baseCents: 8_534,
        ivaCents: 1_366,
        discountCents: 0,
        importeCents: 8_534,
      },
    ]);
    expect(amounts.totalCents).toBe(109_900);
    expect(amounts.ivaCents).toBe(ivaContainedCents(109_900, 1600));
  });

  it("carries a discounted line's Descuento before IVA: SubTotal - Descuento + IVA = Total (docs/product.md 104)", () => {
    const lines = [
      { description: "Sofá", quantity: 1, priceCents: 1_200_000, discountCents: 120_000 },
      { description: "Cojín", quantity: 3, priceCents: 33_333, discountCents: 9_999 },
    ];
    const totalCents = 1_200_000 + 99_999 - 129_999;
    const amounts = invoiceConcepts({
      lines,
      shippingCents: 0,
      totalCents,
      ivaCents: ivaContainedCents(totalCents, 1600),
    });
    const [sofa, cushion] = amounts.concepts;
    // 1,200.00 off with IVA is 1,034.48 before it.
    expect(sofa).toMatchObject({ grossCents: 1_080_000, discountCents: 103_448 });
    expect(sofa && sofa.importeCents - sofa.discountCents).toBe(sofa?.baseCents);
    expect(cushion?.discountCents).toBe(8_620);
    expect(amounts.discountCents).toBe(103_448 + 8_620);
    expect(amounts.subtotalCents - amounts.discountCents + amounts.ivaCents).toBe(totalCents);
    expect(() =>
      invoiceConcepts({
        ...amounts,
        lines: [{ ...lines[0], discountCents: 1_200_000 }] as never,
        shippingCents: 0,
        totalCents: 0,
        ivaCents: 0,
      }),
    ).toThrow(RangeError);
  });

  it("writes a line's unit value so that quantity × unit value gives its importe back", () => {
    const [concept] = invoiceConcepts(order([chair(10_000, 3)])).concepts;
    expect(concept).toMatchObject({ quantity: 3, grossCents: 30_000, baseCents: 25_862, ivaCents: 4_138 });
    expect(unitValue({ baseCents: 25_862, quantity: 3 })).toBe("86.206667");
    expect(unitValue({ baseCents: 100_000, quantity: 1 })).toBe("1000.00");
    expect(unitValue({ baseCents: 25, quantity: 2 })).toBe("0.125");
  });

  it("refuses amounts that are not the order's", () => {
    const input = order([chair(10_000)]);
    expect(() => invoiceConcepts({ ...input, totalCents: input.totalCents + 1 })).toThrow(RangeError);
    // An order placed at another IVA rate cannot become a CFDI at 16%.
    expect(() => invoiceConcepts({ ...input, ivaCents: ivaContainedCents(10_000, 800) })).toThrow(RangeError);
    expect(() => invoiceConcepts(order([chair(0)]))).toThrow(RangeError);
    expect(() => invoiceConcepts(order([chair(1_000, 0)]))).toThrow(RangeError);
  });

  it("keeps every concepto valid for the SAT when no share can reach the order's IVA exactly", () => {
    // $29.14 holds $4.0193 of IVA: $4.01 is below the SAT's bound for its base, so each line takes
    // $4.02, and eight of them make $32.16 where the order's total holds $32.15.
    const input = order(Array.from({ length: 8 }, () => chair(2_914)));
    expect(input.ivaCents).toBe(3_215);
    expect(withinSatTolerance("25.13", IVA_TASA, "4.01")).toBe(false);
    expect(withinSatTolerance("25.12", IVA_TASA, "4.02")).toBe(true);
    const amounts = invoiceConcepts(input);
    expect(amounts.concepts.every((c) => c.ivaCents === 402)).toBe(true);
    expect(amounts.ivaCents).toBe(3_216);
    expect(amounts.subtotalCents + amounts.ivaCents).toBe(input.totalCents);
  });

  const line = fc.record({
    description: fc.constant("Mesa"),
    quantity: fc.integer({ min: 1, max: 9 }),
    priceCents: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 5_000_000 })),
  });

  it("gives every cart's conceptos valid IVA that adds up to the order's, to the centavo", () => {
    // Up to seven lines and shipping the SAT's bounds can always reach the order's IVA.
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 7 }),
        fc.constantFrom(0, 9_900),
        (lines, shipping) => {
          const input = order(lines, shipping);
          const amounts = invoiceConcepts(input);
          expect(amounts.ivaCents).toBe(input.ivaCents);
          expect(amounts.concepts.reduce((sum, c) => sum + c.ivaCents, 0)).toBe(input.ivaCents);
          expect(amounts.concepts.reduce((sum, c) => sum + c.baseCents, 0)).toBe(amounts.subtotalCents);
          expect(amounts.subtotalCents + amounts.ivaCents).toBe(input.totalCents);
          for (const c of amounts.concepts) {
            expect(c.baseCents + c.ivaCents).toBe(c.grossCents);
            expect(
              withinSatTolerance(centsToDecimal(c.baseCents), IVA_TASA, centsToDecimal(c.ivaCents)),
            ).toBe(true);
            // Cantidad × ValorUnitario rounds to the Importe.
            const product = BigInt(c.quantity) * scaled(unitValue(c), 6);
            expect((product + 5_000n) / 10_000n).toBe(BigInt(c.baseCents));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("never lets a concepto out of the SAT's bounds, however long the cart", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (lines) => {
        const input = order(lines);
        const amounts = invoiceConcepts(input);
        expect(amounts.subtotalCents + amounts.ivaCents).toBe(input.totalCents);
        for (const c of amounts.concepts)
          expect(withinSatTolerance(centsToDecimal(c.baseCents), IVA_TASA, centsToDecimal(c.ivaCents))).toBe(
            true,
          );
        // Any miss is the nearest the bounds allow: one centavo more on a concepto would leave them.
        if (amounts.ivaCents !== input.ivaCents) {
          const step = amounts.ivaCents > input.ivaCents ? -1 : 1;
          for (const c of amounts.concepts) {
            const moved = c.ivaCents + step;
            const valid =
              moved >= 0 &&
              c.grossCents - moved >= 1 &&
              moved === Math.floor((c.grossCents * 4) / 29) + (step > 0 ? 1 : 0) &&
              withinSatTolerance(centsToDecimal(c.grossCents - moved), IVA_TASA, centsToDecimal(moved));
            expect(valid).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("centsToDecimal and decimalToCents", () => {
  it("writes pesos with two decimals", () => {
    expect(centsToDecimal(116_000)).toBe("1160.00");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(0)).toBe("0.00");
  });

  it("reads them back", () => {
    expect(decimalToCents("1160.00")).toBe(116_000);
    expect(decimalToCents("0.5")).toBe(50);
    expect(decimalToCents("12")).toBe(1_200);
    expect(decimalToCents("85.350000")).toBe(8_535);
    expect(() => decimalToCents("287.355")).toThrow(RangeError);
    expect(() => decimalToCents("-1.00")).toThrow(RangeError);
  });
});
