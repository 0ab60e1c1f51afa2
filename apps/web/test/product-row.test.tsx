import type { Product } from "@hogar/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProductRow } from "../src/features/catalog/components/product-row.tsx";
import { adoptLocale, startLocale, useLocale } from "../src/lib/locale.ts";
import { json, later, product, stubFetch } from "./helpers/fake-api.ts";
import { renderShop } from "./helpers/render.tsx";

afterEach(() => startLocale());

const noToggles = () => null;

/** The shop answers the row's products with `items`; anything else waits. Returns the requests sent. */
function answerRoomWith(items: Product[]) {
  return stubFetch((request) =>
    request.path.startsWith("/api/products")
      ? json(200, {
          items,
          total: 20,
          totalCapped: false,
          page: 1,
          pageSize: 20,
          searchedFor: null,
          alsoSearched: null,
        })
      : later().response,
  );
}

/**
 * The browser's IntersectionObserver for the row: in view from the start, or once the test calls the
 * function returned.
 */
function stubRowInView({ atOnce }: { atOnce: boolean }): () => void {
  let comeIntoView = () => {};
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        comeIntoView = () => callback([{ isIntersecting: true }]);
      }
      observe() {
        if (atOnce) comeIntoView();
      }
      disconnect() {}
    },
  );
  return () => comeIntoView();
}

/**
 * Waits for the row's twenty cards. Two cards a task: up to nine tasks, each rendering cards, may pass
 * waitFor's 1 s on a busy machine.
 */
const allTwentyShown = (row: HTMLElement) =>
  waitFor(() => expect(within(row).getAllByRole("listitem")).toHaveLength(20), { timeout: 5_000 });

/** The row as the app renders it: everything renders again when the language changes. */
function RowFollowingLanguage() {
  useLocale();
  return <ProductRow category="kitchen" renderToggles={noToggles} />;
}

describe("a feed row", () => {
  it("shows all twenty of the room's newest products, in the shop's order", async () => {
    const items = Array.from({ length: 20 }, (_, i) => product({ name: `Kitchen stool ${i + 1}` }));
    const sent = answerRoomWith(items);
    stubRowInView({ atOnce: true });
    renderShop(<ProductRow category="kitchen" renderToggles={noToggles} />);

    const row = await screen.findByRole("list", { name: "Kitchen products" });
    // The first cards come with the products, the rest a few at a time right after.
    await allTwentyShown(row);
    const names = within(row)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(items.map((p) => p.name));
    expect(sent.filter((r) => r.path.startsWith("/api/products"))).toHaveLength(1);
  });

  it("speaks a new language on every card at once, the ones shown before it too", async () => {
    const items = Array.from({ length: 20 }, (_, i) =>
      product({
        name: `Kitchen stool ${i + 1}`,
        images: [
          { src: `/images/s-${i}.webp`, srcSet: "", width: 960, height: 720, alt: `Stool ${i}, front view` },
        ],
      }),
    );
    answerRoomWith(items);
    stubRowInView({ atOnce: true });
    renderShop(<RowFollowingLanguage />);
    const row = await screen.findByRole("list", { name: "Kitchen products" });
    await allTwentyShown(row);
    expect(within(row).getAllByRole("link", { name: "Buy now" })).toHaveLength(20);

    act(() => adoptLocale("es-MX"));
    const spanishRow = screen.getByRole("list", { name: /cocina/i });
    expect(within(spanishRow).getAllByRole("link", { name: "Comprar ahora" })).toHaveLength(20);
    expect(within(spanishRow).queryAllByRole("link", { name: "Buy now" })).toHaveLength(0);
    // The shop's own words in a picture's text too; the name as entered (docs/product.md 80).
    expect(within(spanishRow).getAllByRole("img")[0]?.getAttribute("alt")).toBe("Stool 0, vista frontal");
  });

  it("on the first screen, the cards in view come first and only their pictures load at once", async () => {
    const items = Array.from({ length: 20 }, (_, i) =>
      product({
        name: `Kitchen stool ${i + 1}`,
        images: [
          { src: `/images/stool-${i + 1}.webp`, srcSet: "", width: 960, height: 720, alt: `Stool ${i + 1}` },
        ],
      }),
    );
    answerRoomWith(items);
    renderShop(<ProductRow category="kitchen" renderToggles={noToggles} cardsInView={2} onFirstScreen />);

    const row = await screen.findByRole("list", { name: "Kitchen products" });
    expect(within(row).getAllByRole("listitem")).toHaveLength(2);
    await allTwentyShown(row);
    const atOnce = within(row)
      .getAllByRole("img")
      .filter((image) => image.getAttribute("fetchpriority") === "high")
      .map((image) => image.getAttribute("alt"));
    expect(atOnce).toEqual(["Stool 1", "Stool 2"]);
  });

  it("below the window, shows its cards in view and adds the others once it comes into view", async () => {
    const items = Array.from({ length: 20 }, (_, i) => product({ name: `Kitchen stool ${i + 1}` }));
    answerRoomWith(items);
    const comeIntoView = stubRowInView({ atOnce: false });
    renderShop(<ProductRow category="kitchen" renderToggles={noToggles} cardsInView={2} />);

    const row = await screen.findByRole("list", { name: "Kitchen products" });
    // Several tasks later, nothing more was added while the row was out of view.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(row).getAllByRole("listitem")).toHaveLength(2);

    act(() => comeIntoView());
    await allTwentyShown(row);
  });
});
