import { act, fireEvent, render, screen } from "@testing-library/react";
import { useEffect, useRef } from "react";
import { Link, MemoryRouter, Route, Routes, useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { RouteFocus } from "../src/app/layout/route-focus.tsx";

/** A page in the signed-in frame's shape: a header link that stays, and the page in `main`. */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header>
        <Link to="/cart">Cart</Link>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

function Results() {
  const [params, setParams] = useSearchParams();
  return (
    <Frame>
      <h1>Results, sorted by {params.get("sort") ?? "relevance"}</h1>
      <button type="button" onClick={() => setParams({ sort: "price" })}>
        Sort by price
      </button>
      <Link to="/product">Oak chair</Link>
    </Frame>
  );
}

/** A page that puts the focus on its own field when it opens. */
function Login() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <Frame>
      <label>
        E-mail <input ref={field} />
      </label>
    </Frame>
  );
}

function showShop() {
  render(
    <MemoryRouter initialEntries={["/results"]}>
      <Routes>
        <Route path="/results" element={<Results />} />
        <Route path="/product" element={<Frame>Oak chair</Frame>} />
        <Route path="/cart" element={<Frame>Your cart</Frame>} />
        <Route path="/login" element={<Login />} />
      </Routes>
      <RouteFocus />
    </MemoryRouter>,
  );
}

const focusedName = () => document.activeElement?.textContent ?? document.activeElement?.tagName;

describe("the focus between pages", () => {
  it("stays where it is on the first page", () => {
    showShop();
    expect(document.activeElement).toBe(document.body);
  });

  it("goes to the new page's main region after a link in the page, which is gone, and after one in the header, which stays", async () => {
    showShop();
    const product = screen.getByRole("link", { name: "Oak chair" });
    product.focus();
    await act(async () => fireEvent.click(product));
    expect(document.activeElement).toBe(screen.getByRole("main"));
    expect(focusedName()).toBe("Oak chair");

    const cart = screen.getByRole("link", { name: "Cart" });
    cart.focus();
    await act(async () => fireEvent.click(cart));
    expect(document.activeElement).toBe(screen.getByRole("main"));
    expect(focusedName()).toBe("Your cart");
  });

  it("stays on the control that changed the page's query (a sort, a filter, a page number)", async () => {
    showShop();
    const sort = screen.getByRole("button", { name: "Sort by price" });
    sort.focus();
    await act(async () => fireEvent.click(sort));
    expect(screen.getByRole("heading", { name: "Results, sorted by price" })).toBeTruthy();
    expect(document.activeElement).toBe(sort);
  });

  it("leaves a page its own choice of focus", async () => {
    render(
      <MemoryRouter initialEntries={["/results"]}>
        <Routes>
          <Route path="/results" element={<Link to="/login">Log in</Link>} />
          <Route path="/login" element={<Login />} />
        </Routes>
        <RouteFocus />
      </MemoryRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Log in" })));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "E-mail" }));
  });
});
