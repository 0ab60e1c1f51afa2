import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, notice, originOf, signUp } from "./helpers.ts";
import { type ApiProduct, FUTURE_YEAR, productByName, readyShopper } from "./shopper-setup.ts";

// Products no other spec buys or counts, so the stock checks here hold with parallel workers.
/** Kitchen, $949.00, stock 75. */
const STOOL = "Cocina Pine Kitchen Stool";
const STOOL_ROOM = "Kitchen";
/** Kitchen, $1,899.00, stock 42. */
const CHAIR = "Viena Bentwood Dining Chair";
/** Bathroom, $1,299.00, stock 48. */
const TOWEL_RACK = "Cromo Double Towel Rack";
/** Living room, $899.00, stock 60. */
const SIDE_TABLE = "Nube Black Metal Side Table";
/** Bedroom, $16,999.00 (ships FREE), stock 6. */
const BED = "Sereno Queen Oak Bed with Headboard";

const DECLINED_CARD = "4000 0000 0000 0002";
const DECLINED_MESSAGE = "Your card was declined. Please use another card.";
/** docs/product.md 23: 99 MXN below 10,000 MXN, FREE from there. */
const SHIPPING_FEE = 9_900;
const FREE_FROM = 1_000_000;

interface ApiOrder {
  id: string;
  status: string;
  source: string;
  lines: { productId: string; name: string; quantity: number; price: number; lineTotal: number }[];
  subtotal: number;
  shipping: number;
  total: number;
  delivery: string;
  deliveryDate: string;
}

const PESOS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 123450 centavos -> "$1,234.50 MXN". */
function money(cents: number): string {
  return `$${PESOS.format(cents / 100)} MXN`;
}

function shippingFor(subtotal: number): number {
  return subtotal >= FREE_FROM ? 0 : SHIPPING_FEE;
}

/** dd/mm/yyyy of today + `days` in the shop's time zone. */
function shopDate(days: number): string {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Mexico_City",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .format(new Date())
    .split("-")
    .map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return `${String(date.getUTCDate()).padStart(2, "0")}/${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;
}

async function apiProduct(page: Page, id: string): Promise<ApiProduct> {
  const response = await page.request.get(`/api/products/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiProduct;
}

async function apiOrders(page: Page): Promise<ApiOrder[]> {
  const response = await page.request.get("/api/orders");
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiOrder[];
}

async function putInCart(page: Page, product: ApiProduct, quantity: number) {
  const response = await page.request.put(`/api/cart/items/${product.id}`, {
    data: { quantity },
    headers: originOf(page),
  });
  expect(response.status()).toBe(200);
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });
const SHIPPING_HEADING = "How would you like to receive or pick up your purchase?";
const PAYMENTS_HEADING = "How would you like to pay?";
const CONFIRM_HEADING = "Check and confirm your purchase";

function summary(page: Page) {
  return page.getByRole("region", { name: "Order summary" });
}

/** The value of a row ("Subtotal", "Shipping", "Total") of a totals list. */
function totalRow(scope: ReturnType<typeof summary>, term: string) {
  return scope
    .locator("dl > div")
    .filter({ has: scope.page().getByText(term, { exact: true }) })
    .locator("dd");
}

function currentStep(page: Page) {
  return page.getByRole("list", { name: "Checkout steps" }).locator('[aria-current="step"]');
}

test("a product is bought end to end from its page", async ({ page }) => {
  await readyShopper(page);
  const product = await productByName(page, STOOL);

  await page.goto(`/product-details/${product.id}`);
  await expect(page.getByRole("heading", { level: 1, name: STOOL })).toBeVisible();
  // docs/product.md 110: the product under its room, and its checkout under the product.
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
  await expect(crumbs).toHaveText(["Feed", STOOL_ROOM, STOOL]);
  const quantity = page.getByRole("main").getByRole("spinbutton", { name: "Quantity", exact: true });
  await quantity.fill("2");
  await page.getByRole("link", { name: "Buy now" }).click();
  await expect(page).toHaveURL(new RegExp(`/${product.id}/buy-product\\?quantity=2`));
  await expect(crumbs).toHaveText(["Feed", STOOL_ROOM, STOOL, "Checkout"]);

  // Shipping
  await expect(heading(page, SHIPPING_HEADING)).toBeVisible();
  await expect(currentStep(page)).toContainText("Shipping");
  await expect(page.getByRole("main").getByText("Send to Ana López")).toBeVisible();
  await expect(page.getByRole("link", { name: "Change address" })).toHaveAttribute(
    "href",
    "/account/my-addresses",
  );
  const continueButton = page.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeDisabled();
  await page.getByRole("button", { name: "Arrives tomorrow" }).click();
  await expect(page.getByRole("button", { name: "Arrives tomorrow" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // docs/product.md 111: the choice says so in words, not by its tint alone.
  await expect(page.getByRole("button", { name: "Arrives tomorrow" })).toContainText("Selected");
  await expect(page.getByRole("button", { name: /^Arrives \d/ })).not.toContainText("Selected");
  await continueButton.click();

  // Payments
  await expect(heading(page, PAYMENTS_HEADING)).toBeVisible();
  await expect(page).toHaveURL(/step=payments/);
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await page.getByRole("button", { name: "Select card ending in 4242" }).click();
  await expect(page.getByRole("button", { name: "Select card ending in 4242" })).toHaveText("Selected");
  await page.getByRole("button", { name: "Continue" }).click();

  // Confirm
  await expect(heading(page, CONFIRM_HEADING)).toBeVisible();
  await expect(page).toHaveURL(/step=confirmDetails/);
  const subtotal = product.price * 2;
  const shipping = shippingFor(subtotal);
  const total = subtotal + shipping;
  const side = summary(page);
  await expect(side.getByText(STOOL)).toBeVisible();
  await expect(side.getByText("Quantity: 2")).toBeVisible();
  await expect(totalRow(side, "Subtotal")).toHaveText(money(subtotal));
  await expect(totalRow(side, "Shipping")).toHaveText(shipping === 0 ? "FREE" : money(shipping));
  await expect(totalRow(side, "Total")).toHaveText(money(total));
  const details = page.getByRole("region", { name: "Delivery details" });
  await expect(details).toContainText("Ana López");
  await expect(details).toContainText("Av. Insurgentes Sur 1602");
  await expect(details).toContainText("Arrives tomorrow");
  await expect(page.getByRole("region", { name: "Payment detail" })).toContainText("Card ending in 4242");

  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(notice(page)).toContainText("Order placed");
  await expect(notice(page)).toContainText("Your order was placed successfully");

  const orders = await apiOrders(page);
  expect(orders).toHaveLength(1);
  const [order] = orders;
  if (!order) throw new Error("no order");
  expect(order.status).toBe("paid");
  expect(order.total).toBe(total);
  expect(order.lines).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);

  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb).toContainText("Feed");
  await expect(breadcrumb).toContainText("My Profile");
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText("Orders");
  const card = page.getByRole("article", { name: `Order ${order.id.slice(0, 8)}` });
  await expect(card).toContainText("Paid");
  await expect(card).toContainText(STOOL);
  await expect(card).toContainText("Amount: 2");
  await expect(card).toContainText("Arrives: Tomorrow");
  await expect(card).toContainText(`Total: ${money(order.total)}`);
  await expect(card).toContainText(shopDate(0));

  expect((await apiProduct(page, product.id)).stock).toBe(product.stock - 2);
});

test("the whole cart is bought and the cart is empty afterwards", async ({ page }) => {
  await readyShopper(page);
  const chair = await productByName(page, CHAIR);
  const rack = await productByName(page, TOWEL_RACK);
  await putInCart(page, chair, 1);
  await putInCart(page, rack, 2);

  await page.goto("/account/shopping-cart");
  await page.getByRole("link", { name: "Buy cart" }).click();
  await expect(page).toHaveURL(/\/buy-cart/);
  await expect(heading(page, SHIPPING_HEADING)).toBeVisible();

  const later = shopDate(2);
  expect(later).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  await page.getByRole("button", { name: `Arrives ${later}` }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Select card ending in 4242" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, CONFIRM_HEADING)).toBeVisible();

  const subtotal = chair.price + rack.price * 2;
  const total = subtotal + shippingFor(subtotal);
  const side = summary(page);
  await expect(side.getByText(CHAIR)).toBeVisible();
  await expect(side.getByText(TOWEL_RACK)).toBeVisible();
  await expect(totalRow(side, "Total")).toHaveText(money(total));
  await expect(page.getByRole("region", { name: "Delivery details" })).toContainText(`Arrives ${later}`);

  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);

  const [order] = await apiOrders(page);
  if (!order) throw new Error("no order");
  expect(order.status).toBe("paid");
  expect(order.source).toBe("cart");
  expect(order.deliveryDate).toBe(later);
  expect(order.total).toBe(total);
  expect(order.lines.map((line) => [line.name, line.quantity]).sort()).toEqual(
    [
      [CHAIR, 1],
      [TOWEL_RACK, 2],
    ].sort(),
  );

  const card = page.getByRole("article", { name: `Order ${order.id.slice(0, 8)}` });
  await expect(card).toContainText(CHAIR);
  await expect(card).toContainText(TOWEL_RACK);
  await expect(card).toContainText(`Arrives: ${later}`);
  await expect(card).toContainText(`Total: ${money(total)}`);

  const cart = await page.request.get("/api/cart");
  expect(((await cart.json()) as { lines: unknown[] }).lines).toEqual([]);
  await page.goto("/account/shopping-cart");
  await expect(page.getByRole("link", { name: "Buy cart" })).toHaveCount(0);
});

test("a cart changed in another window is not paid until its new total is shown", async ({ page }) => {
  await readyShopper(page);
  const chair = await productByName(page, CHAIR);
  const rack = await productByName(page, TOWEL_RACK);
  await putInCart(page, chair, 1);
  await page.goto("/account/shopping-cart");
  await page.getByRole("link", { name: "Buy cart" }).click();
  await page.getByRole("button", { name: `Arrives ${shopDate(2)}` }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Select card ending in 4242" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, CONFIRM_HEADING)).toBeVisible();
  const shown = chair.price + shippingFor(chair.price);
  await expect(totalRow(summary(page), "Total")).toHaveText(money(shown));

  // Meanwhile another window adds towel racks to the same cart.
  await putInCart(page, rack, 2);
  const subtotal = chair.price + rack.price * 2;
  const total = subtotal + shippingFor(subtotal);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("alert")).toContainText(`The total changed to ${money(total)}`);
  expect(await apiOrders(page)).toEqual([]);
  // The summary now shows what Confirm will pay: the racks and the new total.
  await expect(summary(page).getByText(TOWEL_RACK)).toBeVisible();
  await expect(totalRow(summary(page), "Total")).toHaveText(money(total));

  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  const [order] = await apiOrders(page);
  expect(order?.total).toBe(total);
});

test("a declined card buys nothing, keeps the choices and another card then succeeds", async ({ page }) => {
  await readyShopper(page);
  const product = await productByName(page, SIDE_TABLE);

  await page.goto(`/${product.id}/buy-product?quantity=1`);
  await page.getByRole("button", { name: "Arrives tomorrow" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, PAYMENTS_HEADING)).toBeVisible();

  // A new card, added without leaving the checkout, becomes the chosen one.
  const other = page.getByRole("button", { name: "Use other payment method" });
  await expect(other).toHaveAttribute("aria-expanded", "false");
  await other.click();
  await expect(other).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("Card number").fill(DECLINED_CARD);
  await page.getByLabel("Name on card").fill("Ana Lopez");
  await page.getByLabel("Month").fill("12");
  await page.getByLabel("Year").fill(FUTURE_YEAR);
  await page.getByLabel("CCV").fill("123");
  await page.getByRole("button", { name: "Add card" }).click();
  await expect(page).toHaveURL(/step=payments/);
  const declined = page.getByRole("button", { name: "Select card ending in 0002" });
  await expect(declined).toHaveAttribute("aria-pressed", "true");
  await expect(declined).toBeFocused();
  await expect(notice(page)).toContainText("Card added");
  await expect(page.getByRole("button", { name: "Select card ending in 4242" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(heading(page, CONFIRM_HEADING)).toBeVisible();
  // The step before's notice stayed there: it would have covered Back and Confirm on a phone.
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Payment detail" })).toContainText("Card ending in 0002");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(DECLINED_MESSAGE);
  // Said once, beside Confirm: no notice repeats it.
  await expect(page.getByText(DECLINED_MESSAGE)).toHaveCount(1);
  await expect(notice(page)).toHaveCount(0);
  // Confirm kept the focus while it asked (rule 116), so Back or another try is a key away.
  await expect(page.getByRole("button", { name: "Confirm" })).toBeFocused();
  await expect(page).toHaveURL(/step=confirmDetails/);

  // No paid order, and no stock taken.
  expect((await apiOrders(page)).filter((order) => order.status === "paid")).toEqual([]);
  expect((await apiProduct(page, product.id)).stock).toBe(product.stock);

  // The choices stay: back to payments, the declined card is still the chosen one.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(heading(page, PAYMENTS_HEADING)).toBeVisible();
  await expect(declined).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Select card ending in 4242" }).click();
  await expect(declined).toHaveAttribute("aria-pressed", "false");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, CONFIRM_HEADING)).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Delivery details" })).toContainText("Arrives tomorrow");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);

  const paid = (await apiOrders(page)).filter((order) => order.status === "paid");
  expect(paid).toHaveLength(1);
  expect(paid[0]?.lines).toEqual([expect.objectContaining({ productId: product.id, quantity: 1 })]);
  await expect(page.getByRole("article", { name: `Order ${paid[0]?.id.slice(0, 8)}` })).toContainText("Paid");
});

test("Back and the browser's back move between steps, and a reload keeps the step", async ({ page }) => {
  await readyShopper(page);
  const product = await productByName(page, TOWEL_RACK);
  await page.goto(`/${product.id}/buy-product?quantity=3`);
  await expect(heading(page, SHIPPING_HEADING)).toBeVisible();
  await expect(summary(page).getByText("Quantity: 3")).toBeVisible();

  // Pressing the chosen option again clears it, and Continue is disabled again.
  const tomorrow = page.getByRole("button", { name: "Arrives tomorrow" });
  const continueButton = page.getByRole("button", { name: "Continue" });
  await tomorrow.click();
  await expect(continueButton).toBeEnabled();
  await tomorrow.click();
  await expect(tomorrow).toHaveAttribute("aria-pressed", "false");
  await expect(continueButton).toBeDisabled();
  await tomorrow.click();
  await continueButton.click();

  await expect(heading(page, PAYMENTS_HEADING)).toBeVisible();
  await expect(currentStep(page)).toContainText("Payment");
  // Pressing the chosen card again clears it.
  const select = page.getByRole("button", { name: "Select card ending in 4242" });
  await select.click();
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await select.click();
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await select.click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, CONFIRM_HEADING)).toBeVisible();

  // A reload keeps the step and the choices.
  await page.reload();
  await expect(heading(page, CONFIRM_HEADING)).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment detail" })).toContainText("Card ending in 4242");

  // The Back button goes to the previous step...
  await page.getByRole("button", { name: "Back" }).click();
  await expect(heading(page, PAYMENTS_HEADING)).toBeVisible();
  await expect(select).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(heading(page, SHIPPING_HEADING)).toBeVisible();
  await expect(tomorrow).toHaveAttribute("aria-pressed", "true");

  // ...and so does the browser's back, after going forward again.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, PAYMENTS_HEADING)).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page, CONFIRM_HEADING)).toBeVisible();
  await page.goBack();
  await expect(heading(page, PAYMENTS_HEADING)).toBeVisible();
  await expect(page).toHaveURL(/step=payments/);
  await page.goBack();
  await expect(heading(page, SHIPPING_HEADING)).toBeVisible();
  await page.goForward();
  await expect(heading(page, PAYMENTS_HEADING)).toBeVisible();

  // Nothing was bought.
  expect(await apiOrders(page)).toEqual([]);
});

test("a sold-out or unknown product cannot be checked out", async ({ page }) => {
  await signUp(page);
  const soldOut = await productByName(page, "Costa Emerald Velvet Two-Seat Sofa");
  expect(soldOut.stock).toBe(0);
  await page.goto(`/${soldOut.id}/buy-product`);
  await expect(page.getByRole("heading", { level: 1, name: "Sold out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the product" })).toHaveAttribute(
    "href",
    `/product-details/${soldOut.id}`,
  );

  await page.goto("/00000000-0000-4000-8000-000000000000/buy-product");
  await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the feed" })).toBeVisible();

  // With no address, the shipping step offers to add one and cannot continue.
  const product = await productByName(page, BED);
  await page.goto(`/${product.id}/buy-product`);
  await expect(page.getByRole("link", { name: "Add an address" })).toBeVisible();
  await page.getByRole("button", { name: "Arrives tomorrow" }).click();
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();

  await page.goto("/account/orders");
  await expect(page.getByText("You have no orders yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the feed" })).toBeVisible();
});

test("the checkout steps and the orders page have no accessibility violations", async ({ page }) => {
  test.setTimeout(120_000);
  await readyShopper(page);
  const product = await productByName(page, BED);

  await page.goto(`/${product.id}/buy-product?quantity=1`);
  await expect(heading(page, SHIPPING_HEADING)).toBeVisible();
  await page.getByRole("button", { name: "Arrives tomorrow" }).click();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(heading(page, PAYMENTS_HEADING)).toBeVisible();
  await page.getByRole("button", { name: "Select card ending in 4242" }).click();
  await page.getByRole("button", { name: "Use other payment method" }).click();
  await expect(page.getByLabel("Card number")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Use other payment method" }).click();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(heading(page, CONFIRM_HEADING)).toBeVisible();
  // A bed ships FREE.
  await expect(totalRow(summary(page), "Shipping")).toHaveText("FREE");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expectNoAxeViolations(page);
});
