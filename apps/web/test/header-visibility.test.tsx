import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { MemoryRouter, useNavigate } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useHeaderHidden } from "../src/app/layout/use-header-visibility.ts";
import { markNoticeScroll } from "../src/components/ui/notice/notice-store.ts";

/** A header that says whether it is hidden, and a link to another page. */
function Frame() {
  const header = useRef<HTMLElement>(null);
  const hidden = useHeaderHidden(header);
  const navigate = useNavigate();
  return (
    <>
      <header ref={header} data-hidden={String(hidden)}>
        Hogar
      </header>
      <button type="button" onClick={() => navigate("/next")}>
        Next page
      </button>
    </>
  );
}

const headerHidden = () => screen.getByRole("banner").dataset.hidden;

/** The shopper (or the notice) moves the page to `y`; the header hears of it on the next frame. */
function scrollTo(y: number) {
  window.scrollTo(0, y);
  fireEvent.scroll(window);
}

describe("the header (docs/product.md 44, 113)", () => {
  afterEach(() => window.scrollTo(0, 0));

  it("hides while the shopper scrolls down, and shows again on the next page", async () => {
    render(
      <MemoryRouter>
        <Frame />
      </MemoryRouter>,
    );
    scrollTo(600);
    await waitFor(() => expect(headerHidden()).toBe("true"));

    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(headerHidden()).toBe("false"));
  });

  it("stays as it is when the page moves for a notice", async () => {
    render(
      <MemoryRouter>
        <Frame />
      </MemoryRouter>,
    );
    window.scrollTo(0, 400);
    markNoticeScroll(window.scrollY);
    fireEvent.scroll(window);
    // Give the listener its frame, then some.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(headerHidden()).toBe("false");

    scrollTo(700);
    await waitFor(() => expect(headerHidden()).toBe("true"));
  });
});
