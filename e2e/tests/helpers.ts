import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { latestMailTo } from "./mail.ts";

/** A phone, as the journeys that check the small screen open it. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

export function newShopper() {
  return { name: "Ana López", email: `e2e-${randomUUID()}@example.com`, password: "Casa2024x" };
}

/**
 * Signs a new shopper up with the request the sign-up form sends (accounts.spec.ts goes through the
 * form itself), then opens the feed, where a new shopper lands. Skipping the form's page saves each
 * journey about a second on two cores.
 */
export async function signUp(page: Page, shopper = newShopper()) {
  const { baseURL } = test.info().project.use;
  const answer = await page.request.post("/api/auth/sign-up/email", {
    data: shopper,
    headers: { origin: new URL(baseURL as string).origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.goto("/feed");
  await expect(page.getByRole("heading", { name: "Feed" })).toBeVisible();
  return shopper;
}

/** Signs a new shopper up through the sign-up form and waits for the feed. */
export async function signUpWithForm(page: Page, shopper = newShopper()) {
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

/**
 * Opens the verification link mailed at sign-up (docs/product.md 65): the e-mail counts as verified,
 * so ADMIN_EMAILS (35) and social linking (5) apply to it. Lands on My Data.
 */
export async function verifyEmail(page: Page, email: string) {
  const mail = await latestMailTo(email, { subject: "Verify your e-mail for Hogar" });
  await page.goto(mail.links[0] as string);
  await expect(page).toHaveURL(/\/account\/my-data$/);
}

/**
 * Pages as the shop serves them when it cannot read the session (its database down): without the
 * shopper and the scripts it otherwise names (apps/server/src/lib/web-app.ts), so the app asks
 * /api/me itself. For journeys that take the database down by answering the API's requests.
 */
export function servePagesWithoutSession(page: Page) {
  return page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<script type="application\/json" id="page-me">.*?(?=<\/head>)/s,
      "",
    );
    await route.fulfill({ response, body });
  });
}

/**
 * Headers for a state-changing request from Playwright's own context, which sends the session
 * cookie but, unlike the browser, neither Origin nor Sec-Fetch-Site: the shop refuses a cookie
 * without either (docs/product.md 69).
 */
export function originOf(page: Page): Record<string, string> {
  return { origin: new URL(page.url()).origin };
}

export function notice(page: Page) {
  return page.getByRole("region", { name: "Notice" });
}

/**
 * Only what the theme changes: the dark theme swaps colours and nothing else, so its scans check
 * these rules, and the light theme's full scan covers the rest once.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export async function expectNoAxeViolations(page: Page, { rules }: { rules?: string[] } = {}) {
  expect(await axeViolations(page, rules)).toEqual([]);
}

/** Scans the page in the light theme (every rule) and the dark one (colours only), light last. */
export async function scanBothThemes(page: Page) {
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectNoAxeViolations(page, { rules: COLOUR_RULES });
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
}

/** Whether two boxes on screen share any pixel. */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error("not on screen");
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

/** Waits for the notice to stand where it stays once it has slid in, not half way. */
export async function noticeSlidIn(page: Page) {
  await notice(page)
    .getByRole("status")
    .evaluate((panel) => Promise.all(panel.getAnimations({ subtree: true }).map((a) => a.finished)));
}
