import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export function newShopper() {
  return { name: "Ana López", email: `e2e-${randomUUID()}@example.com`, password: "Casa2024x" };
}

/** Signs a new shopper up through the sign-up form and waits for the feed. */
export async function signUp(page: Page, shopper = newShopper()) {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(shopper.name);
  await page.getByLabel("E-mail").fill(shopper.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(shopper.password);
  await page.getByRole("textbox", { name: "Confirm password" }).fill(shopper.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole("heading", { name: "Feed" })).toBeVisible();
  return shopper;
}

export function notice(page: Page) {
  return page.getByRole("region", { name: "Notice" });
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}
