import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, newShopper, notice, PHONE, signUp, verifyEmail } from "./helpers.ts";
import { productByName } from "./shopper-setup.ts";

// Seeded variants (apps/server/src/seed/catalogue-variants.ts): cream boucle in one seat ($6,499,
// 15), sage boucle in one seat ($6,899, 5, a picture of its own) and in two seats (sold out); cream
// boucle in two seats is not offered.
const CHAIR = "Nilo Boucle Accent Chair";

interface ApiCartLine {
  product: { id: string; price: number };
  variant: { id: string; sku: string; label: string } | null;
  quantity: number;
}

const group = (page: Page, option: string) => page.getByRole("group", { name: option });

/**
 * Picks a value of an option. The choice lives in the address (?variant=), which the router changes
 * in a transition, so the radio shows it a moment after the click (check() would give up at once).
 */
async function pick(page: Page, option: string, value: string) {
  const radio = group(page, option).getByRole("radio", { name: value });
  await radio.click();
  await expect(radio).toBeChecked();
}

test("a shopper picks a variant, sees its price, stock and picture, and puts it in the cart", async ({
  page,
}) => {
  await signUp(page);
  const chair = await productByName(page, CHAIR);
  // Cards say where a product with variants starts.
  expect(chair.price).toBe(649_900);
  await page.goto(`/product-details/${chair.id}`);

  // The first variant in stock is chosen; a combination the shop does not sell says so.
  await expect(group(page, "Fabric").getByRole("radio", { name: "Cream boucle" })).toBeChecked();
  await expect(group(page, "Size").getByRole("radio", { name: "One seat" })).toBeChecked();
  await expect(group(page, "Size").getByRole("radio", { name: "Two seats (not offered)" })).toBeVisible();
  await expect(page.getByText("$6,499.00 MXN", { exact: true })).toBeVisible();
  await expect(page.getByText("15 available")).toBeVisible();
  await expect(page.getByText("SKU: NILO-CRM-1")).toBeVisible();

  // Another fabric: its price, stock, SKU and picture, and its id in the address.
  await pick(page, "Fabric", "Sage boucle");
  await expect(page.getByText("$6,899.00 MXN", { exact: true })).toBeVisible();
  await expect(page.getByText("5 available")).toBeVisible();
  await expect(page.getByText("SKU: NILO-SGE-1")).toBeVisible();
  const sagePicture = page.getByRole("img", { name: `${CHAIR}, Sage boucle · One seat, front view` });
  await expect(sagePicture).toBeVisible();
  const sageSrc = await sagePicture.getAttribute("src");
  await expect(page).toHaveURL(/\?variant=[0-9a-f-]{36}$/);
  const sageOneSeat = new URL(page.url()).searchParams.get("variant");
  await expect(group(page, "Size").getByRole("radio", { name: "Two seats (sold out)" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The sold-out size cannot be bought; back to one seat, by keyboard.
  await pick(page, "Size", "Two seats (sold out)");
  await expect(page.getByText("Out of stock")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to shopping cart" })).toBeDisabled();
  await page.keyboard.press("ArrowLeft");
  await expect(group(page, "Size").getByRole("radio", { name: "One seat" })).toBeChecked();
  await expect(page.getByText("$6,899.00 MXN", { exact: true })).toBeVisible();

  // A reload keeps the choice (it is in the address).
  await page.reload();
  await expect(group(page, "Fabric").getByRole("radio", { name: "Sage boucle" })).toBeChecked();

  await page.getByRole("button", { name: "Add to shopping cart" }).click();
  await expect(notice(page).getByText("Added to shopping cart", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from shopping cart" })).toBeVisible();

  const cart = await page.request.get("/api/cart");
  expect(cart.status()).toBe(200);
  const lines = ((await cart.json()) as { lines: ApiCartLine[] }).lines;
  expect(
    lines.map((l) => [l.variant?.id, l.variant?.label, l.variant?.sku, l.product.price, l.quantity]),
  ).toEqual([[sageOneSeat, "Sage boucle · One seat", "NILO-SGE-1", 689_900, 1]]);
  // Another variant of the same product is not in the cart yet.
  await pick(page, "Fabric", "Cream boucle");
  await expect(page.getByRole("button", { name: "Add to shopping cart" })).toBeVisible();

  // Buy now buys the variant chosen, at its price.
  await page.getByRole("link", { name: "Buy now" }).click();
  await expect(page.getByText(`${CHAIR} (Cream boucle · One seat)`)).toBeVisible();
  await expect(page.getByText("$6,499.00 MXN").first()).toBeVisible();

  await page.goto("/account/shopping-cart");
  // The line shows the variant's picture, as its page did, not the product's cover.
  const sageLine = page.getByRole("listitem").filter({ hasText: "Sage boucle · One seat" });
  await expect(sageLine.locator("img")).toHaveAttribute("src", sageSrc ?? "");
  // Its name opens the product on that variant.
  await expect(sageLine.getByRole("link", { name: CHAIR })).toHaveAttribute(
    "href",
    `/product-details/${chair.id}?variant=${sageOneSeat}`,
  );

  // Its card leads to the page to choose a variant, instead of toggles that could not choose one.
  await page.goto(`/search-products?q=${encodeURIComponent(CHAIR)}`);
  const card = page.getByRole("article", { name: CHAIR });
  await expect(card.getByRole("link", { name: "Choose options" })).toHaveAttribute(
    "href",
    `/product-details/${chair.id}`,
  );
  await expect(card.getByRole("button")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("a variant with many pictures keeps the page inside the screen, its thumbnails scrolling", async ({
    page,
  }) => {
    await signUp(page);
    const chair = await productByName(page, CHAIR);
    await page.goto(`/product-details/${chair.id}`);
    await pick(page, "Fabric", "Sage boucle");
    // Its own pictures and the product's: more thumbnails than the screen is wide.
    const thumbnails = page.getByRole("button", { name: /^Show image \d+ of 5$/ });
    await expect(thumbnails).toHaveCount(5);
    // A phone's browser widens its window to a page wider than the screen, so the screen is the measure.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBe(page.viewportSize()?.width);
    await expect(page.getByRole("banner").getByRole("link", { name: /^Shopping cart, / })).toBeInViewport();
  });
});

// The admin's journey adds a product, so it runs on the admin journeys' shop (playwright.config.ts),
// where no spec counts the catalogue. admin21 in ADMIN_EMAILS is this spec's.
const ADMIN_SHOP = `http://127.0.0.1:${process.env.E2E_ADMIN_PORT}`;
const ADMIN_EMAIL = "admin21@e2e.example.com";

/** A valid 64x48 PNG (one flat colour), uploaded as the product's picture. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsAtmMCMaywp+hcEKLNP1WgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQErhYYG9EAD2sj5gAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("on the admin journeys' shop", () => {
  test.use({ baseURL: ADMIN_SHOP });

  test("an admin adds a product in two variants, and its page offers each with its price and stock", async ({
    page,
  }) => {
    // As signUp does, with this shop's origin; ADMIN_EMAILS applies once the e-mail is verified.
    const answer = await page.request.post("/api/auth/sign-up/email", {
      data: { ...newShopper(), email: ADMIN_EMAIL },
      headers: { origin: ADMIN_SHOP },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    await verifyEmail(page, ADMIN_EMAIL);

    const token = randomUUID().slice(0, 8);
    const name = `Zafiro Ottoman ${token}`;
    const sku = `ZAF-${token}`.toUpperCase();
    await page.goto("/add-product");
    await expect(page.getByRole("heading", { level: 1, name: "Add product" })).toBeVisible();
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Category").selectOption({ label: "Living Room" });
    await page
      .getByLabel("Upload images")
      .setInputFiles({ name: "ottoman.png", mimeType: "image/png", buffer: PNG });
    await page.getByLabel("Description").fill("A round ottoman made in Puebla, for the e2e journeys.");
    await page.getByLabel("Width (cm)").fill("60");
    await page.getByLabel("Depth (cm)").fill("60");
    await page.getByLabel("Height (cm)").fill("42");
    await page.getByLabel("Weight (kg)").fill("6");
    await page.getByRole("group", { name: "Materials" }).getByLabel("Wood", { exact: true }).check();
    await page.getByLabel("Colour", { exact: true }).selectOption({ label: "Natural wood" });
    await page.getByRole("group", { name: "Needs assembly?" }).getByLabel("No, arrives assembled").check();

    // The variants, by keyboard: a new row's first value has the focus.
    await page.getByLabel("Options", { exact: true }).fill("Fabric, Size");
    const variants: [string, string, string, string][] = [
      ["Linen", `${sku}-LIN`, "8999", "3"],
      ["Velvet", `${sku}-VEL`, "9499.50", "2"],
    ];
    for (const [n, [fabric, code, price, stock]] of variants.entries()) {
      await page.getByRole("button", { name: "Add a variant" }).press("Enter");
      const row = page.getByRole("group", { name: `Variant ${n + 1}` });
      await expect(row.getByLabel("Fabric")).toBeFocused();
      await page.keyboard.type(fabric);
      await page.keyboard.press("Tab");
      await page.keyboard.type("Two seats");
      await row.getByLabel("SKU").fill(code);
      await row.getByLabel("Price (MXN)").fill(price);
      await row.getByLabel("Stock").fill(stock);
    }
    await expect(
      page.getByText("This product has variants: its price and stock come from them."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(notice(page)).toContainText(`${name} was added to the shop`);
    await page.getByRole("link", { name: `View ${name}`, exact: true }).click();

    await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
    await expect(group(page, "Fabric").getByRole("radio", { name: "Linen" })).toBeChecked();
    await expect(group(page, "Size").getByRole("radio", { name: "Two seats" })).toBeChecked();
    await expect(page.getByText("$8,999.00 MXN", { exact: true })).toBeVisible();
    await expect(page.getByText("3 available")).toBeVisible();
    await expect(page.getByText(`SKU: ${sku}-LIN`)).toBeVisible();
    await pick(page, "Fabric", "Velvet");
    await expect(page.getByText("$9,499.50 MXN", { exact: true })).toBeVisible();
    await expect(page.getByText("2 available")).toBeVisible();
    await expect(page.getByText(`SKU: ${sku}-VEL`)).toBeVisible();

    // The back office's page of the product lists both, on sale.
    const id = new URL(page.url()).pathname.split("/").at(-1);
    await page.goto(`/admin/products/${id}`);
    const table = page.getByRole("table", { name: "Variants" });
    await expect(table.getByRole("row", { name: `Velvet · Two seats ${sku}-VEL` })).toContainText("On sale");
    await expect(table.getByRole("row", { name: /^Linen · Two seats/ })).toContainText("$8,999.00 MXN");
  });
});
