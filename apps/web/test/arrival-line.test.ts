import { getLocale, overwriteGetLocale } from "@hogar/shared/i18n-runtime";
import { afterEach, describe, expect, it } from "vitest";
import { arrivalLine } from "../src/features/orders/components/order-rules.ts";

// The orders list's line on when an order arrives: the spec's "Arrives: Tomorrow" in English, and in
// Spanish as a Mexican shop says it ("Llega mañana", not a word-for-word "Llega: mañana").

const TOMORROW = "03/12/2026";
const paid = (deliveryDate: string) => ({
  status: "paid" as const,
  delivery: "tomorrow" as const,
  deliveryDate,
  deliveredAt: null,
});
const line = (deliveryDate: string) => arrivalLine(paid(deliveryDate), TOMORROW, "America/Mexico_City");

describe("the orders list's arrival line", () => {
  const original = getLocale;
  afterEach(() => overwriteGetLocale(original));

  it("says the spec's words in English", () => {
    expect(line(TOMORROW)).toBe("Arrives: Tomorrow");
    expect(line("04/12/2026")).toBe("Arrives: 04/12/2026");
  });

  it("reads as Mexican Spanish", () => {
    overwriteGetLocale(() => "es-MX");
    expect(line(TOMORROW)).toBe("Llega mañana");
    expect(line("04/12/2026")).toBe("Llega el 04/12/2026");
  });
});
