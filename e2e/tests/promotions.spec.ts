import { randomUUID } from "node:crypto";
import { expect, type Locator, test } from "@playwright/test";
import { expectNoAxeViolations, notice } from "./helpers.ts";
import { adminInOwnBrowser, productByName, readyShopper } from "./shopper-setup.ts";

// Promotion codes (docs/product.md 100-102): staff create one in the back office, a shopper applies
// it at checkout, and the order shows the discount. admin19 in ADMIN_EMAILS (playwright.config.ts).

/** Bathroom, $4,199.00; no other journey buys or counts it. */
const CABINET = "Teca Teak Bathroom Cabinet";

/** A date input's value `days` from now: after today in Mexico City too. */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A totals row's label and amount side by side, the amount not pushed under its label. */
async function expectOnOneLine(scope: Locator, term: string) {
  const label = await scope.getByText(term, { exact: true }).boundingBox();
  const amount = await totalRow(scope, term).boundingBox();
  expect(amount?.y).toBe(label?.y);
}

/** The value of a totals row ("Subtotal", "Discount (CODE)", "Total"). */
function totalRow(scope: Locator, term: string) {
  return scope
    .locator("dl > div")
    .filter({ has: scope.page().getByText(term, { exact: true }) })
    .locator("dd");
}

test("staff create a code and a shopper's order carries its discount", async ({ browser, page }) => {
  const code = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;

  const admin = await adminInOwnBrowser(browser, 19);
  await admin.goto("/admin");
  await admin.getByRole("link", { name: /^Promotions/ }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
  await admin.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await admin.getByLabel("Percentage (1-90)").fill("20");
  await admin.getByLabel("Uses per shopper").fill("1");
  // The last day is the one date staff must choose.
  await admin.getByRole("button", { name: "Save code" }).click();
  await expect(admin.getByRole("alert")).toContainText("Enter when the code ends");
  await admin.getByLabel("Ends on (last day)").fill(daysFromNow(7));
  await admin.getByRole("button", { name: "Save code" }).click();
  await expect(notice(admin)).toContainText(`Code ${code} created.`);
  const row = admin.getByRole("row", { name: new RegExp(code) });
  await expect(row).toContainText("20% off");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("0 (at most 1 per shopper)");

  await readyShopper(page);
  const cabinet = await productByName(page, CABINET);
  await page.goto(`/${cabinet.id}/buy-product`);
  const summary = page.getByRole("region", { name: "Order summary" });
  const field = summary.getByLabel("Promotion code");
  await field.fill("NOT-A-CODE");
  await summary.getByRole("button", { name: "Apply" }).click();
  await expect(summary.getByRole("alert")).toHaveText(
    "There is no promotion code NOT-A-CODE. Check how it is written.",
  );
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill(code.toLowerCase());
  await summary.getByRole("button", { name: "Apply" }).click();
  await expect(summary.getByRole("status")).toHaveText(`Code ${code} applied: $839.80 MXN off.`);
  await expect(summary.getByRole("button", { name: "Remove code" })).toBeFocused();
  await expect(totalRow(summary, `Discount (${code})`)).toHaveText("-$839.80 MXN");
  await expectOnOneLine(summary, `Discount (${code})`);
  // 4,199.00 - 839.80 + 99.00 shipping
  await expect(totalRow(summary, "Total")).toHaveText("$3,458.20 MXN");

  await page
    .getByRole("button", { name: /^Arrives/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Select card ending in 4242" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);

  await page
    .getByRole("link", { name: /^Order [0-9a-f]{8}/ })
    .first()
    .click();
  const totals = page.getByRole("region", { name: "Order total" });
  await expect(totalRow(totals, `Discount (${code})`)).toHaveText("-$839.80 MXN");
  await expect(totalRow(totals, "Total")).toHaveText("$3,458.20 MXN");

  // Staff find the order from the code's uses, and read the same discount on its page, beside its label.
  const orderId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  await admin.reload();
  await row.getByRole("link", { name: `1 (at most 1 per shopper) (see the orders with ${code})` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders\\?code=${code}$`));
  await expect(admin.getByLabel("Promotion code")).toHaveValue(code);
  const orders = admin.getByRole("table", { name: `Orders with code ${code} (newest first)` });
  await expect(orders.getByRole("row")).toHaveCount(2);
  await orders.getByRole("link", { name: orderId.slice(0, 8), exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  const orderPage = admin.getByRole("main");
  await expect(totalRow(orderPage, `Discount (${code})`)).toHaveText("-$839.80 MXN");
  await expectOnOneLine(orderPage, `Discount (${code})`);
  await admin.context().close();
});

test("staff disable a code only once they confirm it", async ({ browser }) => {
  const code = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  const admin = await adminInOwnBrowser(browser, 20);
  await admin.goto("/admin/promotions");
  await admin.getByLabel("Code", { exact: true }).fill(code);
  await admin.getByLabel("Percentage (1-90)").fill("10");
  await admin.getByLabel("Ends on (last day)").fill(daysFromNow(7));
  await admin.getByRole("button", { name: "Save code" }).click();
  await expect(notice(admin)).toContainText(`Code ${code} created.`);
  const row = admin.getByRole("row", { name: new RegExp(code) });
  const disable = row.getByRole("button", { name: `Disable ${code}` });

  // Disabling cannot be undone, so it is asked first; Cancel leaves the code active.
  await disable.click();
  const dialog = admin.getByRole("dialog", { name: `Disable ${code}?` });
  await expect(dialog).toContainText("This cannot be undone");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(disable).toBeFocused();
  await expect(row).toContainText("Active");

  await disable.click();
  await dialog.getByRole("button", { name: "Disable code" }).click();
  await expect(notice(admin)).toContainText(`Code ${code} disabled`);
  await expect(row).toContainText("Disabled");
  await expect(disable).toHaveCount(0);

  // Editing the code shows its audit log: created, then disabled, by this admin.
  await row.getByRole("button", { name: `Edit ${code}` }).click();
  const audit = admin.getByRole("table", { name: "Audit log" });
  await expect(audit.getByRole("row")).toHaveCount(3);
  await expect(audit).toContainText("admin20@e2e.example.com");
  await expectNoAxeViolations(admin);

  // On a phone the codes' table scrolls in its own box: the page itself never scrolls sideways.
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => admin.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await admin.context().close();
});
