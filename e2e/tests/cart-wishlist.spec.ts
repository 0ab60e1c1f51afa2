import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, notice, noticeSlidIn, originOf, overlaps, signUp } from "./helpers.ts";
import { type ApiProduct, productByName } from "./shopper-setup.ts";

// Facts of the seeded catalogue (apps/server/src/seed/catalogue-*.ts).
/** Living room, stock 12. */
const IN_STOCK = "Alba Three-Seat Linen Sofa";
/** Living room, stock 0. */
const SOLD_OUT = "Costa Emerald Velvet Two-Seat Sofa";
/** Bathroom, stock 3. */
const LOW_STOCK = "Ola Freestanding Acrylic Bathtub";
const LOW_STOCK_COUNT = 3;
const COFFEE_TABLE = "Tula Round Oak Coffee Table";
const NIGHTSTAND = "Paz Oak Nightstand with Drawer";

interface ApiCart {
  lines: { product: ApiProduct; quantity: number; lineTotal: number; available: boolean }[];
  itemCount: number;
  subtotal: number;
  shipping: number;
  total: number;
}
interface ApiWishlist {
  items: { product: ApiProduct }[];
}

const PESOS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123450 centavos -> "$1,234.50 MXN". */
function money(cents: number): string {
  return `$${PESOS.format(cents / 100)} MXN`;
}

/** GET /api/cart with the browser's session cookie. */
async function apiCart(page: Page): Promise<ApiCart> {
  const response = await page.request.get("/api/cart");
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiCart;
}

async function apiWishlist(page: Page): Promise<ApiWishlist> {
  const response = await page.request.get("/api/wishlist");
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiWishlist;
}

/** Puts a product in the cart through the API (setup for journeys that start on the cart page). */
async function putInCart(page: Page, product: ApiProduct, quantity = 1) {
  const response = await page.request.put(`/api/cart/items/${product.id}`, {
    data: { quantity },
    headers: originOf(page),
  });
  expect(response.status()).toBe(200);
}

/** The next answer to PUT /api/cart/items/{product}. */
function cartPut(page: Page, product: ApiProduct) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === "PUT" &&
      new URL(response.url()).pathname === `/api/cart/items/${product.id}`,
  );
}

function cartButton(page: Page, count: number) {
  return page
    .getByRole("banner")
    .getByRole("button", { name: `Shopping cart, ${count} ${count === 1 ? "item" : "items"}`, exact: true });
}

function cartLines(page: Page) {
  return page.getByRole("list", { name: "Products in your shopping cart" }).getByRole("listitem");
}

function cartLine(page: Page, name: string) {
  return cartLines(page).filter({ has: page.getByRole("link", { name, exact: true }) });
}

function summary(page: Page) {
  return page.getByRole("region", { name: "Summary" });
}

/** The cart page's Subtotal, Shipping and Total show the server's own numbers. */
async function expectSummary(page: Page, cart: ApiCart) {
  const terms = summary(page).getByRole("term");
  await expect(terms).toHaveText(["Subtotal", "Shipping", "Total"]);
  await expect(summary(page).getByRole("definition")).toHaveText([
    money(cart.subtotal),
    cart.shipping === 0 ? "FREE" : money(cart.shipping),
    money(cart.total),
  ]);
}

async function openCartPage(page: Page) {
  await page.goto("/account/shopping-cart");
  await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
}

async function openProductPage(page: Page, product: ApiProduct) {
  await page.goto(`/product-details/${product.id}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name, exact: true })).toBeVisible();
}

function feedCard(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("article", { name, exact: true });
}

test("adding from a feed card shows the product in the header's cart dropdown", async ({ page }) => {
  await signUp(page);
  const product = await productByName(page, IN_STOCK);
  await expect(cartButton(page, 0)).toBeVisible();

  const card = feedCard(page, IN_STOCK);
  const added = cartPut(page, product);
  await card.getByRole("button", { name: `Add ${IN_STOCK} to shopping cart`, exact: true }).click();
  expect((await added).status()).toBe(200);
  await expect(notice(page)).toContainText("Added to shopping cart");
  await expect(notice(page)).toContainText(`${IN_STOCK} added to shopping cart successfully`);
  const remove = card.getByRole("button", { name: `Remove ${IN_STOCK} from shopping cart`, exact: true });
  await expect(remove).toHaveAttribute("aria-pressed", "true");
  await expect(cartButton(page, 1)).toBeVisible();
  expect((await apiCart(page)).lines.map((l) => [l.product.id, l.quantity])).toEqual([[product.id, 1]]);

  await cartButton(page, 1).click();
  await expect(cartButton(page, 1)).toHaveAttribute("aria-expanded", "true");
  const dropdown = page.getByRole("region", { name: "Shopping cart", exact: true });
  await expect(dropdown).toBeVisible();
  const lines = dropdown.getByRole("listitem");
  await expect(lines).toHaveCount(1);
  await expect(lines.getByRole("link", { name: IN_STOCK, exact: true })).toBeVisible();
  await expect(lines).toContainText(`${money(product.price)} each`);
  await expect(lines.getByRole("spinbutton", { name: `Quantity for ${IN_STOCK}` })).toHaveValue("1");

  await dropdown.getByRole("link", { name: "View shopping cart" }).click();
  await expect(page).toHaveURL(/\/account\/shopping-cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
  await expect(dropdown).toBeHidden();
  await expect(cartLine(page, IN_STOCK)).toHaveCount(1);
});

test("a quantity changed on the cart page updates the totals, survives a reload and another session", async ({
  page,
  browser,
  baseURL,
}) => {
  const shopper = await signUp(page);
  const product = await productByName(page, IN_STOCK);
  expect(product.stock).toBeGreaterThanOrEqual(3);
  await putInCart(page, product);
  await openCartPage(page);

  const line = cartLine(page, IN_STOCK);
  const quantity = line.getByRole("spinbutton", { name: `Quantity for ${IN_STOCK}` });
  await expect(quantity).toHaveValue("1");
  await expect(line).toContainText(`Line total ${money(product.price)}`);
  await expectSummary(page, await apiCart(page));

  const saved = cartPut(page, product);
  await quantity.fill("3");
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ quantity: 3 });
  const cart = await apiCart(page);
  expect(cart.lines).toHaveLength(1);
  expect(cart.lines[0]?.quantity).toBe(3);
  expect(cart.lines[0]?.lineTotal).toBe(3 * product.price);
  expect(cart.itemCount).toBe(3);

  await expect(quantity).toHaveValue("3");
  await expect(line).toContainText(`Line total ${money(3 * product.price)}`);
  await expectSummary(page, cart);
  await expect(cartButton(page, 3)).toBeVisible();

  await page.reload();
  await expect(quantity).toHaveValue("3");
  await expect(line).toContainText(`Line total ${money(3 * product.price)}`);
  await expectSummary(page, cart);

  // The cart lives on the server: the same shopper signed in elsewhere sees the same quantity.
  const other = await browser.newContext({ baseURL });
  try {
    const second = await other.newPage();
    await second.goto("/login");
    await second.getByLabel("E-mail").fill(shopper.email);
    await second.getByRole("textbox", { name: "Password", exact: true }).fill(shopper.password);
    await second.getByRole("button", { name: "Login" }).click();
    await expect(second).toHaveURL(/\/feed$/);
    await openCartPage(second);
    await expect(
      cartLine(second, IN_STOCK).getByRole("spinbutton", { name: `Quantity for ${IN_STOCK}` }),
    ).toHaveValue("3");
    await expectSummary(second, cart);
  } finally {
    await other.close();
  }
});

test("a quantity cannot go above the stock, in the cart nor on the server", async ({ page }) => {
  await signUp(page);
  const product = await productByName(page, LOW_STOCK);
  expect(product.stock).toBe(LOW_STOCK_COUNT);

  // The product page's quantity clamps too.
  await openProductPage(page, product);
  const pageQuantity = page.getByRole("main").getByRole("spinbutton", { name: "Quantity", exact: true });
  await expect(pageQuantity).toHaveAttribute("max", String(LOW_STOCK_COUNT));
  await pageQuantity.fill("9");
  await expect(pageQuantity).toHaveValue(String(LOW_STOCK_COUNT));

  await putInCart(page, product);
  await openCartPage(page);
  const quantity = cartLine(page, LOW_STOCK).getByRole("spinbutton", { name: `Quantity for ${LOW_STOCK}` });
  await expect(quantity).toHaveAttribute("max", String(LOW_STOCK_COUNT));

  const saved = cartPut(page, product);
  await quantity.fill("10");
  await expect(quantity).toHaveValue(String(LOW_STOCK_COUNT));
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ quantity: LOW_STOCK_COUNT });
  await expect(cartButton(page, LOW_STOCK_COUNT)).toBeVisible();
  await expect(cartLine(page, LOW_STOCK)).toContainText(
    `Line total ${money(LOW_STOCK_COUNT * product.price)}`,
  );

  // The server refuses one more than the stock, and the cart keeps the stock.
  const refused = await page.request.put(`/api/cart/items/${product.id}`, {
    data: { quantity: LOW_STOCK_COUNT + 1 },
    headers: originOf(page),
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    code: "invalid",
    message: `Only ${LOW_STOCK_COUNT} left in stock of ${LOW_STOCK}`,
  });
  expect((await apiCart(page)).lines.map((l) => l.quantity)).toEqual([LOW_STOCK_COUNT]);

  await page.reload();
  await expect(quantity).toHaveValue(String(LOW_STOCK_COUNT));
});

test("wishlist: hearts on product pages, then removing one on the wishlist page", async ({ page }) => {
  await signUp(page);
  const table = await productByName(page, COFFEE_TABLE);
  const nightstand = await productByName(page, NIGHTSTAND);

  for (const product of [table, nightstand]) {
    await openProductPage(page, product);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: `Add ${product.name} to wishlist`, exact: true }).click();
    await expect(notice(page)).toContainText("Added to wishlist");
    await expect(notice(page)).toContainText(`${product.name} added to wishlist successfully`);
    await expect(
      main.getByRole("button", { name: `Remove ${product.name} from wishlist`, exact: true }),
    ).toHaveAttribute("aria-pressed", "true");
  }
  await expect
    .poll(async () => (await apiWishlist(page)).items.map((item) => item.product.id).toSorted())
    .toEqual([table.id, nightstand.id].toSorted());

  await page.goto("/account/my-wishlist");
  await expect(page.getByRole("heading", { level: 1, name: "My wishlist" })).toBeVisible();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(2);
  await expect(feedCard(page, COFFEE_TABLE)).toBeVisible();
  await expect(feedCard(page, NIGHTSTAND)).toBeVisible();

  await feedCard(page, COFFEE_TABLE)
    .getByRole("button", { name: `Remove ${COFFEE_TABLE} from wishlist`, exact: true })
    .click();
  await expect(notice(page)).toContainText("Removed from wishlist");
  await expect(notice(page)).toContainText(`${COFFEE_TABLE} removed from wishlist successfully`);
  await expect(feedCard(page, COFFEE_TABLE)).toHaveCount(0);
  await expect(cards).toHaveCount(1);
  await expect(feedCard(page, NIGHTSTAND)).toBeVisible();
  await expect
    .poll(async () => (await apiWishlist(page)).items.map((item) => item.product.id))
    .toEqual([nightstand.id]);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "My wishlist" })).toBeVisible();
  await expect(feedCard(page, NIGHTSTAND)).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(feedCard(page, COFFEE_TABLE)).toHaveCount(0);
});

test("deleting cart lines, one just after typing its quantity, ends in the empty cart", async ({ page }) => {
  await signUp(page);
  const sofa = await productByName(page, IN_STOCK);
  const table = await productByName(page, COFFEE_TABLE);
  await putInCart(page, sofa);
  await putInCart(page, table, 2);
  await openCartPage(page);
  await expect(cartLines(page)).toHaveCount(2);
  await expect(cartButton(page, 3)).toBeVisible();

  // A quantity still waiting to be saved (debounced) must not bring the deleted line back.
  const sent: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/cart/items/")) sent.push(request.method());
  });
  await cartLine(page, IN_STOCK)
    .getByRole("spinbutton", { name: `Quantity for ${IN_STOCK}` })
    .fill("2");
  const deleted = page.waitForResponse(
    (response) =>
      response.request().method() === "DELETE" &&
      new URL(response.url()).pathname === `/api/cart/items/${sofa.id}`,
  );
  await page.getByRole("button", { name: `Delete ${IN_STOCK}`, exact: true }).click();
  expect((await deleted).status()).toBe(200);
  await expect(notice(page)).toContainText("Removed from shopping cart");
  await expect(notice(page)).toContainText(`${IN_STOCK} removed from shopping cart successfully`);
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLine(page, COFFEE_TABLE)).toHaveCount(1);
  // The deleted line's button is gone: the focus goes to the Delete of the line that took its place.
  await expect(page.getByRole("button", { name: `Delete ${COFFEE_TABLE}`, exact: true })).toBeFocused();
  await expect(cartButton(page, 2)).toBeVisible();
  await expectSummary(page, await apiCart(page));
  expect((await apiCart(page)).lines.map((l) => l.product.id)).toEqual([table.id]);

  await page.getByRole("button", { name: `Delete ${COFFEE_TABLE}`, exact: true }).click();
  await expect(page.getByText("Your shopping cart is empty.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(cartLines(page)).toHaveCount(0);
  await expect(summary(page)).toHaveCount(0);
  await expect(cartButton(page, 0)).toBeVisible();
  await expect.poll(async () => (await apiCart(page)).lines).toEqual([]);
  // The typed quantity may have been saved before the click (the debounce is 400 ms), never after.
  expect(sent.slice(sent.indexOf("DELETE"))).toEqual(["DELETE", "DELETE"]);

  await page.reload();
  await expect(page.getByText("Your shopping cart is empty.")).toBeVisible();
  await expect(cartButton(page, 0)).toBeVisible();
});

test("a refused add rolls the toggle back and says why", async ({ page }) => {
  await signUp(page);
  const product = await productByName(page, IN_STOCK);
  const message = `Only 1 left in stock of ${IN_STOCK}`;

  let refused = 0;
  await page.route("**/api/cart/items/*", async (route) => {
    if (route.request().method() !== "PUT" || refused > 0) return route.fallback();
    refused += 1;
    return route.fulfill({
      status: 400,
      contentType: "application/json",
      json: { code: "invalid", message },
    });
  });

  const card = feedCard(page, IN_STOCK);
  const add = card.getByRole("button", { name: `Add ${IN_STOCK} to shopping cart`, exact: true });
  const answered = cartPut(page, product);
  await add.click();
  expect((await answered).status()).toBe(400);
  await expect(notice(page)).toContainText("Something went wrong...");
  await expect(notice(page)).toContainText(message);
  await expect(add).toHaveAttribute("aria-pressed", "false");
  await expect(cartButton(page, 0)).toBeVisible();
  expect(refused).toBe(1);
  expect((await apiCart(page)).lines).toEqual([]);

  // The next try reaches the real server and works.
  const saved = cartPut(page, product);
  await add.click();
  expect((await saved).status()).toBe(200);
  await expect(
    card.getByRole("button", { name: `Remove ${IN_STOCK} from shopping cart`, exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(cartButton(page, 1)).toBeVisible();
});

test("a sold-out product cannot be added to the cart", async ({ page }) => {
  await signUp(page);
  const product = await productByName(page, SOLD_OUT);
  expect(product.stock).toBe(0);

  const card = feedCard(page, SOLD_OUT);
  await expect(card.getByText("Out of stock")).toBeVisible();
  const cardButton = card.getByRole("button", { name: `Add ${SOLD_OUT} to shopping cart`, exact: true });
  await expect(cardButton).toBeDisabled();
  await expect(cardButton).toHaveAttribute("aria-pressed", "false");

  await openProductPage(page, product);
  const pageButton = page
    .getByRole("main")
    .getByRole("button", { name: "Add to shopping cart", exact: true });
  await expect(pageButton).toBeDisabled();

  // Nor through the API.
  const refused = await page.request.put(`/api/cart/items/${product.id}`, {
    data: { quantity: 1 },
    headers: originOf(page),
  });
  expect(refused.status()).toBe(400);
  expect((await apiCart(page)).lines).toEqual([]);
  await expect(cartButton(page, 0)).toBeVisible();
});

test("the cart page, the wishlist page and the open cart dropdown have no accessibility violations", async ({
  page,
}) => {
  await signUp(page);
  const product = await productByName(page, IN_STOCK);
  await putInCart(page, product);
  const response = await page.request.put(`/api/wishlist/${product.id}`, { headers: originOf(page) });
  expect(response.status()).toBe(200);

  await openCartPage(page);
  await expect(cartLine(page, IN_STOCK)).toHaveCount(1);
  await expect(summary(page)).toBeVisible();
  await expectNoAxeViolations(page);

  await cartButton(page, 1).click();
  const dropdown = page.getByRole("region", { name: "Shopping cart", exact: true });
  await expect(dropdown.getByRole("spinbutton", { name: `Quantity for ${IN_STOCK}` })).toHaveValue("1");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dropdown).toBeHidden();

  await page.goto("/account/my-wishlist");
  await expect(page.getByRole("heading", { level: 1, name: "My wishlist" })).toBeVisible();
  await expect(feedCard(page, IN_STOCK)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("on a phone the header shows the cart's count; a notice covers no control of the cart and stays behind", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page);
  const products = [IN_STOCK, COFFEE_TABLE, NIGHTSTAND];
  for (const name of products) await putInCart(page, await productByName(page, name));
  await openCartPage(page);
  // docs/product.md 112: the phone's header keeps the cart, with its count, beside the menu.
  const phoneCart = page
    .getByRole("banner")
    .getByRole("link", { name: "Shopping cart, 3 items", exact: true });
  await expect(phoneCart).toBeVisible();

  // docs/product.md 113: deleting a line at the foot of the page leaves the last line's Delete and
  // Buy now, and Buy cart, above the notice.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("button", { name: `Delete ${COFFEE_TABLE}`, exact: true }).click();
  await expect(notice(page)).toContainText("Removed from shopping cart");
  await expect(cartLines(page)).toHaveCount(2);
  await noticeSlidIn(page);
  const last = cartLine(page, NIGHTSTAND);
  for (const control of [
    last.getByRole("button", { name: `Delete ${NIGHTSTAND}`, exact: true }),
    last.getByRole("link", { name: "Buy now" }),
    page.getByRole("link", { name: "Buy cart" }),
  ]) {
    await expect(control).toBeInViewport();
    expect(await overlaps(control, notice(page).getByRole("status")), `${control} under the notice`).toBe(
      false,
    );
  }
  await expect(page.getByRole("banner").getByRole("link", { name: "Shopping cart, 2 items" })).toBeVisible();

  // docs/product.md 114: the notice belongs to the cart page; the next page opens without it.
  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "My Profile" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});
