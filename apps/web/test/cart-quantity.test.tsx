import { formatMoney } from "@hogar/shared/money";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QUANTITY_DEBOUNCE_MS } from "../src/features/cart/api/use-debounced-quantity.ts";
import { ShoppingCart } from "../src/features/cart/components/shopping-cart.tsx";
import { change } from "./helpers/change.ts";
import {
  json,
  later,
  product,
  refusal,
  type SentRequest,
  serverCart,
  stubFetch,
} from "./helpers/fake-api.ts";
import { renderShop } from "./helpers/render.tsx";

const chair = product({ name: "Oak chair", price: 250_000, stock: 10 });

/** Lets `ms` of (fake) time pass, and React and the queries catch up. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const quantityBox = () =>
  screen.getByRole<HTMLInputElement>("spinbutton", { name: "Quantity for Oak chair" });
const type = (value: string) => change(quantityBox(), { target: { value } });
const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === "PUT");

function summaryValue(term: string): string | null | undefined {
  return screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
}

describe("a cart line's quantity", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("shows each change at once and saves only the last one, once typing pauses", async () => {
    const sent = stubFetch((request) =>
      json(200, serverCart([chair, (request.body as { quantity: number }).quantity])),
    );
    renderShop(<ShoppingCart />, { cart: serverCart([chair, 1]) });

    for (const value of ["2", "3", "4"]) {
      type(value);
      await wait(100);
    }

    expect(puts(sent)).toEqual([]);
    expect(quantityBox().value).toBe("4");
    // 4 x 2,500 MXN reaches free shipping before the server has heard of it.
    expect(summaryValue("Subtotal")).toBe(formatMoney(1_000_000));
    expect(summaryValue("Shipping")).toBe("FREE");

    await wait(QUANTITY_DEBOUNCE_MS);

    expect(puts(sent)).toEqual([
      { method: "PUT", path: `/api/cart/items/${chair.id}`, body: { quantity: 4 } },
    ]);
    expect(quantityBox().value).toBe("4");
    expect(summaryValue("Total")).toBe(formatMoney(1_000_000));
  });

  it("says the new total once it settles, not on load nor at each keystroke", async () => {
    stubFetch((request) => json(200, serverCart([chair, (request.body as { quantity: number }).quantity])));
    renderShop(<ShoppingCart />, { cart: serverCart([chair, 1]) });
    // The page's own live region; the notice's comes after it.
    const announced = () => document.querySelector("[aria-live=polite]")?.textContent;
    await wait(QUANTITY_DEBOUNCE_MS);
    expect(announced()).toBe("");

    type("2");
    await wait(100);
    type("3");
    await wait(100);
    expect(announced()).toBe("");
    await wait(QUANTITY_DEBOUNCE_MS);
    await wait(10); // the server's answer
    expect(announced()).toBe(`Your cart's total is now ${formatMoney(750_000 + 9_900)}`);
  });

  it("says a typed quantity above the stock was brought down to it, until one fits", async () => {
    const sent = stubFetch((request) =>
      json(200, serverCart([chair, (request.body as { quantity: number }).quantity])),
    );
    renderShop(<ShoppingCart />, { cart: serverCart([chair, 1]) });

    type("999");
    await wait(QUANTITY_DEBOUNCE_MS);

    expect(quantityBox().value).toBe("10");
    expect(puts(sent).map((request) => request.body)).toEqual([{ quantity: 10 }]);
    // Announced, and read with the box.
    expect(quantityBox().getAttribute("aria-describedby")).toBe(screen.getByRole("status").id);
    expect(screen.getByRole("status").textContent).toBe("You can buy up to 10.");

    type("6");
    expect(screen.getByRole("status").textContent).toBe("");
    await wait(QUANTITY_DEBOUNCE_MS);
    expect(puts(sent).map((request) => request.body)).toEqual([{ quantity: 10 }, { quantity: 6 }]);
  });

  it("goes back to the server's quantity and says why when the server refuses it", async () => {
    // The cart read after the failure never answers here: what shows is the rollback's doing.
    const sent = stubFetch((request) =>
      request.method === "PUT" ? refusal(400, "Only 3 left in stock of Oak chair") : later().response,
    );
    renderShop(<ShoppingCart />, { cart: serverCart([chair, 1]) });

    type("4");
    await wait(50);
    type("5");
    await wait(QUANTITY_DEBOUNCE_MS);
    await wait(10); // the server's answer

    expect(puts(sent)).toHaveLength(1);
    expect(quantityBox().value).toBe("1");
    expect(summaryValue("Subtotal")).toBe(formatMoney(250_000));
    expect(screen.getByRole("alert").textContent).toContain("Only 3 left in stock of Oak chair");
  });

  it("drops the note of a capped quantity the server refused, with the quantity", async () => {
    stubFetch((request) =>
      request.method === "PUT" ? refusal(400, "Only 3 left in stock of Oak chair") : later().response,
    );
    renderShop(<ShoppingCart />, { cart: serverCart([chair, 1]) });

    type("999");
    await wait(100);
    expect(screen.getByRole("status").textContent).toBe("You can buy up to 10.");
    await wait(QUANTITY_DEBOUNCE_MS);
    await wait(10); // the server's answer

    expect(quantityBox().value).toBe("1");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("is not saved when its line is deleted while it is typed, and the deletion's answer stands", async () => {
    const deletion = later();
    const read = later();
    const sent = stubFetch((request) => (request.method === "DELETE" ? deletion.response : read.response));
    renderShop(<ShoppingCart />, { cart: serverCart([chair, 1]) });

    type("3");
    await wait(100);
    fireEvent.click(screen.getByRole("button", { name: "Delete Oak chair" }));
    await wait(QUANTITY_DEBOUNCE_MS);
    deletion.answer(json(200, serverCart()));
    await wait(10);
    // A read sent beside the deletion, read before it on the server and answered after it.
    read.answer(json(200, serverCart([chair, 1])));
    await wait(10);

    expect(screen.getByText("Your shopping cart is empty.")).toBeTruthy();
    expect(sent.map((request) => request.method)).toEqual(["DELETE"]);
  });

  it("is saved at once when the shopper leaves before the pause", async () => {
    const sent = stubFetch((request) =>
      json(200, serverCart([chair, (request.body as { quantity: number }).quantity])),
    );
    renderShop(<ShoppingCart />, { cart: serverCart([chair, 1]) });

    type("3");
    await wait(100);
    cleanup();
    await wait(0);

    expect(puts(sent).map((request) => request.body)).toEqual([{ quantity: 3 }]);
  });
});
