import { describe, expect, it } from "vitest";
import {
  type InvoiceRequestState,
  invoiceRequestableUntil,
  invoiceRequestLastDay,
  invoiceUnavailableReason,
} from "../src/invoice-window.ts";

// 23:30 on 30 November in Mexico City (UTC-6 all year since 2022) is 05:30 on 1 December in UTC.
const paidLateOn30November = new Date("2026-12-01T05:30:00Z");
const firstOfDecemberInMexicoCity = new Date("2026-12-01T06:00:00Z");

const paid: InvoiceRequestState = {
  status: "paid",
  refundedCents: 0,
  ivaRateBp: 1600,
  paidAt: new Date("2026-11-10T18:00:00Z"),
  hasLiveInvoice: false,
  now: new Date("2026-11-12T18:00:00Z"),
};

describe("invoice request window (docs/product.md 90)", () => {
  it("stays open until the calendar month of the payment ends in Mexico City", () => {
    expect(invoiceRequestableUntil(new Date("2026-11-01T06:00:00Z"))).toEqual(firstOfDecemberInMexicoCity);
    expect(invoiceRequestableUntil(paidLateOn30November)).toEqual(firstOfDecemberInMexicoCity);
    expect(invoiceRequestLastDay(firstOfDecemberInMexicoCity)).toBe("30/11/2026");
  });

  it("follows the payment's Mexico City month, not UTC's", () => {
    // Already 1 December in UTC, still 30 November in Mexico City: 30 minutes left, not a month.
    const state = { ...paid, paidAt: paidLateOn30November };
    expect(invoiceUnavailableReason({ ...state, now: new Date("2026-12-01T05:59:59.999Z") })).toBeNull();
    expect(invoiceUnavailableReason({ ...state, now: firstOfDecemberInMexicoCity })).toBe("monthClosed");
  });

  it("ends a December payment's window on 1 January of the next year", () => {
    expect(invoiceRequestableUntil(new Date("2026-12-31T12:00:00Z"))).toEqual(
      new Date("2027-01-01T06:00:00Z"),
    );
  });

  it("lets a paid, shipped, delivered or in-return order be invoiced within the month", () => {
    for (const status of ["paid", "shipped", "delivered", "return_requested"] as const)
      expect(invoiceUnavailableReason({ ...paid, status })).toBeNull();
  });

  it("refuses an order not paid", () => {
    for (const status of ["placed", "awaiting_payment", "cancelled"] as const)
      expect(invoiceUnavailableReason({ ...paid, status, paidAt: null })).toBe("notPaid");
  });

  it("refuses an order with anything refunded", () => {
    expect(invoiceUnavailableReason({ ...paid, refundedCents: 1 })).toBe("refunded");
    expect(invoiceUnavailableReason({ ...paid, status: "returned", refundedCents: 150_000 })).toBe(
      "refunded",
    );
    expect(invoiceUnavailableReason({ ...paid, status: "cancelled", refundedCents: 150_000 })).toBe(
      "refunded",
    );
  });

  it("refuses a second invoice while one is live, whatever else holds", () => {
    expect(invoiceUnavailableReason({ ...paid, hasLiveInvoice: true })).toBe("invoiced");
    expect(
      invoiceUnavailableReason({ ...paid, hasLiveInvoice: true, now: new Date("2027-03-01T00:00:00Z") }),
    ).toBe("invoiced");
  });

  it("refuses an order taxed at a rate other than the 16% its CFDI would carry, paid or not", () => {
    expect(invoiceUnavailableReason({ ...paid, ivaRateBp: 800 })).toBe("notInvoiceable");
    expect(invoiceUnavailableReason({ ...paid, ivaRateBp: 0, status: "placed", paidAt: null })).toBe(
      "notInvoiceable",
    );
    expect(invoiceUnavailableReason({ ...paid, ivaRateBp: 800, hasLiveInvoice: true })).toBe("invoiced");
  });

  it("refuses once the month of the payment is over", () => {
    expect(invoiceUnavailableReason({ ...paid, now: new Date("2026-12-15T18:00:00Z") })).toBe("monthClosed");
  });
});
