import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "Casa2024x";

export function newShopper() {
  return { name: "Ana López", email: `e2e-${randomUUID()}@example.com`, password: PASSWORD };
}

/** Signs a new shopper up through the sign-up form and waits for the feed. */
export async function signUp(page: Page, shopper = newShopper()) {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(shopper.name);
  await page.getByLabel("E-mail").fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByLabel("Confirm password").fill(shopper.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/feed$/);
  return shopper;
}
