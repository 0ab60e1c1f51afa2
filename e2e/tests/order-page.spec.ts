import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, notice, originOf, scanBothThemes } from "./helpers.ts";
import { latestMailTo } from "./mail.ts";
import {
  type ApiProduct,
  adminAction,
  adminInOwnBrowser,
  productByName,
  readyShopper,
} from "./shopper-setup.ts";

// Products no other spec buys or counts, so the stock checks here hold with parallel workers.
/** Kitchen, $2,899.00, stock 15. */
const SAUCEPAN = "Copa Copper Saucepan 20 cm";
/** Kitchen, $1,199.00, stock 62. */
const STOCKPOT = "Olla Stainless Steel Stockpot 8 L";
/** Kitchen, $459.00, stock 100. */
const MILK_PAN = "Mini Blue Enamel Milk Pan";
/** Kitchen, $1,999.00, stock 27. */
const PENDANT_LAMP = "Campana Green Enamel Pendant Lamp";

/** The sandbox approves its payments and refuses its refunds. */
const REFUSES_REFUNDS_CARD = "4000 0000 0000 5126";

interface ApiOrder {
  id: string;
  status: string;
  total: number;
  returnOpenUntil?: string | null;
}

const PESOS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 123450 centavos -> "$1,234.50 MXN". */
function money(cents: number): string {
  return `$${PESOS.format(cents / 100)} MXN`;
}

/** dd/mm/yyyy of an instant in the shop's time zone. */
function shopDate(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/Mexico_City",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date(iso));
}

/**
 * Buys through the API (checkout.spec.ts buys through the screens): a product, or the cart when no
 * product is given. Returns the paid order.
 */
async function buy(
  page: Page,
  { addressId, cardId }: { addressId: string; cardId: string },
  what: { productId: string; quantity: number } | "cart",
): Promise<ApiOrder> {
  const response = await page.request.post("/api/orders", {
    data: {
      ...(what === "cart" ? { source: "cart" } : { source: "product", ...what }),
      delivery: "tomorrow",
      addressId,
      cardId,
    },
    headers: { ...originOf(page), "Idempotency-Key": `e2e-${randomUUID()}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  const order = (await response.json()) as ApiOrder;
  expect(order.status).toBe("paid");
  return order;
}

async function stockOf(page: Page, id: string): Promise<number> {
  const response = await page.request.get(`/api/products/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as ApiProduct).stock;
}

const number = (order: ApiOrder) => order.id.slice(0, 8);

/** The status beside the order's heading ("Status: " is read out before it). */
function status(page: Page) {
  return page
    .getByRole("main")
    .locator("p")
    .filter({ hasText: /^Status: / });
}

/** The value of a term ("Refunded", "Tracking number") in a region's description list. */
function fact(page: Page, region: string, term: string) {
  const scope = page.getByRole("region", { name: region });
  return scope
    .locator("dl > div")
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator("dd");
}

test("a shopper opens an order from the list, cancels it after confirming, and the refund and stock are back", async ({
  page,
}) => {
  const ids = await readyShopper(page);
  const saucepan = await productByName(page, SAUCEPAN);
  const stock = await stockOf(page, saucepan.id);
  const order = await buy(page, ids, { productId: saucepan.id, quantity: 2 });
  expect(await stockOf(page, saucepan.id)).toBe(stock - 2);

  await page.goto("/account/orders");
  await page.getByRole("link", { name: `Order ${number(order)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${order.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number(order)}` })).toBeVisible();
  await expect(status(page)).toHaveText("Status: Paid");
  await expect(page.getByRole("region", { name: "Products" })).toContainText(SAUCEPAN);
  await expect(page.getByRole("region", { name: "Products" })).toContainText("Amount: 2");
  await expect(fact(page, "Order total", "Total")).toHaveText(money(order.total));
  await expect(page.getByRole("region", { name: "Payment detail" })).toContainText(
    "Visa finished in 4242 · Credit",
  );
  await scanBothThemes(page);

  // Escape leaves the order as it was.
  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
  await expect(dialog).toContainText(`${money(order.total)} goes back to your card`);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel order" })).toBeFocused();

  await page.getByRole("button", { name: "Cancel order" }).click();
  const cancelled = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith(`/${order.id}/cancel`),
  );
  await dialog.getByRole("button", { name: "Yes, cancel order" }).click();
  expect((await cancelled).status()).toBe(200);

  await expect(status(page)).toHaveText("Status: Cancelled");
  await expect(fact(page, "Order total", "Refunded")).toHaveText(money(order.total));
  await expect(notice(page)).toContainText("Order cancelled");
  await expect(page.getByRole("list", { name: "Status changes" })).toContainText("Cancelled");
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  expect(await stockOf(page, saucepan.id)).toBe(stock);
  await scanBothThemes(page);

  // The list says so too.
  await page.goto("/account/orders");
  await expect(page.getByRole("article", { name: `Order ${number(order)}` })).toContainText("Cancelled");
});

test("an admin ships and delivers an order; the shopper returns one line and, once approved, sees the refund", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminInOwnBrowser(browser, 13);
  const ids = await readyShopper(page);
  const stockpot = await productByName(page, STOCKPOT);
  const milkPan = await productByName(page, MILK_PAN);
  const stock = { stockpot: await stockOf(page, stockpot.id), milkPan: await stockOf(page, milkPan.id) };
  for (const [product, quantity] of [
    [stockpot, 2],
    [milkPan, 1],
  ] as const) {
    const put = await page.request.put(`/api/cart/items/${product.id}`, {
      data: { quantity },
      headers: originOf(page),
    });
    expect(put.status()).toBe(200);
  }
  const order = await buy(page, ids, "cart");

  // Another account's order is not found on the shopper's side, not even by an admin.
  await admin.goto(`/account/orders/${order.id}`);
  await expect(admin.getByRole("heading", { level: 1, name: "Order not found" })).toBeVisible();
  await expect(admin.getByRole("link", { name: "Back to your orders" })).toHaveAttribute(
    "href",
    "/account/orders",
  );

  await adminAction(admin, order.id, "ship", { carrier: "Estafeta", trackingNumber: "EST-4410-9921" });
  // The shopper is told by e-mail, whose link opens the order's page.
  const mail = await latestMailTo(ids.email, { subject: `Your Hogar order ${number(order)} is on its way` });
  expect(mail.text).toContain("EST-4410-9921");
  const link = mail.links.find((address) => address.endsWith(`/account/orders/${order.id}`));
  expect(link).toBeTruthy();
  await page.goto(link ?? "");
  await expect(status(page)).toHaveText("Status: Shipped");
  await expect(fact(page, "Shipment", "Carrier")).toHaveText("Estafeta");
  await expect(fact(page, "Shipment", "Tracking number")).toHaveText("EST-4410-9921");
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

  await adminAction(admin, order.id, "deliver");
  await page.reload();
  await expect(status(page)).toHaveText("Status: Delivered");
  const details = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as ApiOrder;
  expect(details.returnOpenUntil).toBeTruthy();
  await expect(
    page.getByText(`You may return products of this order until ${shopDate(details.returnOpenUntil ?? "")}.`),
  ).toBeVisible();

  // The form says what is missing next to each field and sends nothing.
  await page.getByRole("button", { name: "Request a return" }).click();
  await page.getByRole("button", { name: "Send return request" }).click();
  const lines = page.getByRole("group", { name: "Which products do you return?" });
  await expect(lines).toHaveAccessibleDescription("Choose the products to return");
  await expect(lines).toBeFocused();
  const reason = page.getByLabel("Why do you return them?");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toHaveAccessibleDescription(/Tell us why you return them/);
  await scanBothThemes(page);

  // One of the two stockpots comes back.
  await lines.getByLabel(STOCKPOT).check();
  await page.getByLabel(`How many of ${STOCKPOT}`).selectOption("1");
  // What the approval will refund is said before the request is sent, and is what it refunds.
  await expect(lines).toContainText(
    `we will refund ${money(stockpot.price)} for these products (not the shipping)`,
  );
  await reason.fill("One is enough for our kitchen.");
  const requested = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith(`/${order.id}/return`),
  );
  await page.getByRole("button", { name: "Send return request" }).click();
  expect((await requested).status()).toBe(201);
  await expect(status(page)).toHaveText("Status: Return requested");
  const request = page.getByRole("region", { name: "Return request" });
  await expect(request).toContainText(`${STOCKPOT}, amount: 1`);
  await expect(request).not.toContainText(MILK_PAN);
  await expect(request).toContainText("One is enough for our kitchen.");

  await adminAction(admin, order.id, "approve-return");
  await page.reload();
  await expect(status(page)).toHaveText("Status: Returned");
  await expect(fact(page, "Order total", "Refunded")).toHaveText(money(stockpot.price));
  await expect(request).toContainText(`The shop approved your return on`);
  await expect(request).toContainText(`We refunded ${money(stockpot.price)} to your card`);
  await expect(page.getByRole("list", { name: "Status changes" })).toContainText("Returned");
  await scanBothThemes(page);

  // What came back is on sale again; what stayed with the shopper is not.
  expect(await stockOf(page, stockpot.id)).toBe(stock.stockpot - 1);
  expect(await stockOf(page, milkPan.id)).toBe(stock.milkPan - 1);
  await admin.context().close();
});

test("a refund the card's bank refuses leaves the order paid and says why", async ({ page }) => {
  const ids = await readyShopper(page, { cardNumber: REFUSES_REFUNDS_CARD });
  const lamp = await productByName(page, PENDANT_LAMP);
  const order = await buy(page, ids, { productId: lamp.id, quantity: 1 });
  const stock = await stockOf(page, lamp.id);

  await page.goto(`/account/orders/${order.id}`);
  // The cancel is held until the page has been checked while it waits (no sleeps: the test lets go).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/orders/${order.id}/cancel`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Cancel order" }).click();
  const refused = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith(`/${order.id}/cancel`),
  );
  await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel order" }).click();

  // Waiting for the provider, the page does not pretend the order is cancelled.
  const waiting = page.getByRole("button", { name: "Cancelling..." });
  await expect(waiting).toBeDisabled();
  await expect(waiting).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("status").filter({ hasText: "refunding your card" })).toBeVisible();
  await expect(status(page)).toHaveText("Status: Paid");
  await expectNoAxeViolations(page);
  release();

  const answer = await refused;
  expect(answer.status()).toBe(422);
  const { message } = (await answer.json()) as { message: string };

  await expect(notice(page)).toContainText("Order not cancelled");
  await expect(notice(page)).toContainText(message);
  await expect(status(page)).toHaveText("Status: Paid");
  await expect(page.getByRole("button", { name: "Cancel order" })).toBeFocused();
  await expect(page.getByRole("region", { name: "Order total" }).getByText("Refunded")).toHaveCount(0);
  expect(await stockOf(page, lamp.id)).toBe(stock);
});
