import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { usePreloadOnIntent } from "../src/lib/use-preload-on-intent.ts";

function Links({ preload }: { preload: (pathname: string) => void }) {
  usePreloadOnIntent(preload);
  return (
    <nav>
      <a href="/account/orders?page=2">
        <span>My orders</span>
      </a>
      <a href="/search-products?category=kitchen">Kitchen</a>
      <a href="/feed">Feed</a>
      <a href="https://example.com/elsewhere">Elsewhere</a>
      <button type="button">Not a link</button>
    </nav>
  );
}

describe("preloading the page a link opens", () => {
  it("starts when the pointer goes over a link, a tap starts on one or the keyboard focuses one", () => {
    const preload = vi.fn();
    render(<Links preload={preload} />);

    // Over the link's text, inside the link.
    fireEvent.pointerOver(screen.getByText("My orders"));
    expect(preload).toHaveBeenLastCalledWith("/account/orders");
    fireEvent.touchStart(screen.getByRole("link", { name: "Kitchen" }));
    expect(preload).toHaveBeenLastCalledWith("/search-products");
    fireEvent.focusIn(screen.getByRole("link", { name: "Feed" }));
    expect(preload).toHaveBeenLastCalledWith("/feed");
    expect(preload).toHaveBeenCalledTimes(3);
  });

  it("preloads each page once, and nothing for other sites or for what is not a link", () => {
    const preload = vi.fn();
    render(<Links preload={preload} />);

    const orders = screen.getByRole("link", { name: "My orders" });
    fireEvent.pointerOver(orders);
    fireEvent.focusIn(orders);
    fireEvent.pointerOver(screen.getByRole("link", { name: "Elsewhere" }));
    fireEvent.pointerOver(screen.getByRole("button", { name: "Not a link" }));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith("/account/orders");
  });

  it("stops listening when the app goes away", () => {
    const preload = vi.fn();
    const { unmount } = render(<Links preload={preload} />);
    // A link the app did not render, so it stays in the page after the app is gone.
    const other = document.createElement("a");
    other.href = "/account/wishlist";
    document.body.append(other);
    unmount();
    fireEvent.pointerOver(other);
    other.remove();
    expect(preload).not.toHaveBeenCalled();
  });
});
