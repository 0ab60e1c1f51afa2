import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  clearCheckoutChoices,
  newIdempotencyKey,
  useCheckoutChoices,
} from "../src/features/checkout/components/use-checkout-choices.ts";
import { SPRING200_PREVIEW } from "./helpers/fake-promotion.ts";

const KEY = "hogar:checkout:cart";
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Nothing chosen yet: a card (the method picked unless the shopper says otherwise), paid at once. */
const NOTHING = {
  delivery: null,
  method: "card",
  cardId: null,
  installments: 1,
  promotion: null,
  attempt: null,
};
const PREVIEW = SPRING200_PREVIEW;

function openCheckout(fresh: boolean) {
  return renderHook(() => useCheckoutChoices(KEY, fresh));
}

describe("the checkout's choices", () => {
  it("survive a reload (or a trip to add an address) in the same tab", () => {
    const first = openCheckout(true);
    act(() => first.result.current[1]((c) => ({ ...c, delivery: "tomorrow", cardId: "card-1" })));
    first.unmount();

    const reloaded = openCheckout(false);
    expect(reloaded.result.current[0]).toEqual({ ...NOTHING, delivery: "tomorrow", cardId: "card-1" });
  });

  it("start over when the checkout is opened again from Buy now or Buy cart", () => {
    sessionStorage.setItem(KEY, JSON.stringify({ delivery: "tomorrow", cardId: "card-1", attempt: null }));
    const fresh = openCheckout(true);
    expect(fresh.result.current[0]).toEqual(NOTHING);
    // ...and the old choices are gone for the next reload too.
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? "null")).toEqual(NOTHING);
  });

  it("keep the payment method and the card's plan across a reload", () => {
    const first = openCheckout(true);
    act(() => first.result.current[1]((c) => ({ ...c, method: "oxxo" })));
    first.unmount();
    expect(openCheckout(false).result.current[0].method).toBe("oxxo");

    const again = openCheckout(false);
    act(() => again.result.current[1]((c) => ({ ...c, method: "card", cardId: "card-1", installments: 6 })));
    again.unmount();
    expect(openCheckout(false).result.current[0]).toEqual({ ...NOTHING, cardId: "card-1", installments: 6 });
  });

  it("keep an applied promotion code across a reload, as the server priced it", () => {
    const first = openCheckout(true);
    act(() => first.result.current[1]((c) => ({ ...c, promotion: PREVIEW })));
    first.unmount();
    expect(openCheckout(false).result.current[0].promotion).toEqual(PREVIEW);
  });

  it("keep the attempt's key, so a retry after a reload can never buy twice", () => {
    const attempt = { key: newIdempotencyKey(), fingerprint: '{"source":"cart"}' };
    const first = openCheckout(true);
    act(() => first.result.current[1]((c) => ({ ...c, delivery: "day_after_tomorrow", attempt })));
    first.unmount();
    expect(openCheckout(false).result.current[0].attempt).toEqual(attempt);
  });

  it("ignore what they cannot trust in storage (an edited or broken entry)", () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        delivery: "yesterday",
        method: "cheque",
        cardId: 42,
        installments: 5,
        promotion: { ...PREVIEW, discount: "all of it" },
        attempt: { key: 1 },
      }),
    );
    expect(openCheckout(false).result.current[0]).toEqual(NOTHING);
    sessionStorage.setItem(KEY, "{not json");
    expect(openCheckout(false).result.current[0]).toEqual(NOTHING);
  });

  it("are forgotten once the order is placed", () => {
    const first = openCheckout(true);
    act(() => first.result.current[1]((c) => ({ ...c, cardId: "card-1" })));
    first.unmount();
    clearCheckoutChoices(KEY);
    expect(openCheckout(false).result.current[0].cardId).toBeNull();
  });

  it("are kept apart per checkout (the cart's and each product's)", () => {
    const cart = openCheckout(true);
    act(() => cart.result.current[1]((c) => ({ ...c, cardId: "card-1" })));
    const product = renderHook(() => useCheckoutChoices("hogar:checkout:product:p1", false));
    expect(product.result.current[0].cardId).toBeNull();
  });
});

describe("idempotency keys", () => {
  it("are random v4 UUIDs", () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it("are made without crypto.randomUUID too (a page served over plain http)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", {
      getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes),
    });
    const keys = [newIdempotencyKey(), newIdempotencyKey()];
    expect(keys[0]).toMatch(UUID_V4);
    expect(keys[1]).toMatch(UUID_V4);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
