import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  averageRating,
  firstNameOf,
  hideReasonProblem,
  isRating,
  REVIEW_BODY_MAX,
  ratingText,
  reviewProblems,
} from "../src/review-rules.ts";
import { reviewInputSchema } from "../src/reviews.ts";
import { inSpanish } from "./in-spanish.ts";

// A shopper's review: 1 to 5 stars and an optional text of at most 2,000 characters (docs/product.md
// 95); the page's average to one decimal, half up, read out as "4.3 out of 5, 12 reviews" (96); staff
// hide one with a reason of 3-500 characters (98).

describe("a review's rating and text", () => {
  it("takes whole stars from 1 to 5 only", () => {
    for (const stars of [1, 2, 3, 4, 5]) expect(isRating(stars)).toBe(true);
    for (const other of [0, 6, -1, 4.5, Number.NaN, "5", null, undefined])
      expect(isRating(other)).toBe(false);
  });

  it("asks for a rating until one is chosen, and takes a review without text", () => {
    expect(reviewProblems({ rating: 0, body: "Lovely" })).toEqual({
      rating: "Choose a rating from 1 to 5 stars",
    });
    expect(reviewProblems({ rating: 4, body: "" })).toEqual({});
  });

  it("refuses a text past 2,000 characters, not counting the spaces around it", () => {
    expect(reviewProblems({ rating: 5, body: "a".repeat(REVIEW_BODY_MAX) })).toEqual({});
    expect(reviewProblems({ rating: 5, body: `  ${"a".repeat(REVIEW_BODY_MAX)}\n` })).toEqual({});
    expect(reviewProblems({ rating: 5, body: "a".repeat(REVIEW_BODY_MAX + 1) })).toEqual({
      body: "The review must be at most 2,000 characters",
    });
  });

  it("takes lines and tabs but no terminal escape codes or text made to read backwards", () => {
    expect(reviewProblems({ rating: 4, body: "Sturdy.\r\n\tWould buy again." })).toEqual({});
    for (const body of ["ok \u0007 bell", "\u001b[31m red", "\u202egnol", "half \ud800 a pair"]) {
      expect(reviewProblems({ rating: 4, body })).toEqual({
        body: "Remove the control and invisible characters from the text",
      });
      expect(reviewInputSchema.safeParse({ rating: 4, body }).error?.issues[0]?.message).toBe(
        "Remove the control and invisible characters from the text",
      );
    }
  });

  it("names every field that is wrong at once, in Spanish too", () => {
    const bad = { rating: 6, body: "a".repeat(REVIEW_BODY_MAX + 1) };
    expect(Object.keys(reviewProblems(bad)).sort()).toEqual(["body", "rating"]);
    const spanish = inSpanish(() => reviewProblems(bad));
    expect(spanish.rating).not.toBe(reviewProblems(bad).rating);
    expect(spanish.rating).toContain("5");
  });
});

describe("the reason staff give for hiding a review", () => {
  it("needs 3 to 500 characters once trimmed", () => {
    expect(hideReasonProblem("  ok  ")).toBe("Write a reason of at least 3 characters");
    expect(hideReasonProblem("Spam")).toBeUndefined();
    expect(hideReasonProblem("a".repeat(500))).toBeUndefined();
    expect(hideReasonProblem("a".repeat(501))).toBe("The reason must be at most 500 characters");
  });
});

describe("the average rating", () => {
  it("is none without reviews", () => {
    expect(averageRating(0, 0)).toBeNull();
  });

  it("rounds to one decimal, half up", () => {
    expect(averageRating(17, 4)).toBe(4.3); // 4.25
    expect(averageRating(87, 20)).toBe(4.4); // 4.35, which (4.35).toFixed(1) makes "4.3"
    expect(averageRating(13, 3)).toBe(4.3); // 4.333...
    expect(averageRating(14, 3)).toBe(4.7); // 4.666...
    expect(averageRating(29, 20)).toBe(1.5); // 1.45
    expect(averageRating(5, 1)).toBe(5);
  });

  it("is always the nearest tenth, a half going up", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(), (count, seed) => {
        const total = count + (seed % (4 * count + 1)); // every rating between 1 and 5
        const average = averageRating(total, count);
        expect(average).not.toBeNull();
        const tenths = Math.round((average as number) * 10);
        expect(average).toBe(tenths / 10);
        // tenths - 1/2 <= 10 × total / count < tenths + 1/2, in whole numbers.
        expect((2 * tenths - 1) * count).toBeLessThanOrEqual(20 * total);
        expect(20 * total).toBeLessThan((2 * tenths + 1) * count);
      }),
    );
  });
});

describe("what other shoppers read", () => {
  it("names an author by their first name only", () => {
    expect(firstNameOf("  Ana Sofía López ")).toBe("Ana");
    expect(firstNameOf("Bruno")).toBe("Bruno");
  });

  it("reads the stars out as words", () => {
    expect(ratingText({ average: 4.3, count: 12 })).toBe("4.3 out of 5, 12 reviews");
    expect(ratingText({ average: 5, count: 1 })).toBe("5.0 out of 5, 1 review");
    expect(ratingText({ average: 4, count: 1_234 })).toBe("4.0 out of 5, 1,234 reviews");
    expect(ratingText({ average: null, count: 0 })).toBe("No reviews yet");
  });
});
