import { cartLine, cartTotals } from "@hogar/shared/cart-rules";
import { DEFAULT_SHIPPING_RULE } from "@hogar/shared/delivery";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Component as MyWishlist } from "../src/app/routes/my-wishlist.tsx";
import { json, later, product, serverCart, serverWishlist, stubFetch } from "./helpers/fake-api.ts";
import { renderShop } from "./helpers/render.tsx";

describe("the wishlist page", () => {
  it("puts the focus on the next item's heart when one is removed, and on the heading after the last", async () => {
    const lamp = product({ name: "Brass lamp" });
    const vase = product({ name: "Clay vase" });
    // The server's answers never come: the page shows each removal at once.
    stubFetch(() => later().response);
    renderShop(<MyWishlist />, { wishlist: serverWishlist(lamp, vase) });

    const lampHeart = screen.getByRole("button", { name: "Remove Brass lamp from wishlist" });
    lampHeart.focus();
    fireEvent.click(lampHeart);
    const vaseHeart = await screen.findByRole("button", { name: "Remove Clay vase from wishlist" });
    await waitFor(() => expect(screen.queryByText("Brass lamp")).toBeNull());
    expect(document.activeElement).toBe(vaseHeart);

    fireEvent.click(vaseHeart);
    await screen.findByText("Your wishlist is empty.", { exact: false });
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "My wishlist" }));
  });

  it("puts a saved variant in the cart from its own line, as that variant", async () => {
    const sofa = product({ name: "Alba Sofa" });
    const linen = {
      id: "0b8de1f7-ae68-453c-b9e0-37ed184fdbd1",
      sku: "ALBA-LIN-3",
      options: ["Linen", "3 seats"],
      label: "Linen · 3 seats",
    };
    const line = cartLine(sofa, 1, false, { ...linen, price: sofa.price, stock: 4, archived: false });
    // A variant's line is priced by the server: the cart gains it with the answer.
    const sent = stubFetch(() => json(200, { lines: [line], ...cartTotals([line], DEFAULT_SHIPPING_RULE) }));
    renderShop(<MyWishlist />, {
      cart: serverCart(),
      wishlist: { items: [{ product: sofa, variant: linen, available: true, unavailableReason: null }] },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add Alba Sofa (Linen · 3 seats) to shopping cart" }));
    await screen.findByRole("button", { name: "Remove Alba Sofa (Linen · 3 seats) from shopping cart" });
    expect(sent.filter((request) => request.method === "PUT")).toEqual([
      expect.objectContaining({
        path: `/api/cart/items/${sofa.id}`,
        body: { quantity: 1, variantId: linen.id },
      }),
    ]);
  });
});
