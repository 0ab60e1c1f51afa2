import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, notice, signUp } from "./helpers.ts";
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
  await group(page, "Fabric").getByRole("radio", { name: "Sage boucle" }).check();
  await expect(page.getByText("$6,899.00 MXN", { exact: true })).toBeVisible();
  await expect(page.getByText("5 available")).toBeVisible();
  await expect(page.getByText("SKU: NILO-SGE-1")).toBeVisible();
  await expect(page.getByRole("img", { name: `${CHAIR}, Sage boucle · One seat` })).toBeVisible();
  await expect(page).toHaveURL(/\?variant=[0-9a-f-]{36}$/);
  const sageOneSeat = new URL(page.url()).searchParams.get("variant");
  await expect(group(page, "Size").getByRole("radio", { name: "Two seats (sold out)" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The sold-out size cannot be bought; back to one seat, by keyboard.
  await group(page, "Size").getByRole("radio", { name: "Two seats (sold out)" }).check();
  await expect(page.getByText("Out of stock")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to shopping cart" })).toBeDisabled();
  await page.keyboard.press("ArrowLeft");
  await expect(group(page, "Size").getByRole("radio", { name: "One seat" })).toBeChecked();
  await expect(page.getByText("$6,899.00 MXN", { exact: true })).toBeVisible();

  // A reload keeps the choice (it is in the address).
  await page.reload();
  await expect(group(page, "Fabric").getByRole("radio", { name: "Sage boucle" })).toBeChecked();

  await page.getByRole("button", { name: "Add to shopping cart" }).click();
  await expect(notice(page).getByText("Added to shopping cart")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from shopping cart" })).toBeVisible();

  const cart = await page.request.get("/api/cart");
  expect(cart.status()).toBe(200);
  const lines = ((await cart.json()) as { lines: ApiCartLine[] }).lines;
  expect(
    lines.map((l) => [l.variant?.id, l.variant?.label, l.variant?.sku, l.product.price, l.quantity]),
  ).toEqual([[sageOneSeat, "Sage boucle · One seat", "NILO-SGE-1", 689_900, 1]]);
  // Another variant of the same product is not in the cart yet.
  await group(page, "Fabric").getByRole("radio", { name: "Cream boucle" }).check();
  await expect(page.getByRole("button", { name: "Add to shopping cart" })).toBeVisible();

  await page.goto("/account/shopping-cart");
  await expect(page.getByText("Sage boucle · One seat")).toBeVisible();
});
