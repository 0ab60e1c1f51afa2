import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyPromotion,
  discountedTotal,
  discountOn,
  eligibleSubtotal,
  fullAmountFrom,
  lineRefundCents,
  normalizePromotionCode,
  promotionInputSchema,
  promotionRefusal,
  promotionRefusalMessage,
  promotionStatus,
  shareByLargestRemainder,
} from "../src/promotions.ts";
import { inSpanish } from "./in-spanish.ts";

const percent = (value: number, categories: string[] | null = null) =>
  ({ kind: "percent", percent: value, amountCents: null, categories }) as const;
const fixed = (cents: number, categories: string[] | null = null) =>
  ({ kind: "fixed", percent: null, amountCents: cents, categories }) as const;

describe("discountOn", () => {
  it("takes a percentage rounded down to the centavo", () => {
    expect(discountOn(percent(15), 100_000)).toBe(15_000);
    expect(discountOn(percent(15), 99_999)).toBe(14_999); // 14,999.85 centavos
    expect(discountOn(percent(90), 1)).toBe(0);
  });

  it("takes a fixed amount, never more than 90% of what it applies to", () => {
    expect(discountOn(fixed(20_000), 100_000)).toBe(20_000);
    expect(discountOn(fixed(20_000), 10_000)).toBe(9_000);
    expect(discountOn(fixed(20_000), 0)).toBe(0);
  });

  it("gives a fixed amount in full from fullAmountFrom's subtotal, and not a centavo below it", () => {
    expect(fullAmountFrom(50_000)).toBe(55_556);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (amount) => {
        const full = fullAmountFrom(amount);
        expect(discountOn(fixed(amount), full)).toBe(amount);
        expect(discountOn(fixed(amount), full - 1)).toBeLessThan(amount);
      }),
    );
  });
});

describe("shareByLargestRemainder", () => {
  it("shares in proportion, the centavos left to the largest remainders, first line on a tie", () => {
    expect(shareByLargestRemainder([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(shareByLargestRemainder([300, 100], 101)).toEqual([76, 25]);
    expect(shareByLargestRemainder([0, 500], 50)).toEqual([0, 50]);
  });

  it("adds up to the discount exactly and never gives a line more than its total", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          const discount = Math.floor(total * fraction);
          const shares = shareByLargestRemainder(weights, discount);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
          });
        },
      ),
    );
  });
});

describe("applyPromotion", () => {
  const lines = [
    { lineTotal: 1_200_000, category: "living room" },
    { lineTotal: 50_000, category: "kitchen" },
  ];

  it("discounts only the lines of its categories", () => {
    const outcome = applyPromotion(percent(10, ["kitchen"]), lines);
    expect(outcome).toEqual({ eligibleCents: 50_000, discountCents: 5_000, lineDiscounts: [0, 5_000] });
  });

  it("a code for every category shares the discount over every line", () => {
    const outcome = applyPromotion(fixed(12_500), lines);
    expect(outcome.discountCents).toBe(12_500);
    expect(outcome.lineDiscounts).toEqual([12_000, 500]);
  });

  it("keeps every line paying something and the total = subtotal - discount + shipping", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            lineTotal: fc.integer({ min: 100, max: 10_000_000 }),
            category: fc.constantFrom("living room", "bedroom", "kitchen"),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.oneof(
          fc.integer({ min: 1, max: 90 }).map((p) => percent(p, ["bedroom", "kitchen"])),
          fc.integer({ min: 1, max: 50_000_000 }).map((c) => fixed(c)),
        ),
        (drawn, terms) => {
          const outcome = applyPromotion(terms, drawn);
          expect(outcome.eligibleCents).toBe(eligibleSubtotal(terms, drawn));
          expect(outcome.lineDiscounts.reduce((s, d) => s + d, 0)).toBe(outcome.discountCents);
          drawn.forEach((line, i) => {
            expect(line.lineTotal - (outcome.lineDiscounts[i] ?? 0)).toBeGreaterThan(0);
          });
          const subtotal = drawn.reduce((s, l) => s + l.lineTotal, 0);
          expect(discountedTotal({ subtotal, shipping: 9_900 }, outcome.discountCents)).toBe(
            subtotal - outcome.discountCents + 9_900,
          );
        },
      ),
    );
  });
});

describe("lineRefundCents", () => {
  it("refunds what was paid for the units returned; every unit refunds the whole line", () => {
    const line = { priceCents: 10_000, quantity: 3, discountCents: 1_000 };
    expect(lineRefundCents(line, 3)).toBe(29_000);
    expect(lineRefundCents(line, 1)).toBe(9_667);
    expect(lineRefundCents({ ...line, discountCents: 0 }, 2)).toBe(20_000);
  });
});

describe("promotionRefusal", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const code = {
    startsAt: new Date("2026-06-01T06:00:00Z"),
    endsAt: new Date("2026-07-01T06:00:00Z"),
    disabledAt: null,
    maxUses: 5,
    uses: 4,
    maxUsesPerShopper: 1,
    minSubtotalCents: 100_000,
  };
  const fine = { now, eligibleCents: 100_000, shopperUses: 0 };

  it("accepts a code in its dates, with uses left, over its minimum", () => {
    expect(promotionRefusal(code, fine)).toBeNull();
    expect(
      promotionRefusal({ ...code, maxUses: null, maxUsesPerShopper: null }, { ...fine, shopperUses: 9 }),
    ).toBeNull();
  });

  it("says why, in order", () => {
    expect(promotionRefusal({ ...code, disabledAt: now }, fine)).toBe("disabled");
    expect(promotionRefusal(code, { ...fine, now: new Date("2026-05-31T12:00:00Z") })).toBe("not_started");
    expect(promotionRefusal(code, { ...fine, now: code.endsAt })).toBe("expired");
    expect(promotionRefusal({ ...code, uses: 5 }, fine)).toBe("used_up");
    expect(promotionRefusal(code, { ...fine, shopperUses: 1 })).toBe("shopper_limit");
    expect(promotionRefusal(code, { ...fine, eligibleCents: 0 })).toBe("no_eligible_lines");
    expect(promotionRefusal(code, { ...fine, eligibleCents: 99_999 })).toBe("min_subtotal");
  });

  it("tells the state in the back office", () => {
    expect(promotionStatus(code, now)).toBe("active");
    expect(promotionStatus({ ...code, uses: 5 }, now)).toBe("used_up");
    expect(promotionStatus(code, code.endsAt)).toBe("ended");
  });
});

describe("promotionRefusalMessage", () => {
  const refused = {
    code: "VERANO15",
    startsAt: new Date("2026-06-01T06:00:00Z"),
    endsAt: new Date("2026-07-01T06:00:00Z"),
    minSubtotalCents: 150_000,
    categories: ["kitchen", "bathroom"] as ("kitchen" | "bathroom")[],
  };

  it("names the code, the last day and the minimum, in both languages", () => {
    expect(promotionRefusalMessage("expired", refused)).toBe("The code VERANO15 expired on 30/06/2026.");
    expect(promotionRefusalMessage("min_subtotal", refused)).toBe(
      "The code VERANO15 needs at least $1,500.00 MXN of products from Kitchen or Bathroom.",
    );
    expect(inSpanish(() => promotionRefusalMessage("used_up", refused))).toBe(
      "El código VERANO15 ya se agotó.",
    );
  });
});

describe("promotionInputSchema", () => {
  const valid = {
    code: " verano15 ",
    kind: "percent",
    percent: 15,
    amount: 5_000,
    startsAt: "2026-06-01T00:00:00-06:00",
    endsAt: "2026-07-01T00:00:00-06:00",
    maxUses: 100,
    maxUsesPerShopper: 1,
    categories: ["kitchen", "living room"],
  };

  it("keeps codes in capitals, the kind's value only, and categories in the shop's order", () => {
    const input = promotionInputSchema.parse(valid);
    expect(input).toMatchObject({
      code: "VERANO15",
      percent: 15,
      amount: null,
      minSubtotal: 0,
      startsAt: "2026-06-01T06:00:00.000Z",
      categories: ["living room", "kitchen"],
    });
    expect(normalizePromotionCode("  hola-1 ")).toBe("HOLA-1");
  });

  it("refuses bad codes, values, dates and limits with their own messages", () => {
    const issue = (body: object) =>
      promotionInputSchema.safeParse({ ...valid, ...body }).error?.issues[0]?.message;
    expect(issue({ code: "a b" })).toMatch(/3 to 30 capital letters/);
    expect(issue({ percent: 91 })).toMatch(/1 to 90/);
    expect(issue({ kind: "fixed", amount: null })).toMatch(/more than \$0.00/);
    expect(issue({ kind: "fixed", amount: 1e15 })).toBe("An amount off can be at most $20,000,000.00 MXN");
    expect(issue({ minSubtotal: 1e15 })).toBe("The minimum subtotal can be at most $20,000,000.00 MXN");
    expect(issue({ endsAt: valid.startsAt })).toMatch(/end after it starts/);
    expect(issue({ maxUses: 0 })).toMatch(/at least 1/);
    expect(issue({ categories: [] })).toMatch(/one or more categories/);
    // A shopper's limit above the code's own limit could never be reached.
    expect(issue({ maxUses: 100, maxUsesPerShopper: 200 })).toBe(
      "The uses per shopper cannot be more than the uses in all (100)",
    );
    expect(promotionInputSchema.safeParse({ ...valid, maxUses: 5, maxUsesPerShopper: 5 }).success).toBe(true);
    expect(promotionInputSchema.safeParse({ ...valid, maxUses: null, maxUsesPerShopper: 5 }).success).toBe(
      true,
    );
  });

  it("says the dates are the wrong way round beside other fields' problems, not only once they are right", () => {
    const issues = promotionInputSchema.safeParse({
      ...valid,
      maxUsesPerShopper: "abc",
      endsAt: valid.startsAt,
    }).error?.issues;
    expect(issues?.map((found) => found.path.join("."))).toEqual(["maxUsesPerShopper", "endsAt"]);
    // No body at all is refused as such, not thrown on.
    expect(promotionInputSchema.safeParse(null).success).toBe(false);
  });
});
