import type { Wishlist } from "@hogar/shared";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { wishlistQueryKey } from "../src/features/wishlist/api/get-wishlist.ts";
import { WishlistToggle } from "../src/features/wishlist/components/wishlist-toggle.tsx";
import { json, later, product, refusal, serverWishlist, stubFetch } from "./helpers/fake-api.ts";
import { renderShop } from "./helpers/render.tsx";

describe("the wishlist heart", () => {
  it("fills at once and says so once the server has saved the product", async () => {
    const lamp = product({ name: "Brass lamp" });
    const put = later();
    const sent = stubFetch(() => put.response);
    const queryClient = renderShop(<WishlistToggle product={lamp} />, { wishlist: serverWishlist() });

    fireEvent.click(screen.getByRole("button", { name: "Add Brass lamp to wishlist" }));

    const heart = await screen.findByRole("button", { name: "Remove Brass lamp from wishlist" });
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() =>
      expect(sent).toEqual([{ method: "PUT", path: `/api/wishlist/${lamp.id}`, body: undefined }]),
    );

    await act(async () => put.answer(json(200, serverWishlist(lamp))));
    await screen.findByText("Added to wishlist");
    expect(queryClient.getQueryData<Wishlist>(wishlistQueryKey)?.items.map((i) => i.product.id)).toEqual([
      lamp.id,
    ]);
  });

  it("empties again and says why when the server refuses", async () => {
    const lamp = product({ name: "Copper lamp" });
    const put = later();
    // The wishlist read after the failure never answers here: what shows is the rollback's doing.
    stubFetch((request) => (request.method === "PUT" ? put.response : later().response));
    renderShop(<WishlistToggle product={lamp} />, { wishlist: serverWishlist() });

    fireEvent.click(screen.getByRole("button", { name: "Add Copper lamp to wishlist" }));
    await screen.findByRole("button", { name: "Remove Copper lamp from wishlist" });

    await act(async () => put.answer(refusal(404, "Product not found")));

    await screen.findByText("Product not found");
    expect(screen.getByRole("alert").textContent).toContain("Something went wrong...");
    const heart = screen.getByRole("button", { name: "Add Copper lamp to wishlist" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
  });

  it("keeps a removed product when the shop cannot be reached", async () => {
    const lamp = product({ name: "Glass lamp" });
    stubFetch((request) => {
      if (request.method === "DELETE") throw new TypeError("Failed to fetch");
      return later().response;
    });
    renderShop(<WishlistToggle product={lamp} />, { wishlist: serverWishlist(lamp) });

    fireEvent.click(screen.getByRole("button", { name: "Remove Glass lamp from wishlist" }));

    await screen.findByText("Shop unavailable");
    expect(screen.getByRole("alert").textContent).toContain("The shop is unavailable right now.");
    expect(screen.getByRole("button", { name: "Remove Glass lamp from wishlist" })).toBeTruthy();
  });
});
