// Finding products (issue 19): from a room's "See all", a sort, a second room, paging, a product's
// Details and Back to the same page; then a colour, in stock only and a price range, all in the URL.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, signUp } from "./helpers.ts";

interface ApiPage {
  items: { name: string; price: number; stock: number; category: string; facts: { colour: string | null } }[];
  total: number;
}

/** What the API lists for the page's own query: the cards must show the same, in its order. */
async function apiPage(page: Page): Promise<ApiPage> {
  const query = new URL(page.url()).searchParams;
  query.set("pageSize", "24");
  const response = await page.request.get(`/api/products?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiPage;
}

const cardNames = (page: Page) =>
  page.getByRole("main").getByRole("article").getByRole("heading").getByRole("link");
const filters = (page: Page) => page.getByRole("region", { name: "Filters" });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

async function expectCardsAsApi(page: Page): Promise<ApiPage> {
  const expected = await apiPage(page);
  await expect(cardNames(page)).toHaveText(expected.items.map((item) => item.name));
  return expected;
}

test("a shopper sorts, chooses rooms, a colour, in stock only and a price range, pages, and Back returns to the same page", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/feed");
  await page.getByRole("link", { name: "See all Living Room products" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/search-products");
  await expect(filters(page).getByRole("checkbox", { name: "Living Room" })).toBeChecked();

  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: high to low" });
  await filters(page).getByRole("checkbox", { name: "Bedroom" }).check();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.getAll("category").toSorted().join() === "bedroom,living room" &&
      url.searchParams.get("sort") === "price_desc",
  );
  const both = await expectCardsAsApi(page);
  expect(both.total).toBeGreaterThan(24);
  expect(both.items.every((item) => ["bedroom", "living room"].includes(item.category))).toBe(true);
  const prices = both.items.map((item) => item.price);
  expect(prices).toEqual(prices.toSorted((a, b) => b - a));

  // The second page, by its number; its position is in the URL.
  const second = pagination(page).getByRole("link", { name: "Page 2" });
  await second.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
  await expect(pagination(page).locator("[aria-current=page]")).toHaveText(/2/);
  // The number pressed keeps the focus, now the current page.
  await expect(second).toBeFocused();
  const secondPage = await expectCardsAsApi(page);
  const opened = secondPage.items[0]?.name ?? "";

  // A product of that page shows its facts; Back returns to the same page of the same results.
  await cardNames(page).first().click();
  await expect(page.getByRole("heading", { level: 1, name: opened })).toBeVisible();
  const details = page.getByRole("region", { name: "Details" });
  await expect(details.getByRole("term")).toHaveText([
    "Dimensions (width × depth × height)",
    "Weight",
    "Materials",
    "Colour",
    "Assembly",
  ]);
  await expect(details.getByRole("definition").first()).toHaveText(/^\d+ × \d+ × \d+ cm$/);
  await expect(details.getByRole("definition").nth(1)).toHaveText(/^[\d.,]+ kg$/);
  // On a phone each value has the whole width under its term: the dimensions stay on one line.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  const dimensions = details.getByRole("definition").first();
  const lineHeight = await dimensions.evaluate((dd) => Number.parseFloat(getComputedStyle(dd).lineHeight));
  expect((await dimensions.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
  if (viewport) await page.setViewportSize(viewport);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
  await expect(cardNames(page).first()).toHaveText(opened);
  await expect(filters(page).getByRole("checkbox", { name: "Bedroom" })).toBeChecked();

  // A colour, in stock only and a price range narrow the two rooms and start again on page 1. A
  // ticked filter leaves the shopper where they were on the page, by the filter.
  await page.evaluate(() => window.scrollTo(0, 200));
  const scrolled = await page.evaluate(() => window.scrollY);
  await filters(page).getByRole("checkbox", { name: "Natural wood" }).check();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("colour") === "natural" && !url.searchParams.has("page"),
  );
  await expectCardsAsApi(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await filters(page).getByRole("checkbox", { name: "In stock only" }).check();
  await expect(page).toHaveURL((url) => url.searchParams.get("inStock") === "true");
  const range = filters(page).getByRole("group", { name: "Price range (MXN)" });
  await range.getByLabel("From").fill("1000");
  await range.getByLabel("To").fill("20000");
  await filters(page).getByRole("button", { name: "Apply price range" }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("minPrice") === "1000" && url.searchParams.get("maxPrice") === "20000",
  );
  const narrowed = await expectCardsAsApi(page);
  expect(narrowed.total).toBeGreaterThan(0);
  expect(narrowed.total).toBeLessThan(both.total);
  for (const item of narrowed.items) {
    expect(["bedroom", "living room"]).toContain(item.category);
    expect(item.facts.colour).toBe("natural");
    expect(item.stock).toBeGreaterThan(0);
    expect(item.price).toBeGreaterThanOrEqual(100_000);
    expect(item.price).toBeLessThanOrEqual(2_000_000);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${narrowed.total} ${narrowed.total > 1 ? "products" : "product"} found`,
  );
  await expectNoAxeViolations(page);

  // The whole state is the URL: a reload shows the same, and Back undoes the last filter.
  await page.reload();
  await expectCardsAsApi(page);
  await expect(range.getByLabel("From")).toHaveValue("1000");
  await page.goBack();
  await expect(page).toHaveURL(
    (url) => !url.searchParams.has("minPrice") && url.searchParams.get("inStock") === "true",
  );
});

test("the header's search box takes no more than the API searches, so a long search still finds", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/feed");
  const box = page.getByRole("combobox", { name: "Search products" });
  const words = "oak coffee table for a small living room with a shelf below and black metal legs, round";
  await box.pressSequentially(`${words} and more words`);
  await box.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("q")?.length === 100);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Search products");
  await expect(page.getByText("These search filters are not valid")).toHaveCount(0);
});
