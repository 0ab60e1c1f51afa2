import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetNotice, showNotice } from "../src/components/ui/notice/notice-store.ts";
import { ScrollToTop } from "../src/components/ui/scroll-to-top.tsx";

// Scroll to top (docs/product.md 44), and on a phone the notice it would stand above (113).

/** A window `width` wide, scrolled down past half its height. */
function scrolledWindow(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("max-width") ? width < 640 : false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal("scrollY", 2_000);
}

const button = () => screen.queryByRole("button", { name: "Scroll to top" });

describe("the scroll-to-top button", () => {
  afterEach(() => {
    forgetNotice();
    vi.unstubAllGlobals();
  });

  it("waits on a phone while a notice shows, where it would land on the controls lifted above it", () => {
    scrolledWindow(390);
    render(<ScrollToTop />);
    expect(button()).not.toBeNull();
    act(() => showNotice({ type: "success", title: "Card added", message: "Card ending in 4444 added" }));
    expect(button()).toBeNull();
    act(() => forgetNotice());
    expect(button()).not.toBeNull();
  });

  it("stays beside a notice on a wider screen, where the notice does not reach it", () => {
    scrolledWindow(1280);
    render(<ScrollToTop />);
    act(() => showNotice({ type: "success", title: "Card added", message: "Card ending in 4444 added" }));
    expect(button()).not.toBeNull();
  });
});
