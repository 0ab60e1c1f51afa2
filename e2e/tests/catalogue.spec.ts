import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, PHONE, signUp } from "./helpers.ts";
import { type ApiProduct, productByName } from "./shopper-setup.ts";

// Facts of the seeded catalogue (apps/server/src/seed/catalogue-*.ts).
const SOFAS = ["Alba Three-Seat Linen Sofa", "Costa Emerald Velvet Two-Seat Sofa"];
const SOLD_OUT = "Costa Emerald Velvet Two-Seat Sofa";
const IN_STOCK = "Alba Three-Seat Linen Sofa";
const ROOMS = [
  { title: "Living Room", category: "living room", products: 20 },
  { title: "Bedroom", category: "bedroom", products: 18 },
  { title: "Bathroom", category: "bathroom", products: 19 },
  { title: "Kitchen", category: "kitchen", products: 21 },
] as const;
/** The feed shows at most this many products a room. */
const ROW_SIZE = 20;
/** Results a page on /search-products. */
const PAGE_SIZE = 24;
/** The price bands (docs/product.md 15), in pesos, both ends inclusive. */
const PRICE_BANDS = [
  { label: "Under $1,000", minPrice: 0, maxPrice: 1000 },
  { label: "$1,001 - $1,500", minPrice: 1001, maxPrice: 1500 },
  { label: "$1,501 - $2,000", minPrice: 1501, maxPrice: 2000 },
  { label: "$2,001 - $3,000", minPrice: 2001, maxPrice: 3000 },
  { label: "$3,000 and over", minPrice: 3000, maxPrice: undefined },
] as const;

interface ApiProductPage {
  items: ApiProduct[];
  total: number;
}

/** "$1,234.50 MXN" -> 123450 centavos; "From $x" (a product sold in variants) is its cheapest. */
function priceCents(text: string): number {
  const match = /^(?:From )?\$([\d,]+)\.(\d{2}) MXN$/.exec(text.trim());
  if (!match?.[1] || !match[2]) throw new Error(`Not a price in MXN: "${text}"`);
  return Number(match[1].replaceAll(",", "")) * 100 + Number(match[2]);
}

function resultsHeading(total: number): string {
  return total === 1 ? "1 product found" : `${total} products found`;
}

/** GET /api/products with the browser's session cookie. */
async function apiProducts(page: Page, params: Record<string, string>): Promise<ApiProductPage> {
  const response = await page.request.get(`/api/products?${new URLSearchParams(params)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiProductPage;
}

/** Opens a product page and waits until the server has recorded the view in the history. */
async function viewProduct(page: Page, product: ApiProduct) {
  const recorded = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname === `/api/history/${product.id}`,
  );
  await page.goto(`/product-details/${product.id}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name, exact: true })).toBeVisible();
  expect((await recorded).status()).toBe(204);
}

function searchBox(page: Page) {
  return page.getByRole("combobox", { name: "Search products" });
}

function resultCards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

function cardNames(cards: Locator) {
  return cards.getByRole("heading").getByRole("link");
}

/** A card's price; a product sold in variants says where they start ("From $x"). */
const CARD_PRICE = /^(From )?\$\d{1,3}(,\d{3})*\.\d{2} MXN$/;

function cardPrices(cards: Locator) {
  return cards.getByText(CARD_PRICE);
}

async function chooseFilter(page: Page, menu: "Price" | "Category", entry: string) {
  await page.getByRole("button", { name: menu, exact: true }).click();
  await page.getByRole("menu", { name: menu }).getByRole("menuitem", { name: entry, exact: true }).click();
}

test("the feed shows a row of product cards for each room, with prices in MXN and images that load", async ({
  page,
}) => {
  await signUp(page);
  await expect(page.getByRole("heading", { level: 1, name: "Feed" })).toBeVisible();

  for (const room of ROOMS) {
    const region = page.getByRole("region", { name: room.title, exact: true });
    // A row below the window adds its later cards once the shopper scrolls down to it.
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole("heading", { level: 2, name: room.title, exact: true })).toBeVisible();
    const cards = region.getByRole("list", { name: `${room.title} products` }).getByRole("article");
    const count = Math.min(ROW_SIZE, room.products);
    await expect(cards).toHaveCount(count);
    await expect(cardPrices(cards)).toHaveCount(count);

    // The first card and one that needs the row scrolled sideways both get a real picture.
    for (const card of [cards.first(), cards.last()]) {
      await card.scrollIntoViewIfNeeded();
      const img = card.getByRole("img");
      await expect(img).toBeVisible();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
        .toBeGreaterThan(0);
    }
  }

  // The living room's sold-out sofa says so on its card.
  const soldOut = page.getByRole("article", { name: SOLD_OUT });
  await expect(soldOut.getByText("Out of stock")).toBeVisible();
  await expect(soldOut.getByRole("link", { name: "Buy now" })).toHaveCount(0);
  await expect(
    page.getByRole("article", { name: IN_STOCK }).getByRole("link", { name: "Buy now" }),
  ).toBeVisible();
});

test("Back to the feed finds a row where it was scrolled sideways; a new visit starts it at its first card", async ({
  page,
}) => {
  await signUp(page);
  const row = page.getByRole("list", { name: "Living Room products" });
  const scrolledBy = () => row.evaluate((list) => list.scrollLeft);
  const eighth = row.getByRole("article").nth(7);
  await eighth.scrollIntoViewIfNeeded();
  const left = await scrolledBy();
  expect(left).toBeGreaterThan(0);

  const name = (await eighth.getByRole("heading").textContent()) ?? "";
  await eighth.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/feed$/);
  await expect.poll(scrolledBy).toBe(left);

  await eighth.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Hogar home" }).click();
  await expect(row.getByRole("article").first()).toBeInViewport({ ratio: 0.9 });
  await expect(eighth).not.toBeInViewport();
});

test("searching with Enter lists the matching products, survives a reload and forgives a typo", async ({
  page,
}) => {
  await signUp(page);
  const box = searchBox(page);
  await box.fill("sofa");
  await box.press("Enter");

  await expect(page).toHaveURL(/\/search-products\?q=sofa$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(resultsHeading(SOFAS.length));
  const names = cardNames(resultCards(page));
  await expect(names).toHaveText(SOFAS.map(() => /sofa/i));
  expect((await names.allInnerTexts()).toSorted()).toEqual(SOFAS.toSorted());
  await expect(cardPrices(resultCards(page))).toHaveCount(SOFAS.length);

  await page.reload();
  await expect(heading).toHaveText(resultsHeading(SOFAS.length));
  expect((await names.allInnerTexts()).toSorted()).toEqual(SOFAS.toSorted());
  await expect(box).toHaveValue("sofa");

  // The typo's own answer, not the previous results still on screen.
  const typoAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/products" && response.url().includes("q=sofaa"),
  );
  await box.fill("sofaa");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search-products\?q=sofaa$/);
  expect((await typoAnswer).status()).toBe(200);
  await expect(heading).toHaveText(resultsHeading(SOFAS.length));
  await expect(names).toHaveText(SOFAS.map(() => /sofa/i));
  expect((await names.allInnerTexts()).toSorted()).toEqual(SOFAS.toSorted());
  await expect(page.getByText("Showing results for “sofa”, as nothing matched your words.")).toBeVisible();

  // A Spanish word finds the English names, and the page says what it searched as well.
  await box.fill("sillas");
  await box.press("Enter");
  await expect(page.getByText("Also showing results for “chair”.")).toBeVisible();
  await expect(page.getByText(/as nothing matched your words/)).toHaveCount(0);
  // The chairs, not the armchair: that is a sillón, and the English is matched as a whole word.
  await expect(names).toHaveText([/ chair$/i, / chair$/i, / chair$/i]);

  // Nothing at all matches: the page says so.
  await box.fill("zzqqxx");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search-products\?q=zzqqxx$/);
  await expect(page.getByText("No products match your search.")).toBeVisible();
  await expect(resultCards(page)).toHaveCount(0);

  // Another page is no search: the box empties, and Back brings the search back into it.
  await page.getByRole("banner").getByRole("link", { name: "Hogar home" }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(box).toHaveValue("");
  await page.goBack();
  await expect(box).toHaveValue("zzqqxx");
});

test("a suggestion opens its product, by click or keyboard; Escape hides the list; nonsense is Not found", async ({
  page,
}) => {
  await signUp(page);
  const box = searchBox(page);
  const suggestions = page.getByRole("listbox", { name: "Suggestions" });

  await box.fill("Alba Thr");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await suggestions.getByRole("option", { name: IN_STOCK, exact: true }).click();
  await expect(page).toHaveURL(/\/product-details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(IN_STOCK);
  await expect(suggestions).toBeHidden();
  const alba = await productByName(page, IN_STOCK);
  expect(new URL(page.url()).pathname).toBe(`/product-details/${alba.id}`);

  // Keyboard: ArrowDown makes the first option active, Enter opens it.
  await box.fill("lamp");
  const options = suggestions.getByRole("option");
  await expect(options.first()).toBeVisible();
  await expect(options).not.toHaveCount(0);
  const first = (await options.first().innerText()).trim();
  expect(first).toMatch(/lamp/i);
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute(
    "aria-activedescendant",
    (await options.first().getAttribute("id")) ?? "",
  );
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first);
  await expect(page).not.toHaveURL(new RegExp(alba.id));

  // Escape hides the list and keeps the text.
  await box.fill("rug");
  await expect(suggestions).toBeVisible();
  await box.press("Escape");
  await expect(suggestions).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("rug");

  // Nonsense: a single disabled "Not found" option.
  await box.fill("zzqqxx");
  await expect(suggestions).toBeVisible();
  await expect(suggestions.getByRole("option")).toHaveCount(1);
  const notFound = suggestions.getByRole("option", { name: "Not found" });
  await expect(notFound).toBeVisible();
  await expect(notFound).toBeDisabled();

  // Clear search empties the box and closes the list.
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(box).toHaveValue("");
  await expect(suggestions).toBeHidden();
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the suggestions take the screen's width, not the narrow box's, and keep within it", async ({
    page,
  }) => {
    await signUp(page);
    const box = searchBox(page);
    await box.fill("table");
    const suggestions = page.getByRole("listbox", { name: "Suggestions" });
    await expect(suggestions.getByRole("option").first()).toBeVisible();
    const list = await suggestions.boundingBox();
    const field = await box.boundingBox();
    expect(list?.width).toBeGreaterThan((field?.width ?? 0) + 100);
    expect((list?.x ?? -1) >= 0 && (list?.x ?? 0) + (list?.width ?? 0) <= PHONE.viewport.width).toBe(true);
  });
});

test("each price band and each room filter from the feed lists just those products; back returns", async ({
  page,
}) => {
  test.slow();
  await signUp(page);
  const heading = page.getByRole("heading", { level: 1 });
  const cards = resultCards(page);

  /** The page shows the API's first page for these filters: same total, same cards in order. */
  async function expectResults(params: Record<string, string>) {
    const expected = await apiProducts(page, { ...params, pageSize: String(PAGE_SIZE) });
    expect(expected.total).toBeGreaterThan(0);
    await expect(heading).toHaveText(resultsHeading(expected.total));
    await expect(cardNames(cards)).toHaveText(expected.items.map((item) => item.name));
    await expect(cards).toHaveCount(Math.min(PAGE_SIZE, expected.total));
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(
      expected.total > PAGE_SIZE ? 1 : 0,
    );
    return expected;
  }

  for (const band of PRICE_BANDS) {
    await page.goto("/feed");
    await chooseFilter(page, "Price", band.label);
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === "/search-products" &&
        url.searchParams.get("minPrice") === String(band.minPrice) &&
        url.searchParams.get("maxPrice") === (band.maxPrice === undefined ? null : String(band.maxPrice)),
    );
    const params: Record<string, string> = { minPrice: String(band.minPrice) };
    if (band.maxPrice !== undefined) params.maxPrice = String(band.maxPrice);
    await expectResults(params);
    for (const text of await cardPrices(cards).allInnerTexts()) {
      const cents = priceCents(text);
      expect(cents, `${text} in ${band.label}`).toBeGreaterThanOrEqual(band.minPrice * 100);
      if (band.maxPrice !== undefined)
        expect(cents, `${text} in ${band.label}`).toBeLessThanOrEqual(band.maxPrice * 100);
    }
  }

  for (const room of ROOMS) {
    await page.goto("/feed");
    await chooseFilter(page, "Category", room.title);
    await expect(page).toHaveURL(
      (url) => url.pathname === "/search-products" && url.searchParams.get("category") === room.category,
    );
    const { total, items } = await expectResults({ category: room.category });
    expect(total).toBe(room.products);
    expect(new Set(items.map((item) => item.category))).toEqual(new Set([room.category]));
  }

  // On the kitchen results, a price band narrows them; back returns to all of the kitchen.
  const band = PRICE_BANDS[0];
  await chooseFilter(page, "Price", band.label);
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get("category") === "kitchen" &&
      url.searchParams.get("minPrice") === String(band.minPrice) &&
      url.searchParams.get("maxPrice") === String(band.maxPrice),
  );
  const narrowed = await expectResults({
    category: "kitchen",
    minPrice: String(band.minPrice),
    maxPrice: String(band.maxPrice),
  });
  expect(
    narrowed.items.every((item) => item.category === "kitchen" && item.price <= band.maxPrice * 100),
  ).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL((url) => url.search === "?category=kitchen");
  await expectResults({ category: "kitchen" });
  await page.goForward();
  await expectResults({
    category: "kitchen",
    minPrice: String(band.minPrice),
    maxPrice: String(band.maxPrice),
  });
});

test("sorting and paging the results follow the URL and the API", async ({ page }) => {
  await signUp(page);
  const cards = resultCards(page);

  await page.goto("/search-products?category=kitchen");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(resultsHeading(21));
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL((url) => url.search === "?category=kitchen&sort=price_asc");
  const cheapestFirst = await apiProducts(page, { category: "kitchen", sort: "price_asc", pageSize: "24" });
  await expect(cardNames(cards)).toHaveText(cheapestFirst.items.map((item) => item.name));
  const prices = (await cardPrices(cards).allInnerTexts()).map(priceCents);
  expect(prices).toEqual(prices.toSorted((x, y) => x - y));

  // All 78 products: four pages of 24; Next shows the API's second page and Previous goes back.
  await page.goto("/search-products");
  const all = await apiProducts(page, { pageSize: "24" });
  const pages = Math.ceil(all.total / PAGE_SIZE);
  expect(pages).toBeGreaterThan(1);
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination).toContainText(`Page 1 of ${pages}`);
  await expect(cardNames(cards)).toHaveText(all.items.map((item) => item.name));
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
  await expect(pagination).toContainText(`Page 2 of ${pages}`);
  const second = await apiProducts(page, { page: "2", pageSize: "24" });
  await expect(cardNames(cards)).toHaveText(second.items.map((item) => item.name));
  await pagination.getByRole("link", { name: "Previous" }).click();
  await expect(pagination).toContainText(`Page 1 of ${pages}`);
  await expect(cardNames(cards)).toHaveText(all.items.map((item) => item.name));
});

test("the product image carousel wraps around and follows thumbnails and arrow keys", async ({ page }) => {
  await signUp(page);
  const product = await productByName(page, IN_STOCK);
  expect(product.images).toHaveLength(3);
  await page.goto(`/product-details/${product.id}`);

  const carousel = page.getByRole("region", { name: `${IN_STOCK} images` });
  const mainImage = carousel.getByRole("group").getByRole("img");
  const thumb = (i: number) => carousel.getByRole("button", { name: `Show image ${i} of 3`, exact: true });
  const expectShowing = async (i: number) => {
    for (const n of [1, 2, 3]) {
      if (n === i) await expect(thumb(n)).toHaveAttribute("aria-current", "true");
      else await expect(thumb(n)).not.toHaveAttribute("aria-current", "true");
    }
    await expect(carousel.getByRole("group")).toHaveAccessibleName(`${i} of 3`);
    await expect(mainImage).toHaveAttribute("src", (await thumb(i).locator("img").getAttribute("src")) ?? "");
  };

  await expectShowing(1);
  await expect(mainImage).toHaveAccessibleName(`${IN_STOCK}, front view`);
  await carousel.getByRole("button", { name: "Previous image" }).click();
  await expectShowing(3);
  await expect(mainImage).toHaveAccessibleName(`${IN_STOCK}, shown in a room`);
  await carousel.getByRole("button", { name: "Next image" }).click();
  await expectShowing(1);
  await carousel.getByRole("button", { name: "Next image" }).click();
  await expectShowing(2);

  await thumb(3).click();
  await expectShowing(3);
  await thumb(1).click();
  await expectShowing(1);

  await carousel.focus();
  await expect(carousel).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expectShowing(2);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expectShowing(1);
  await page.keyboard.press("ArrowLeft");
  await expectShowing(3);
  await expect
    .poll(() => mainImage.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
});

test("the history lists viewed products newest first, each once", async ({ page }) => {
  await signUp(page);
  const a = await productByName(page, "Tula Round Oak Coffee Table");
  const b = await productByName(page, "Paz Oak Nightstand with Drawer");

  await page.goto("/account/history");
  await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
  await expect(page.getByText("You have not viewed any products yet.")).toBeVisible();

  await viewProduct(page, a);
  await viewProduct(page, b);
  await page.goto("/account/history");
  await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
  await expect(cardNames(resultCards(page))).toHaveText([b.name, a.name]);

  await viewProduct(page, a);
  await page.goto("/account/history");
  await expect(cardNames(resultCards(page))).toHaveText([a.name, b.name]);

  // A card in the history opens its product again.
  await resultCards(page).getByRole("link", { name: b.name }).click();
  await expect(page).toHaveURL(new RegExp(`/product-details/${b.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(b.name);
});

test("a sold-out product says Out of stock and offers no Buy now or quantity", async ({ page }) => {
  await signUp(page);
  const soldOut = await productByName(page, SOLD_OUT);
  expect(soldOut.stock).toBe(0);
  await page.goto(`/product-details/${soldOut.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SOLD_OUT);
  const main = page.getByRole("main");
  await expect(main.getByText("Out of stock", { exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: "Buy now" })).toHaveCount(0);
  await expect(main.getByRole("spinbutton", { name: "Quantity" })).toHaveCount(0);

  // An in-stock product, by contrast, has both.
  const inStock = await productByName(page, IN_STOCK);
  await page.goto(`/product-details/${inStock.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(IN_STOCK);
  await expect(main.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("1");
  await expect(main.getByRole("link", { name: "Buy now" })).toBeVisible();
  await expect(main.getByText("Out of stock", { exact: true })).toHaveCount(0);
});

test("the catalogue pages have no accessibility violations", async ({ page }) => {
  await signUp(page);
  for (const room of ROOMS) {
    await expect(page.getByRole("list", { name: `${room.title} products` })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.goto("/search-products?q=sofa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(resultsHeading(SOFAS.length));
  await expectNoAxeViolations(page);

  const product = await productByName(page, IN_STOCK);
  await viewProduct(page, product);
  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/account/history");
  await expect(cardNames(resultCards(page))).toHaveText([IN_STOCK]);
  await expectNoAxeViolations(page);
});
