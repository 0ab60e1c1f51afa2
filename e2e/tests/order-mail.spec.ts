import { expect, test } from "@playwright/test";
import { latestMailTo } from "./mail.ts";
import { productByName, readyShopper } from "./shopper-setup.ts";

// A product no other spec buys or counts. Bathroom, $389.00, stock 90.
const TOWEL_HOLDER = "Aro Matte Black Towel Holder";

test("buying a product sends the confirmation mail, whose link shows the order", async ({
  page,
  baseURL,
}) => {
  const shopper = await readyShopper(page);
  const product = await productByName(page, TOWEL_HOLDER);

  await page.goto(`/product-details/${product.id}`);
  await page.getByRole("link", { name: "Buy now" }).click();
  await page.getByRole("button", { name: "Arrives tomorrow" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Select card ending in 4242" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);

  const mail = await latestMailTo(shopper.email, { subject: /^Your Hogar order [0-9a-f]{8} is confirmed$/ });
  const number = /order ([0-9a-f]{8})/.exec(mail.subject)?.[1] ?? "";
  expect(mail.text).toContain(`1 × ${TOWEL_HOLDER} ($389.00 MXN): $389.00 MXN`);
  expect(mail.text).toContain("Subtotal: $389.00 MXN\nShipping: $99.00 MXN\nTotal: $488.00 MXN");
  expect(mail.text).toContain("Paid with: Visa ending in 4242");
  expect(mail.html).toContain(`src="${baseURL}/images/`);
  // The one link opens this order's page (its id starts with the number).
  expect(mail.links).toHaveLength(1);
  expect(mail.links[0]).toMatch(new RegExp(`^${baseURL}/account/orders/${number}[0-9a-f-]{28}$`));

  // The mail's own picture and link work in the browser.
  const picture = /src="([^"]+\/images\/jpeg\/[^"]+\.jpg)"/.exec(mail.html)?.[1] ?? "";
  const served = await page.request.get(picture);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  await page.goto(mail.links[0] ?? "");
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(TOWEL_HOLDER);
});
