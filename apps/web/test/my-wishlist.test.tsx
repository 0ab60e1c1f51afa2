import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Component as MyWishlist } from "../src/app/routes/my-wishlist.tsx";
import { later, product, serverWishlist, stubFetch } from "./helpers/fake-api.ts";
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
});
