import type { Cart } from "@hogar/shared";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cartQueryKey } from "../src/features/cart/api/get-cart.ts";
import { CartIconToggle } from "../src/features/cart/components/cart-toggle.tsx";
import { json, later, product, refusal, serverCart, stubFetch } from "./helpers/fake-api.ts";
import { renderShop } from "./helpers/render.tsx";

describe("the cart toggle of a product card", () => {
  it("shows the product in the cart at once, then keeps the server's cart", async () => {
    const chair = product({ name: "Oak chair", price: 250_000 });
    const put = later();
    const sent = stubFetch(() => put.response);
    const queryClient = renderShop(<CartIconToggle product={chair} />, { cart: serverCart() });

    fireEvent.click(screen.getByRole("button", { name: "Add Oak chair to shopping cart" }));

    // Before the server answers: pressed, and the cart's totals already count the chair.
    const pressed = await screen.findByRole("button", { name: "Remove Oak chair from shopping cart" });
    expect(pressed.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: "PUT", path: `/api/cart/items/${chair.id}`, body: { quantity: 1 } });
    expect(queryClient.getQueryData<Cart>(cartQueryKey)).toMatchObject({
      itemCount: 1,
      subtotal: 250_000,
      shipping: 9_900,
      total: 259_900,
    });

    // The server's answer is the authority (here it knows a newer price).
    const answered = serverCart([{ ...chair, price: 240_000 }, 1]);
    await act(async () => put.answer(json(200, answered)));
    await screen.findByText("Added to shopping cart");
    expect(screen.getByText("Oak chair added to shopping cart successfully")).toBeTruthy();
    expect(queryClient.getQueryData(cartQueryKey)).toEqual(answered);
    expect(pressed.getAttribute("aria-pressed")).toBe("true");
  });

  it("reads the cart again when two changes crossed, as the server may have applied them in either order", async () => {
    const chair = product({ name: "Cedar chair" });
    const put = later();
    const remove = later();
    const reread = later();
    const sent = stubFetch((request) =>
      request.method === "PUT"
        ? put.response
        : request.method === "DELETE"
          ? remove.response
          : reread.response,
    );
    const queryClient = renderShop(<CartIconToggle product={chair} />, { cart: serverCart() });

    fireEvent.click(screen.getByRole("button", { name: "Add Cedar chair to shopping cart" }));
    fireEvent.click(await screen.findByRole("button", { name: "Remove Cedar chair from shopping cart" }));
    await screen.findByRole("button", { name: "Add Cedar chair to shopping cart" });
    await waitFor(() => expect(sent.map((r) => r.method)).toEqual(["PUT", "DELETE"]));

    // The removal is answered first; the addition's answer, last to arrive, is older than the removal.
    await act(async () => remove.answer(json(200, serverCart())));
    await act(async () => put.answer(json(200, serverCart([chair, 1]))));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(queryClient.getQueryData<Cart>(cartQueryKey)?.lines).toEqual([]);
    await waitFor(() => expect(sent.map((r) => r.method)).toEqual(["PUT", "DELETE", "GET"]));
    await act(async () => reread.answer(json(200, serverCart())));
    expect(screen.getByRole("button", { name: "Add Cedar chair to shopping cart" })).toBeTruthy();
    expect(queryClient.getQueryData<Cart>(cartQueryKey)?.lines).toEqual([]);
  });

  it("takes the product out again and says why when the server refuses to add it", async () => {
    const chair = product({ name: "Walnut stool" });
    const put = later();
    const reread = later();
    const sent = stubFetch((request) => (request.method === "PUT" ? put.response : reread.response));
    const queryClient = renderShop(<CartIconToggle product={chair} />, { cart: serverCart() });

    fireEvent.click(screen.getByRole("button", { name: "Add Walnut stool to shopping cart" }));
    await screen.findByRole("button", { name: "Remove Walnut stool from shopping cart" });

    await act(async () => put.answer(refusal(400, "Walnut stool is sold out")));

    await screen.findByText("Walnut stool is sold out");
    expect(screen.getByRole("alert").textContent).toContain("Something went wrong...");
    const button = screen.getByRole("button", { name: "Add Walnut stool to shopping cart" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(queryClient.getQueryData<Cart>(cartQueryKey)?.lines).toEqual([]);
    // Rolled back at once; then the cart is read again, in case it changed meanwhile.
    await waitFor(() => expect(sent.map((r) => r.method)).toEqual(["PUT", "GET"]));
    await act(async () => reread.answer(json(200, serverCart())));
    expect(screen.getByRole("button", { name: "Add Walnut stool to shopping cart" })).toBeTruthy();
  });

  it("puts a removed line back when the server refuses the removal", async () => {
    const chair = product({ name: "Pine bench" });
    const before = serverCart([chair, 2]);
    const remove = later();
    // The cart read after the failure never answers here: what shows is the rollback's doing.
    stubFetch((request) => (request.method === "DELETE" ? remove.response : later().response));
    const queryClient = renderShop(<CartIconToggle product={chair} />, { cart: before });

    fireEvent.click(screen.getByRole("button", { name: "Remove Pine bench from shopping cart" }));
    await screen.findByRole("button", { name: "Add Pine bench to shopping cart" });
    expect(queryClient.getQueryData<Cart>(cartQueryKey)?.itemCount).toBe(0);

    await act(async () => remove.answer(refusal(409, "Your cart changed. Please try again.")));

    await screen.findByText("Your cart changed. Please try again.");
    expect(screen.getByRole("button", { name: "Remove Pine bench from shopping cart" })).toBeTruthy();
    expect(queryClient.getQueryData(cartQueryKey)).toEqual(before);
  });

  it("pressed before the cart has been read, waits for it and leaves a product already there as it is", async () => {
    const chair = product({ name: "Elm chair" });
    const cartRead = later();
    const sent = stubFetch((request) =>
      request.method === "GET" ? cartRead.response : json(200, serverCart()),
    );
    renderShop(<CartIconToggle product={chair} />);

    // Not disabled while the cart is read: the press is taken, and a second one is the same press.
    const add = screen.getByRole("button", { name: "Add Elm chair to shopping cart" });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(sent.map((r) => r.method)).toEqual(["GET"]));
    await act(async () => cartRead.answer(json(200, serverCart([chair, 1]))));

    // The button offered to add, and the chair is in the cart already: nothing is sent.
    await screen.findByRole("button", { name: "Remove Elm chair from shopping cart" });
    expect(sent.map((r) => r.method)).toEqual(["GET"]);
  });

  it("pressed twice before the cart has been read, adds the product once", async () => {
    const chair = product({ name: "Ash chair" });
    const cartRead = later();
    const sent = stubFetch((request) =>
      request.method === "GET" ? cartRead.response : json(200, serverCart([chair, 1])),
    );
    renderShop(<CartIconToggle product={chair} />);

    const add = screen.getByRole("button", { name: "Add Ash chair to shopping cart" });
    fireEvent.click(add);
    fireEvent.click(add);
    await act(async () => cartRead.answer(json(200, serverCart())));

    await screen.findByText("Ash chair added to shopping cart successfully");
    expect(sent.map((r) => r.method)).toEqual(["GET", "PUT"]);
  });

  it("lets go of a change once it has settled", async () => {
    const chair = product({ name: "Birch chair" });
    stubFetch(() => json(200, serverCart([chair, 1])));
    const queryClient = renderShop(<CartIconToggle product={chair} />, { cart: serverCart() });
    // A settled change nobody observes leaves the cache after gcTime.
    queryClient.setDefaultOptions({ mutations: { retry: false, gcTime: 1 } });

    fireEvent.click(screen.getByRole("button", { name: "Add Birch chair to shopping cart" }));
    await screen.findByText("Birch chair added to shopping cart successfully");
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toEqual([]));
  });

  it("cannot add a product that cannot be bought, but can still remove it", () => {
    stubFetch(() => json(200, serverCart()));
    const soldOut = product({ name: "Teak shelf", stock: 0 });
    renderShop(<CartIconToggle product={soldOut} unavailableLabel="Out of stock" />, { cart: serverCart() });
    const add = screen.getByRole("button", { name: "Add Teak shelf to shopping cart" });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(add.getAttribute("title")).toBe("Out of stock");
  });
});
