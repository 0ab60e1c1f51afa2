import { act, render } from "@testing-library/react";
import { MemoryRouter, type NavigateFunction, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollRestoration } from "../src/app/layout/scroll-restoration.tsx";
import { STAY_IN_PLACE } from "../src/lib/stay-in-place.ts";

// A ticked filter or a chosen variant changes the address but not the page: the shopper stays where
// they are. A new page starts at the top.

let navigate: NavigateFunction = () => {};
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderAt(
  path: string,
  entries: (string | { pathname: string; search: string; state: unknown })[] = [path],
) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={0}>
      <ScrollRestoration />
      <Navigator />
    </MemoryRouter>,
  );
  const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  return scrollTo;
}

describe("scroll restoration", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps the shopper in place for a change within the page", () => {
    const scrollTo = renderAt("/search-products?q=mesa");
    act(() => navigate("/search-products?q=mesa&material=wood", { state: STAY_IN_PLACE }));
    act(() => navigate("/product-details/p1?variant=v2", { replace: true, state: STAY_IN_PLACE }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("starts at the top on Back or Forward to such a change whose place is forgotten (a reload)", () => {
    const scrollTo = renderAt("/search-products", [
      "/search-products",
      { pathname: "/search-products", search: "?material=wood", state: STAY_IN_PLACE },
    ]);
    act(() => navigate(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("starts a new page at the top", () => {
    const scrollTo = renderAt("/search-products?q=mesa");
    act(() => navigate("/product-details/p1"));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
