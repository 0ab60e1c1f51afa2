import { describe, expect, it } from "vitest";
import {
  canTransition,
  nextStatuses,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderActor,
  type OrderStatus,
} from "../src/order-lifecycle.ts";

const ACTORS: OrderActor[] = ["admin", "shopper", "system"];

/**
 * docs/product.md 70-73 and 86, written out by hand rather than read from ORDER_TRANSITIONS, so a change
 * to the table that the product rules do not make fails here.
 */
const ALLOWED = new Set([
  "placed>paid by system",
  "placed>cancelled by system",
  "placed>awaiting_payment by system",
  "awaiting_payment>paid by system",
  "awaiting_payment>cancelled by system",
  "awaiting_payment>cancelled by shopper",
  "awaiting_payment>cancelled by admin",
  "paid>shipped by admin",
  "paid>cancelled by admin",
  "paid>cancelled by shopper",
  "shipped>delivered by admin",
  "delivered>return_requested by shopper",
  "return_requested>returned by admin",
  "return_requested>delivered by admin",
]);

const every = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.flatMap((to) => ACTORS.map((by) => ({ from, to, by, key: `${from}>${to} by ${by}` }))),
);

describe("the order state machine", () => {
  it("knows eight statuses, each with words for shoppers", () => {
    expect([...ORDER_STATUSES].sort()).toEqual(
      [
        "awaiting_payment",
        "cancelled",
        "delivered",
        "paid",
        "placed",
        "return_requested",
        "returned",
        "shipped",
      ].sort(),
    );
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status]()).toMatch(/^[A-Z][a-z ]+$/);
  });

  it.each(every.filter((c) => ALLOWED.has(c.key)))("allows $from → $to by $by", ({ from, to, by }) => {
    expect(canTransition(from, to, by)).toBe(true);
  });

  it.each(every.filter((c) => !ALLOWED.has(c.key)))("refuses $from → $to by $by", ({ from, to, by }) => {
    expect(canTransition(from, to, by)).toBe(false);
  });

  it("checks all 192 combinations, 14 of them allowed", () => {
    expect(every).toHaveLength(8 * 8 * 3);
    expect(every.filter((c) => canTransition(c.from, c.to, c.by))).toHaveLength(ALLOWED.size);
  });

  it("never leaves a status for itself, and nothing leaves cancelled or returned", () => {
    for (const status of ORDER_STATUSES) {
      for (const by of ACTORS) expect(canTransition(status, status, by)).toBe(false);
    }
    for (const end of ["cancelled", "returned"] as const) {
      for (const by of ACTORS) expect(nextStatuses(end, by)).toEqual([]);
    }
  });

  it("lists what each actor may do next", () => {
    const next = (from: OrderStatus, by: OrderActor) => [...nextStatuses(from, by)].sort();
    expect(next("placed", "system")).toEqual(["awaiting_payment", "cancelled", "paid"]);
    expect(next("awaiting_payment", "system")).toEqual(["cancelled", "paid"]);
    expect(next("awaiting_payment", "shopper")).toEqual(["cancelled"]);
    expect(next("awaiting_payment", "admin")).toEqual(["cancelled"]);
    expect(next("placed", "admin")).toEqual([]);
    expect(next("placed", "shopper")).toEqual([]);
    expect(next("paid", "admin")).toEqual(["cancelled", "shipped"]);
    expect(next("paid", "shopper")).toEqual(["cancelled"]);
    expect(next("paid", "system")).toEqual([]);
    expect(next("shipped", "admin")).toEqual(["delivered"]);
    expect(next("shipped", "shopper")).toEqual([]);
    expect(next("delivered", "admin")).toEqual([]);
    expect(next("delivered", "shopper")).toEqual(["return_requested"]);
    expect(next("return_requested", "admin")).toEqual(["delivered", "returned"]);
    expect(next("return_requested", "shopper")).toEqual([]);
  });

  it("agrees with canTransition for every status and actor", () => {
    for (const from of ORDER_STATUSES) {
      for (const by of ACTORS) {
        const allowed = ORDER_STATUSES.filter((to) => canTransition(from, to, by));
        expect([...nextStatuses(from, by)].sort()).toEqual([...allowed].sort());
      }
    }
  });
});
