import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, notice, servePagesWithoutSession, signUp } from "./helpers.ts";

// What the server answers while its database is unreachable (apps/server/test/resilience.pg.test.ts).
const DOWN = {
  status: 503,
  contentType: "application/json",
  json: { code: "unavailable", message: "The shop is unavailable right now. Please try again in a moment." },
};

/** From now on every API call answers as a shop whose database is down, and pages name no shopper. */
async function takeDatabaseDown(page: Page) {
  await page.route("**/api/**", (route) => route.fulfill(DOWN));
  await servePagesWithoutSession(page);
}

test("while the database is down pages say the shop is unavailable, and work again when it is back", async ({
  page,
}) => {
  await signUp(page);
  await takeDatabaseDown(page);
  await page.goto("/feed");
  await expect(page.getByRole("heading", { name: "Shop unavailable" })).toBeVisible();
  await expect(page.getByText(DOWN.json.message).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute("**/api/**");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Feed" })).toBeVisible();
});

test("an action while the shop is down says so and changes nothing", async ({ page }) => {
  await signUp(page);
  const add = page.getByRole("button", { name: /^Add .+ to shopping cart$/ }).first();
  await expect(add).toBeVisible();
  await takeDatabaseDown(page);
  await add.click();
  await expect(notice(page)).toContainText("Shop unavailable");
  await expect(notice(page)).toContainText(DOWN.json.message);
  await expect(add).toHaveAttribute("aria-pressed", "false");

  await page.unroute("**/api/**");
  const cart = await page.request.get("/api/cart");
  expect((await cart.json()).lines).toEqual([]);
});
