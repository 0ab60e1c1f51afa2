import type { Order } from "@hogar/shared";
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderList } from "../src/features/orders/components/order-list.tsx";
import { json, later, refusal, stubFetch } from "./helpers/fake-api.ts";
import { fakeOrder } from "./helpers/fake-orders.ts";
import { renderShop } from "./helpers/render.tsx";

function order(n: number): Order {
  return fakeOrder({ id: `${String(n).repeat(8)}-0000-4000-8000-000000000000` });
}

const NEXT = "/api/orders?cursor=b2xkZXI&limit=2";

/** A page of orders as the server answers it: the next page's address in `Link`, none on the last. */
function page(orders: Order[], next?: string): Response {
  const response = json(200, orders);
  if (next) response.headers.set("Link", `<${next}>; rel="next"`);
  return response;
}

const headings = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("the orders page", () => {
  it("shows the first page, and the next one under it on Load more, until the last", async () => {
    const sent = stubFetch((request) =>
      request.path === NEXT ? page([order(1)]) : page([order(3), order(2)], NEXT),
    );
    renderShop(<OrderList />);

    await screen.findByText("Order 33333333");
    expect(headings()).toEqual(["Order 33333333", "Order 22222222"]);

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));

    await screen.findByText("Order 11111111");
    expect(headings()).toEqual(["Order 33333333", "Order 22222222", "Order 11111111"]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(sent.map((r) => r.path)).toEqual(["/api/orders", NEXT]);
    // Each order opens its own page.
    expect(screen.getByRole("link", { name: "Order 11111111" }).getAttribute("href")).toBe(
      `/account/orders/${order(1).id}`,
    );
  });

  it('gives the focus to "That\'s all" when the last page takes the focused Load more away', async () => {
    stubFetch((request) => (request.path === NEXT ? page([order(1)]) : page([order(3), order(2)], NEXT)));
    renderShop(<OrderList />);
    const more = await screen.findByRole("button", { name: "Load more" });

    more.focus();
    fireEvent.click(more);

    await screen.findByText("Order 11111111");
    const end = await screen.findByText("That's all: there is nothing more to load.");
    expect(document.activeElement).toBe(end);
  });

  it("keeps the orders shown and says so when the next page fails, and Load more tries again", async () => {
    const failed = later();
    let asked = 0;
    stubFetch((request) => {
      if (request.path !== NEXT) return page([order(3), order(2)], NEXT);
      asked += 1;
      return asked === 1 ? failed.response : page([order(1)]);
    });
    renderShop(<OrderList />);
    await screen.findByText("Order 33333333");

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(
      (await screen.findByRole("button", { name: "Loading more orders..." })).getAttribute("aria-disabled"),
    ).toBe("true");
    await act(async () => failed.answer(refusal(503, "The shop is unavailable right now.")));

    await screen.findByText("More orders could not be loaded. Please try again.");
    expect(headings()).toEqual(["Order 33333333", "Order 22222222"]);

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByText("Order 11111111");
    expect(screen.queryByText("More orders could not be loaded. Please try again.")).toBeNull();
  });
});
