import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, newShopper, notice, signUp, verifyEmail } from "./helpers.ts";

// These e-mails are in the test server's ADMIN_EMAILS (playwright.config.ts): one per test, since
// each test signs up its own account.
const adminEmail = (n: number) => `admin${n}@e2e.example.com`;

// Seeded bathtubs (apps/server/src/seed/catalogue-*.ts): one sold out, one in stock.
const SOLD_OUT_BATHTUB = "Cascada Black Clawfoot Bathtub";
const IN_STOCK_BATHTUB = "Ola Freestanding Acrylic Bathtub";

/** A valid 64x48 PNG (one flat colour), uploaded as a product image. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsAtmMCMaywp+hcEKLNP1WgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQErhYYG9EAD2sj5gAAAABJRU5ErkJggg==",
  "base64",
);

/** ADMIN_EMAILS applies once the e-mail is verified (docs/product.md 35). */
async function signUpAdmin(page: Page, n: number) {
  await signUp(page, { ...newShopper(), email: adminEmail(n) });
  await verifyEmail(page, adminEmail(n));
  await page.goto("/feed");
}

/** A product name no seeded product shares, so a search finds just this one. */
function uniqueName(kind: string): string {
  return `Zafiro ${kind} ${randomUUID().slice(0, 8)}`;
}

function searchBox(page: Page) {
  return page.getByRole("combobox", { name: "Search products" });
}

async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/search-products\?q=/);
}

function card(page: Page, name: string) {
  return page.getByRole("main").getByRole("article", { name, exact: true });
}

/** Fills and sends the add-product form with one uploaded PNG; returns the new product's page path. */
async function addProduct(page: Page, name: string, room: string) {
  await page.goto("/add-product");
  await expect(page.getByRole("heading", { level: 1, name: "Add product" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
    "Feed",
    "Add product",
  ]);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Category").selectOption({ label: room });
  await page
    .getByLabel("Upload images")
    .setInputFiles({ name: "zafiro.png", mimeType: "image/png", buffer: PNG });
  await page.getByLabel("Stock").fill("7");
  await page.getByLabel("Price").fill("1299.50");
  await page.getByLabel("Description").fill("A sturdy piece made in Puebla, for the e2e journeys.");
  // Every new product needs its facts (docs/product.md, catalogue depth).
  await page.getByLabel("Width (cm)").fill("45");
  await page.getByLabel("Depth (cm)").fill("40");
  await page.getByLabel("Height (cm)").fill("65");
  await page.getByLabel("Weight (kg)").fill("4.5");
  await page.getByRole("group", { name: "Materials" }).getByLabel("Wood", { exact: true }).check();
  await page.getByLabel("Colour", { exact: true }).selectOption({ label: "Natural wood" });
  await page.getByRole("group", { name: "Needs assembly?" }).getByLabel("No, arrives assembled").check();
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname === "/api/products",
  );
  await page.getByRole("button", { name: "Add product" }).click();
  expect((await created).status()).toBe(201);
  await expect(notice(page)).toContainText("Product added");
  await expect(notice(page)).toContainText(`${name} was added to the shop`);
  const view = page.getByRole("link", { name: `View ${name}`, exact: true });
  await expect(view).toBeVisible();
  // The form is empty again for the next product.
  await expect(page.getByLabel("Name")).toHaveValue("");
  const href = await view.getAttribute("href");
  expect(href).toMatch(/^\/product-details\/.+/);
  return href as string;
}

test("an admin adds a product with an uploaded image; search finds it and its page shows the image", async ({
  page,
}) => {
  await signUpAdmin(page, 1);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Add product" }).click();
  await expect(page).toHaveURL(/\/add-product$/);

  const name = uniqueName("Bedside Lamp");
  const href = await addProduct(page, name, "Bedroom");

  await search(page, name);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("1 product found");
  await expect(card(page, name)).toBeVisible();

  await card(page, name).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  const img = page.getByRole("main").getByRole("img").first();
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
});

test("the add-product form says what is wrong next to each field", async ({ page }) => {
  await signUpAdmin(page, 2);
  await page.goto("/add-product");
  await page.getByRole("button", { name: "Add product" }).click();

  const expected: [string, string][] = [
    ["Name", "Write the product's name"],
    ["Category", "Choose a room"],
    ["Images", "Add at least one image: an address or a file"],
    ["Stock", "Stock must be a whole number, at least 1"],
    ["Price", "Price must be at least 1, with up to two decimals"],
    ["Description", "Write a description"],
  ];
  for (const [label, message] of expected) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, "\\$&")));
  }
  // The first field at fault takes the focus.
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

  const images = page.getByLabel("Images", { exact: true });
  await images.fill("not-an-address, https://example.com/ok.jpg");
  await expect(images).toHaveAccessibleDescription(
    /Each image address must start with http:\/\/ or https:\/\//,
  );

  // A file that is not an image is refused before anything is sent.
  await page
    .getByLabel("Upload images")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByLabel("Upload images")).toHaveAccessibleDescription(
    /notes\.txt is not a JPEG, PNG or WebP image/,
  );

  await page.getByLabel("Name", { exact: true }).fill("Zafiro Stool");
  await expect(page.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
});

test("a regular shopper sees no Add product entry, no Delete buttons, and /add-product is not theirs", async ({
  page,
}) => {
  await signUp(page);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "My account" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Add product" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);

  await page.goto("/add-product");
  await expect(
    page.getByRole("heading", { level: 1, name: "You don't have access to this page" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Add product" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the feed" }).click();
  await expect(page).toHaveURL(/\/feed$/);
});

test("an admin deletes a product from its card after confirming; it leaves the feed and search", async ({
  page,
}) => {
  await signUpAdmin(page, 3);
  const name = uniqueName("Bath Caddy");
  await addProduct(page, name, "Bathroom");

  await page.goto("/feed");
  const row = page.getByRole("region", { name: "Bathroom", exact: true });
  const deleteButton = row
    .getByRole("article", { name, exact: true })
    .getByRole("button", { name: `Delete ${name}`, exact: true });
  await expect(deleteButton).toBeVisible();

  // Escape cancels and the focus goes back to the button.
  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: `Delete ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("It leaves the shop; past orders keep it.");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  const deleted = page.waitForResponse(
    (response) => response.request().method() === "DELETE" && response.url().includes("/api/products/"),
  );
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  expect((await deleted).status()).toBe(204);
  await expect(notice(page)).toContainText("Product deleted");
  await expect(notice(page)).toContainText(`${name} was removed from the shop`);
  await expect(dialog).toHaveCount(0);
  await expect(card(page, name)).toHaveCount(0);

  await search(page, name);
  await expect(page.getByText("No products match your search.")).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);

  // docs/product.md 112: Delete stands in the same place on every card, in stock or not.
  await page.goto("/search-products?q=bathtub");
  const deleteCorner = async (product: string) => {
    const box = await card(page, product).boundingBox();
    const button = await card(page, product)
      .getByRole("button", { name: `Delete ${product}`, exact: true })
      .boundingBox();
    if (!box || !button) throw new Error(`${product} has no Delete on screen`);
    return [box.x + box.width - button.x - button.width, box.y + box.height - button.y - button.height];
  };
  await expect(card(page, SOLD_OUT_BATHTUB)).toContainText("Out of stock");
  await expect(card(page, IN_STOCK_BATHTUB)).not.toContainText("Out of stock");
  expect(await deleteCorner(SOLD_OUT_BATHTUB)).toEqual(await deleteCorner(IN_STOCK_BATHTUB));
});

test("the add-product page passes axe for an admin, with and without messages", async ({ page }) => {
  await signUpAdmin(page, 4);
  await page.goto("/add-product");
  await expect(page.getByRole("heading", { level: 1, name: "Add product" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("the add-product page passes axe for a regular shopper", async ({ page }) => {
  await signUp(page);
  await page.goto("/add-product");
  await expect(
    page.getByRole("heading", { level: 1, name: "You don't have access to this page" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
