import type { Me } from "@hogar/shared";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SignedOutOnly } from "../src/app/layout/signed-out-only.tsx";
import { peekPageMe, takePageMe } from "../src/lib/page-me.ts";
import { json, stubFetch } from "./helpers/fake-api.ts";
import { TEST_ADMIN } from "./helpers/render.tsx";

/** A page whose index.html carried `said` (the server's block), or no block. */
function loadPage(said?: Me | null) {
  document.head.innerHTML =
    said === undefined ? "" : `<script type="application/json" id="page-me">${JSON.stringify(said)}</script>`;
}

function showLanding() {
  return render(
    <MemoryRouter initialEntries={["/"]}>
      <Routes>
        <Route element={<SignedOutOnly />}>
          <Route index element={<h1>Landing</h1>} />
        </Route>
        <Route path="/feed" element={<h1>Feed</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  document.head.innerHTML = "";
});

describe("the shopper the page names (issue 20: no wait for /api/me)", () => {
  it("signed out: the landing page shows at once, and a later visit to it asks the shop", async () => {
    const sent = stubFetch(() => json(200, null));
    loadPage(null);
    const first = showLanding();
    expect(screen.getByRole("heading", { name: "Landing" })).toBeTruthy();
    expect(sent).toEqual([]);
    first.unmount();

    // Used once: a sign-in since the page loaded would make it stale.
    expect(takePageMe()).toBeUndefined();
    showLanding();
    expect(await screen.findByRole("heading", { name: "Landing" })).toBeTruthy();
    expect(sent.map((r) => r.path)).toEqual(["/api/auth/get-session"]);
  });

  it("signed in: the landing page sends the shopper to the feed, leaving the answer for the feed", async () => {
    const sent = stubFetch(() => json(200, null));
    loadPage(TEST_ADMIN);
    showLanding();
    expect(screen.getByRole("heading", { name: "Feed" })).toBeTruthy();
    expect(sent).toEqual([]);
    expect(takePageMe()).toEqual(TEST_ADMIN);
    expect(takePageMe()).toBeUndefined();
  });

  it("a page that does not say (the dev server): the shop is asked, as before", async () => {
    const sent = stubFetch(() => json(200, { session: {}, user: {} }));
    loadPage();
    expect(peekPageMe()).toBeUndefined();
    showLanding();
    expect(await screen.findByRole("heading", { name: "Feed" })).toBeTruthy();
    expect(sent.map((r) => r.path)).toEqual(["/api/auth/get-session"]);
  });
});
