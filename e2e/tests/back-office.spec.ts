import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, notice, originOf, scanBothThemes, signUp } from "./helpers.ts";
import { latestMailTo } from "./mail.ts";
import {
  type ApiProduct,
  adminAction,
  adminInOwnBrowser,
  placeOrder,
  readyShopper,
} from "./shopper-setup.ts";

// admin9-12, 14, 15 and 22 are this spec's (playwright.config.ts ADMIN_EMAILS), one a test. Each test adds its own
// product (a unique name), so what it buys, changes and archives is not counted by any other spec.

/** A valid 64x48 PNG (one flat colour), uploaded as a product image. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsAtmMCMaywp+hcEKLNP1WgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQErhYYG9EAD2sj5gAAAABJRU5ErkJggg==",
  "base64",
);

/** Adds a product of the admin's own through the API the add-product form uses. */
async function addProduct(admin: Page, name: string): Promise<ApiProduct> {
  const response = await admin.request.post("/api/products", {
    multipart: {
      name,
      category: "bedroom",
      images: "",
      stock: "20",
      price: "1299.50",
      description: "A sturdy piece made in Puebla, for the back-office journeys.",
      widthCm: "45",
      depthCm: "40",
      heightCm: "65",
      weightKg: "4.5",
      materials: "wood",
      colour: "natural",
      assemblyRequired: "no",
      files: { name: "zafiro.png", mimeType: "image/png", buffer: PNG },
    },
    headers: originOf(admin),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiProduct;
}

/** A signed-up shopper with a current address and an approving card, who buys one `product`. */
async function shopperBuys(page: Page, product: ApiProduct) {
  const shopper = await readyShopper(page);
  const { addressId, cardId } = shopper;
  return { shopper, orderId: await placeOrder(page, { productId: product.id, addressId, cardId }) };
}

async function storefrontProduct(page: Page, id: string) {
  const response = await page.request.get(`/api/products/${id}`);
  return {
    status: response.status(),
    product: response.ok() ? ((await response.json()) as ApiProduct) : null,
  };
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });

test("an admin finds a shopper's order in the back office and ships it; the shopper sees Shipped, the tracking number and the e-mail", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminInOwnBrowser(browser, 9);
  const product = await addProduct(admin, `Zafiro Nightstand ${randomUUID().slice(0, 8)}`);
  const { shopper, orderId } = await shopperBuys(page, product);
  const number = orderId.slice(0, 8);

  // The account menu leads admins to the back office.
  await admin.goto("/feed");
  await admin.getByRole("button", { name: "Account menu" }).click();
  await admin.getByRole("menuitem", { name: "Back office" }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(heading(admin, "Back office")).toBeVisible();
  await expect(admin.getByRole("region", { name: "Waiting to ship" })).toContainText(/[1-9]\d* orders?/);
  await admin.getByRole("link", { name: "See the orders waiting to ship" }).click();
  await expect(admin).toHaveURL(/\/admin\/orders\?status=paid$/);
  await expect(admin.getByLabel("Status")).toHaveValue("paid");

  // Found by the shopper's e-mail; the filter is in the address.
  await admin.getByLabel("Order number or e-mail").fill(shopper.email);
  await admin.getByRole("button", { name: "Filter" }).click();
  await expect(admin).toHaveURL((url) => url.searchParams.get("q") === shopper.email);
  const table = admin.getByRole("table", { name: /^Paid orders matching/ });
  const row = table.getByRole("row").filter({ has: admin.getByRole("link", { name: number, exact: true }) });
  await expect(row).toContainText(shopper.email);
  await expect(row).toContainText("$1,398.50 MXN");
  await scanBothThemes(admin);
  // On a phone the e-mail stays whole (the table scrolls sideways): no word of a row is split.
  await admin.setViewportSize({ width: 390, height: 844 });
  expect(await wordsSplitAcrossLines(row.locator("td"))).toEqual([]);
  await admin.setViewportSize({ width: 1280, height: 720 });

  // Back returns to the unsearched table.
  await admin.goBack();
  await expect(admin).toHaveURL(/\/admin\/orders\?status=paid$/);
  await expect(admin.getByLabel("Order number or e-mail")).toHaveValue("");
  await admin.goForward();
  await row.getByRole("link", { name: number, exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(heading(admin, `Order ${number}`)).toBeVisible();
  await expect(admin.getByRole("region", { name: "Shopper" })).toContainText(shopper.email);
  await expect(admin.getByRole("table", { name: "Products" })).toContainText(product.name);
  await expect(admin.getByRole("button", { name: "Mark delivered" })).toHaveCount(0);

  // The ship form says what is missing before anything is sent.
  await admin.getByRole("button", { name: "Mark shipped" }).click();
  await expect(admin.getByLabel("Carrier")).toHaveAttribute("aria-invalid", "true");
  await expect(admin.getByLabel("Carrier")).toHaveAccessibleDescription(/Write the carrier/);
  await expect(admin.getByLabel("Carrier")).toBeFocused();
  await scanBothThemes(admin);

  await admin.getByLabel("Carrier").fill("Estafeta");
  await admin.getByLabel("Tracking number").fill("EST-7788-1234");
  const shipped = admin.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith(`/${orderId}/ship`),
  );
  await admin.getByRole("button", { name: "Mark shipped" }).click();
  const confirmShipping = admin.getByRole("dialog", { name: `Mark order ${number} shipped?` });
  await expect(confirmShipping).toContainText("Estafeta, tracking number EST-7788-1234");
  await confirmShipping.getByRole("button", { name: "Mark shipped" }).click();
  expect((await shipped).status()).toBe(200);
  await expect(notice(admin)).toContainText("Order shipped");
  await expect(admin.getByRole("button", { name: "Mark delivered" })).toBeVisible();
  await expect(admin.getByRole("button", { name: "Mark shipped" })).toHaveCount(0);
  await expect(admin.getByRole("button", { name: "Cancel with refund" })).toHaveCount(0);
  const audit = admin.getByRole("table", { name: "Audit log" });
  await expect(audit).toContainText("admin9@e2e.example.com");
  await expect(audit).toContainText("EST-7788-1234");
  // On a phone its words stay whole (the table scrolls sideways): none is split across two lines.
  await admin.setViewportSize({ width: 390, height: 844 });
  expect(await wordsSplitAcrossLines(audit.locator("td, li"))).toEqual([]);
  await expect
    .poll(() => admin.evaluate(() => document.documentElement.scrollWidth), {
      message: "the page itself never scrolls sideways",
    })
    .toBeLessThanOrEqual(390);

  // The shopper's order page and inbox say so.
  await page.goto(`/account/orders/${orderId}`);
  await expect(
    page
      .getByRole("main")
      .locator("p")
      .filter({ hasText: /^Status: / }),
  ).toHaveText("Status: Shipped");
  await expect(page.getByRole("main")).toContainText("EST-7788-1234");
  const mail = await latestMailTo(shopper.email, { subject: `Your Hogar order ${number} is on its way` });
  expect(mail.text).toContain("Estafeta");
  expect(mail.text).toContain("EST-7788-1234");
  await admin.context().close();
});

test("an admin cancels a paid order from its dialog by keyboard; the focus lands on the order's heading", async ({
  page,
  browser,
}) => {
  const admin = await adminInOwnBrowser(browser, 22);
  const product = await addProduct(admin, `Coral Stool ${randomUUID().slice(0, 8)}`);
  const { orderId } = await shopperBuys(page, product);

  await admin.goto(`/admin/orders/${orderId}`);
  await expect(heading(admin, `Order ${orderId.slice(0, 8)}`)).toBeVisible();
  await admin.getByRole("button", { name: "Cancel with refund" }).focus();
  await admin.keyboard.press("Enter");
  const dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Reason").fill("The shopper called to cancel it");
  await dialog.getByRole("button", { name: "Cancel and refund" }).focus();
  await admin.keyboard.press("Enter");

  await expect(notice(admin)).toContainText("Order cancelled");
  await expect(dialog).toHaveCount(0);
  // The button went with the paid order: the heading takes the focus, not the page's body.
  await expect(heading(admin, `Order ${orderId.slice(0, 8)}`)).toBeFocused();
  // A cancelled order's badge on the grey page, and on a phone its tables the keyboard scrolls.
  await scanBothThemes(admin);
  await admin.setViewportSize({ width: 390, height: 844 });
  // Scrolling sideways now, the products' box is a region the keyboard reaches.
  await expect(admin.getByRole("region", { name: "Products" })).toHaveAttribute("tabindex", "0");
  await expect(admin.getByRole("region", { name: "Audit log" })).toHaveAttribute("tabindex", "0");
  await scanBothThemes(admin);
  await admin.context().close();
});

test("an admin refunds part of a shipped order with a reason; the shopper reads it in the history and by mail", async ({
  page,
  browser,
}) => {
  const admin = await adminInOwnBrowser(browser, 14);
  const product = await addProduct(admin, `Ámbar Lamp ${randomUUID().slice(0, 8)}`);
  const { shopper, orderId } = await shopperBuys(page, product);
  const number = orderId.slice(0, 8);
  await adminAction(admin, orderId, "ship", { carrier: "Estafeta", trackingNumber: "EST-5511-2233" });

  await admin.goto(`/admin/orders/${orderId}`);
  await expect(heading(admin, `Order ${number}`)).toBeVisible();
  await admin.getByRole("button", { name: "Refund an amount" }).click();
  const dialog = admin.getByRole("dialog", { name: `Refund order ${number}` });
  await expect(dialog).toContainText("$1,398.50 MXN is left to refund.");
  await dialog.getByLabel("Amount (MXN)").fill("1500");
  await dialog.getByLabel("Reason").fill("The shade arrived dented");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(dialog.getByLabel("Amount (MXN)")).toHaveAccessibleDescription(
    /You can refund at most \$1,398\.50 MXN/,
  );
  await expect(dialog.getByLabel("Amount (MXN)")).toBeFocused();
  await scanBothThemes(admin);

  await dialog.getByLabel("Amount (MXN)").fill("200");
  await dialog.getByRole("button", { name: "Refund $200.00 MXN" }).click();
  await expect(notice(admin)).toContainText(`$200.00 MXN of order ${number} is refunded.`);
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByRole("region", { name: "Timeline" })).toContainText("Refunded $200.00 MXN");
  // Still shipped: it can be delivered, and refunded again for what is left.
  await expect(admin.getByRole("button", { name: "Mark delivered" })).toBeVisible();
  await expect(admin.getByRole("table", { name: "Audit log" })).toContainText("refund");

  await page.goto(`/account/orders/${orderId}`);
  const history = page.getByRole("list", { name: "Status changes" });
  await expect(history).toContainText("Refunded $200.00 MXN");
  await expect(history).toContainText("The shade arrived dented");
  const mail = await latestMailTo(shopper.email, { subject: `A refund on your Hogar order ${number}` });
  expect(mail.text).toContain("The shade arrived dented");
  expect(mail.text).toContain("$200.00 MXN");
  await admin.context().close();
});

test("an admin cancels an order whose card's bank refuses the refund, recording it as refunded by SPEI", async ({
  page,
  browser,
}) => {
  const admin = await adminInOwnBrowser(browser, 15);
  const product = await addProduct(admin, `Cuarzo Vase ${randomUUID().slice(0, 8)}`);
  const shopper = await readyShopper(page, { cardNumber: "4000 0000 0000 5126" });
  const orderId = await placeOrder(page, {
    productId: product.id,
    addressId: shopper.addressId,
    cardId: shopper.cardId,
  });
  const number = orderId.slice(0, 8);

  await admin.goto(`/admin/orders/${orderId}`);
  await admin.getByRole("button", { name: "Cancel with refund" }).click();
  let dialog = admin.getByRole("dialog", { name: `Cancel order ${number}?` });
  await dialog.getByLabel("Reason").fill("Out of stock at the warehouse");
  await dialog.getByRole("button", { name: "Cancel and refund" }).click();
  await expect(admin.getByRole("alert")).toContainText("refund");
  await expect(admin.getByRole("button", { name: "Cancel with refund" })).toBeVisible();

  // The money goes back by SPEI; the order is cancelled recording it so.
  await admin.getByRole("button", { name: "Cancel with refund" }).click();
  dialog = admin.getByRole("dialog", { name: `Cancel order ${number}?` });
  await dialog.getByLabel(/I refunded the shopper another way/).check();
  await expect(dialog).toContainText("is recorded as refunded another way, without the card");
  await scanBothThemes(admin);
  await dialog
    .getByLabel("Reason", { exact: true })
    .fill("Refunded by SPEI transfer, tracking key 2026120255501");
  await dialog.getByRole("button", { name: "Cancel and record the refund" }).click();
  await expect(notice(admin)).toContainText("Order cancelled");
  await expect(admin.getByRole("table", { name: "Audit log" })).toContainText("refundedOutside");

  const mail = await latestMailTo(shopper.email, { subject: `Your Hogar order ${number} is cancelled` });
  expect(mail.text).toContain("by other means");
  expect(mail.text).toContain("tracking key 2026120255501");
  await admin.context().close();
});

/** The words (letters only) of `items`' text that wrap onto a second line. */
function wordsSplitAcrossLines(items: Locator): Promise<string[]> {
  return items.evaluateAll((elements) =>
    elements.flatMap((element) =>
      [...element.childNodes]
        .filter((node): node is Text => node.nodeType === Node.TEXT_NODE)
        .flatMap((node) =>
          [...(node.textContent ?? "").matchAll(/\p{L}+/gu)]
            .filter((word) => {
              const range = document.createRange();
              range.setStart(node, word.index);
              range.setEnd(node, word.index + word[0].length);
              return range.getClientRects().length > 1;
            })
            .map((word) => word[0]),
        ),
    ),
  );
}

test("an admin changes a product's price and stock, archives it and restores it; the audit log keeps each", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminInOwnBrowser(browser, 10);
  const name = `Zafiro Dresser ${randomUUID().slice(0, 8)}`;
  const product = await addProduct(admin, name);

  await admin.goto("/admin");
  await admin
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: /^Products/ })
    .click();
  await expect(admin).toHaveURL(/\/admin\/products$/);
  await admin.getByLabel("Product name").fill(name);
  await admin.getByRole("button", { name: "Search" }).click();
  await expect(admin).toHaveURL((url) => url.searchParams.get("q") === name);
  const table = admin.getByRole("table", { name: new RegExp(`^Products matching “${name}”`) });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("$1,299.50 MXN");
  await table.getByRole("link", { name, exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/products/${product.id}$`));
  await expect(heading(admin, name)).toBeVisible();
  await expect(admin.getByLabel("Price")).toHaveValue("1299.50");
  await scanBothThemes(admin);

  await admin.getByLabel("Price").fill("999.90");
  await admin.getByLabel("Stock").fill("3");
  const saved = admin.waitForResponse(
    (response) =>
      response.request().method() === "PUT" && response.url().endsWith(`/api/admin/products/${product.id}`),
  );
  await admin.getByRole("button", { name: "Save changes" }).click();
  expect((await saved).status()).toBe(200);
  await expect(notice(admin)).toContainText(`${name} was saved`);
  await expect(admin.getByText("$999.90 MXN · 3 in stock · Active")).toBeVisible();
  await expect(admin.getByLabel("Price")).toHaveValue("999.90");
  expect((await storefrontProduct(admin, product.id)).product).toMatchObject({ price: 99_990, stock: 3 });
  const audit = admin.getByRole("table", { name: "Audit log" });
  await expect(audit).toContainText("Price: $1,299.50 MXN → $999.90 MXN");
  await expect(audit).toContainText("Stock: 20 → 3");
  // At a desktop's width the log takes the page's width, and every column is in sight.
  const auditBox = audit.locator("xpath=..");
  expect(await auditBox.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);

  // Stock 3 is under the threshold (5): it shows as low.
  await admin.goto(`/admin/products?${new URLSearchParams({ q: name, lowStockFirst: "true" })}`);
  await expect(admin.getByRole("checkbox", { name: "Low stock first" })).toBeChecked();
  await expect(admin.getByRole("table").getByRole("row").nth(1)).toContainText("Low");
  await admin.goBack();

  // Archive after confirming: the shop no longer shows it.
  await admin.getByRole("button", { name: "Archive" }).click();
  const dialog = admin.getByRole("dialog", { name: `Archive ${name}?` });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Archive" }).click();
  await expect(notice(admin)).toContainText(`${name} left the shop`);
  await expect(admin.getByRole("button", { name: "Restore" })).toBeFocused();
  expect((await storefrontProduct(admin, product.id)).status).toBe(404);
  await expect(audit).toContainText("archive");
  await scanBothThemes(admin);

  await admin.getByRole("button", { name: "Restore" }).click();
  await expect(notice(admin)).toContainText(`${name} is back in the shop`);
  await expect(admin.getByRole("button", { name: "Archive" })).toBeFocused();
  expect((await storefrontProduct(admin, product.id)).status).toBe(200);
  await expect(audit.getByRole("cell", { name: "restore", exact: true })).toBeVisible();
  await expect(audit.getByRole("cell", { name: "archive", exact: true })).toBeVisible();
  await admin.context().close();
});

test("a regular shopper sees no Back office entry, every /admin page is not theirs, and the API refuses them", async ({
  page,
}) => {
  await signUp(page);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "My account" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Back office" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  for (const path of [
    "/admin",
    "/admin/orders?status=paid",
    `/admin/orders/${randomUUID()}`,
    "/admin/products",
  ]) {
    await page.goto(path);
    await expect(heading(page, "You don't have access to this page")).toBeVisible();
    await expect(page.getByText("Only the shop's administrators can use the back office.")).toBeVisible();
  }
  await scanBothThemes(page);
  expect((await page.request.get("/api/admin/summary")).status()).toBe(403);
  expect((await page.request.get("/api/admin/orders")).status()).toBe(403);
});

test("the back office's home and tables pass axe in both themes", async ({ browser }) => {
  const admin = await adminInOwnBrowser(browser, 11);
  await admin.goto("/admin");
  await expect(admin.getByRole("region", { name: "Today's sales" })).toContainText("MXN");
  await scanBothThemes(admin);

  await admin.goto("/admin/orders");
  // Other journeys' orders fill the table; alone, this one finds none.
  await expect(
    admin
      .getByRole("table", { name: "Orders (newest first)" })
      .or(admin.getByText("No orders match these filters.")),
  ).toBeVisible();
  await scanBothThemes(admin);
  // A range that runs backwards is refused next to the dates.
  await admin.getByLabel("From").fill("2026-05-09");
  await admin.getByLabel("To").fill("2026-05-01");
  await admin.getByRole("button", { name: "Filter" }).click();
  await expect(admin.getByRole("alert")).toHaveText("The first day must not be after the last day");
  await expectNoAxeViolations(admin);

  await admin.goto("/admin/products?status=active&lowStockFirst=true");
  await expect(admin.getByRole("table", { name: "Active products (low stock first)" })).toBeVisible();
  await scanBothThemes(admin);
  // On a phone the table is wider than the screen, and says it scrolls sideways; on a desktop it fits.
  const hint = admin.getByText("Scroll sideways to see every column.");
  await expect(hint).toBeHidden();
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(hint).toBeVisible();
  await expectNoAxeViolations(admin);
  // Scrolling the table leaves the hint and the caption where they were, the caption whole in sight.
  const hintLeft = async () => (await hint.boundingBox())?.x;
  const before = await hintLeft();
  const table = admin.getByRole("table", { name: "Active products (low stock first)" });
  const caption = async () => (await table.locator("caption").boundingBox()) ?? { x: 0, width: 1_000 };
  const captionBefore = await caption();
  expect(captionBefore.x + captionBefore.width).toBeLessThanOrEqual(390);
  await table.evaluate((element) => element.parentElement?.scrollBy(200, 0));
  await expect.poll(() => table.evaluate((element) => element.parentElement?.scrollLeft)).toBeGreaterThan(0);
  expect(await hintLeft()).toBe(before);
  expect((await caption()).x).toBe(captionBefore.x);
  await admin.context().close();
});
