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

/** The shopper scrolls the window to `y`. */
function scrollTo(y: number) {
  vi.stubGlobal("scrollY", y);
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("the scroll-to-top button", () => {
  afterEach(() => {
    forgetNotice();
    vi.unstubAllGlobals();
  });

  it("shows on a phone only once the shopper scrolls back up, so it covers nothing read on the way down", () => {
    scrolledWindow(390);
    render(<ScrollToTop />);
    expect(button()).toBeNull();
    scrollTo(2_400);
    expect(button()).toBeNull();
    scrollTo(2_100);
    expect(button()).not.toBeNull();
    scrollTo(2_102);
    expect(button()).not.toBeNull();
    scrollTo(2_300);
    expect(button()).toBeNull();
    // Back near the top (under half the window's height) it is not needed.
    scrollTo(2_000);
    expect(button()).not.toBeNull();
    scrollTo(100);
    expect(button()).toBeNull();
  });

  it("shows on a wider screen as soon as the page is scrolled past half the window height", () => {
    scrolledWindow(1280);
    render(<ScrollToTop />);
    expect(button()).not.toBeNull();
  });

  it("waits on a phone while a notice shows, where it would land on the controls lifted above it", () => {
    scrolledWindow(390);
    render(<ScrollToTop />);
    scrollTo(1_900);
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
