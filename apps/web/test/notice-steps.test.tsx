import { act, fireEvent, render, screen } from "@testing-library/react";
import { BrowserRouter, useNavigate } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NoticeModal } from "../src/components/ui/notice/notice-modal.tsx";
import { forgetNotice, showNotice } from "../src/components/ui/notice/notice-store.ts";

/** Moves the app to `to` as the checkout's Continue and the filters do (the address bar's search). */
let go: (to: string) => void = () => {};
function Navigator() {
  const navigate = useNavigate();
  go = (to) => navigate(to);
  return null;
}

function renderFrame(start: string) {
  history.replaceState(null, "", start);
  render(
    <BrowserRouter>
      <Navigator />
      <main id="main" tabIndex={-1}>
        <button type="button">Add to shopping cart</button>
      </main>
      <NoticeModal />
    </BrowserRouter>,
  );
}

const added = { type: "success" as const, title: "Card added", message: "Card ending in 4444 added" };
/** The rest of the action that raised the notice has run. */
const actionDone = () => act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));

describe("the notice frame (docs/product.md 114)", () => {
  afterEach(() => {
    forgetNotice();
    history.replaceState(null, "", "/");
  });

  it("leaves a notice on its checkout step when the next step opens", async () => {
    renderFrame("/buy-cart?step=paymentMethods");
    act(() => showNotice(added));
    await actionDone();
    expect(screen.getByRole("status").textContent).toContain("Card added");

    act(() => go("/buy-cart?step=confirmDetails"));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keeps a notice when only a filter changes", async () => {
    renderFrame("/search-products?q=lamp");
    act(() => showNotice({ ...added, title: "Added to shopping cart" }));
    await actionDone();

    act(() => go("/search-products?q=lamp&colour=white"));
    expect(screen.getByRole("status").textContent).toContain("Added to shopping cart");
  });

  it("gives the focus back to where it was when the notice is closed by keyboard", async () => {
    renderFrame("/product-details/1");
    const add = screen.getByRole("button", { name: "Add to shopping cart" });
    add.focus();
    act(() => showNotice({ ...added, title: "Added to shopping cart" }));
    const close = screen.getByRole("button", { name: "Close notice" });
    close.focus();
    fireEvent.click(close);
    expect(document.activeElement).toBe(add);

    // Gone meanwhile (its line deleted), the page's main region takes it instead.
    act(() => showNotice({ ...added, title: "Added to shopping cart" }));
    screen.getByRole("button", { name: "Close notice" }).focus();
    add.remove();
    fireEvent.click(screen.getByRole("button", { name: "Close notice" }));
    expect(document.activeElement).toBe(screen.getByRole("main"));
  });

  it("keeps the focus on the notice when another replaces it, and gives it back when it ends", async () => {
    renderFrame("/product-details/1");
    const add = screen.getByRole("button", { name: "Add to shopping cart" });
    add.focus();
    act(() => showNotice({ ...added, title: "Added to shopping cart" }));
    screen.getByRole("button", { name: "Close notice" }).focus();

    act(() => showNotice({ ...added, title: "Added to wishlist" }));
    const next = screen.getByRole("button", { name: "Close notice" });
    expect(screen.getByRole("status").textContent).toContain("Added to wishlist");
    expect(document.activeElement).toBe(next);
    // An error's alert stands elsewhere in the notice area: its Close button takes the focus too.
    act(() => showNotice({ type: "error", title: "Card not added", message: "Try again" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close notice" }));

    act(() => forgetNotice());
    expect(document.activeElement).toBe(add);
  });

  it("puts good news into a live region that was in the page before, and errors in an alert", async () => {
    renderFrame("/account/my-cards");
    const polite = document.querySelector('[aria-live="polite"]');
    expect(polite?.textContent).toBe("");
    // Without a notice there is no region named Notice.
    expect(screen.queryByRole("region", { name: "Notice" })).toBeNull();

    act(() => showNotice(added));
    expect(document.querySelector('[aria-live="polite"]')).toBe(polite);
    expect(polite?.textContent).toContain("Card ending in 4444 added");

    act(() => showNotice({ type: "error", title: "Card not added", message: "Try again" }));
    expect(screen.getByRole("alert").textContent).toContain("Card not added");
    expect(polite?.textContent).toBe("");
  });
});
