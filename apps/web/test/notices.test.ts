import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  closeNotice,
  leaveOtherPages,
  noticeSnapshot,
  showNotice,
} from "../src/components/ui/notice/notice-store.ts";

const added = { type: "success" as const, title: "Added to shopping cart", message: "Kettle added" };
/** The rest of the action that raised the notice has run. */
const actionDone = () => new Promise<void>((resolve) => queueMicrotask(resolve));
/** The frame reacts to a new address as NoticeModal does. */
function goTo(pathname: string) {
  history.pushState(null, "", pathname);
  leaveOtherPages();
}

describe("a notice belongs to the page it was raised for (docs/product.md 114)", () => {
  beforeEach(() => history.replaceState(null, "", "/product-details/kettle"));
  afterEach(() => history.replaceState(null, "", "/"));

  it("stays while the shopper stays on the page", async () => {
    showNotice(added);
    await actionDone();
    leaveOtherPages();
    expect(noticeSnapshot().notice?.title).toBe("Added to shopping cart");
  });

  it("does not follow the shopper to the next page", async () => {
    showNotice(added);
    await actionDone();
    goTo("/account/shopping-cart");
    expect(noticeSnapshot()).toEqual({ notice: null, closing: false });
  });

  it("goes with the action that raised it when the action moves on, and stays there", async () => {
    showNotice({ type: "success", title: "Order placed", message: "Your order was placed successfully" });
    history.pushState(null, "", "/account/orders");
    await actionDone();
    leaveOtherPages();
    expect(noticeSnapshot().notice?.title).toBe("Order placed");
    goTo("/feed");
    expect(noticeSnapshot().notice).toBeNull();
  });

  it("stays behind at the checkout's next step, which is a page of its own, but not at a filter's change", async () => {
    history.replaceState(null, "", "/buy-cart?step=paymentMethods");
    showNotice({ type: "success", title: "Card added", message: "Card ending in 4444 added" });
    await actionDone();
    goTo("/buy-cart?step=confirmDetails");
    expect(noticeSnapshot().notice).toBeNull();

    history.replaceState(null, "", "/search-products?q=lamp");
    showNotice(added);
    await actionDone();
    goTo("/search-products?q=lamp&colour=white");
    expect(noticeSnapshot().notice?.title).toBe("Added to shopping cart");
  });

  it("closes when the shopper closes it", async () => {
    showNotice(added);
    await actionDone();
    closeNotice();
    expect(noticeSnapshot()).toMatchObject({ notice: { title: "Added to shopping cart" }, closing: true });
  });
});
