import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import {
  failureText,
  isOrderNumber,
  orderNumber,
  returnReasonProblem,
  returnRequestSchema,
  shipOrderSchema,
  shipProblems,
  staffNoteProblem,
  staffNoteSchema,
} from "../src/index.ts";

const AN_ID = "6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f";

/** The schema's first message on `field`, or undefined when it accepts the field. */
function schemaMessage(schema: ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

const chars = (alphabet: string, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), maxLength });
/** Text around a limit: `n` letters between blanks, which the rules trim away. */
const padded = (maxLetters: number) =>
  fc
    .tuple(fc.constantFrom("", " ", "\n "), fc.nat(maxLetters), fc.constantFrom("", "  "))
    .map(([before, letters, after]) => `${before}${"ñ".repeat(letters)}${after}`);

describe("order rules without zod", () => {
  it("numbers an order by its id's first 8 characters", () => {
    expect(orderNumber({ id: AN_ID })).toBe("6f1c2b9e");
  });

  it("tells an order's number, as staff type it, from an id or other text", () => {
    expect(isOrderNumber(orderNumber({ id: AN_ID }))).toBe(true);
    expect(isOrderNumber("6F1C2B9E")).toBe(true);
    for (const text of [AN_ID, "6f1c2b9", "6f1c2b9e0", "6f1c2b9g", " 6f1c2b9e"])
      expect(isOrderNumber(text)).toBe(false);
  });

  it("turn a failed payment's code into a sentence and show any other reason as it is", () => {
    expect(failureText("card_declined")).toBe("The card was declined.");
    expect(failureText("insufficient_funds")).toBe("The card had insufficient funds.");
    expect(failureText("payment_expired")).toBe("The payment did not arrive in time.");
    expect(failureText("Payment timed out")).toBe("Payment timed out");
    // A property every object inherits is no code.
    expect(failureText("toString")).toBe("toString");
    expect(failureText("constructor")).toBe("constructor");
  });

  it("say the same as returnRequestSchema about a return's reason", () => {
    fc.assert(
      fc.property(padded(510), (reason) => {
        const value = { lines: [{ productId: AN_ID, quantity: 1 }], reason };
        expect(returnReasonProblem(reason)).toBe(schemaMessage(returnRequestSchema, value, "reason"));
      }),
    );
    expect(returnReasonProblem("  ab ")).toBe("Tell us why you return them");
    expect(returnReasonProblem("x".repeat(501))).toBe("The reason must be at most 500 characters");
    expect(schemaMessage(returnRequestSchema, { lines: [], reason: "Broken" }, "lines")).toBe(
      "Choose the products to return",
    );
  });

  it("say the same as shipOrderSchema about the carrier and the tracking number", () => {
    fc.assert(
      fc.property(chars("aZ0- _é", 64), chars("aZ09- _é", 44), (carrier, trackingNumber) => {
        const value = { carrier, trackingNumber };
        expect(shipProblems(value)).toEqual({
          carrier: schemaMessage(shipOrderSchema, value, "carrier"),
          trackingNumber: schemaMessage(shipOrderSchema, value, "trackingNumber"),
        });
      }),
    );
    expect(shipProblems({ carrier: " D ", trackingNumber: "MX-12" })).toEqual({
      carrier: "Write the carrier",
      trackingNumber: undefined,
    });
    expect(shipProblems({ carrier: "x".repeat(61), trackingNumber: "AB 123" })).toEqual({
      carrier: "The carrier must be at most 60 characters",
      trackingNumber: "The tracking number must be 4 to 40 letters, digits or dashes",
    });
  });

  it("say the same as staffNoteSchema about the shop's reason", () => {
    fc.assert(
      fc.property(padded(510), (note) => {
        expect(staffNoteProblem(note)).toBe(schemaMessage(staffNoteSchema, { note }, "note"));
      }),
    );
    expect(staffNoteProblem("ok")).toBe("Write a reason of at least 3 characters");
    expect(staffNoteProblem("x".repeat(501))).toBe("The reason must be at most 500 characters");
  });
});
