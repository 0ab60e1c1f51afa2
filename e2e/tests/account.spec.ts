import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, notice, originOf, signUp } from "./helpers.ts";

/** The two-digit year two years from now: always a valid expiry. */
const futureYear = String((new Date().getFullYear() + 2) % 100).padStart(2, "0");

function addressCard(page: Page, title: string) {
  return page.getByRole("article", { name: title });
}

test("addresses: add, validation order, header block, edit, set current and delete", async ({ page }) => {
  const shopper = await signUp(page);
  const headerAddress = page.getByRole("banner").getByRole("link", { name: /Add direction|Send to/ });
  await expect(headerAddress).toHaveText("Add direction...");

  await headerAddress.click();
  await expect(page).toHaveURL(/\/account\/my-addresses$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Addresses" })).toBeVisible();
  await page.getByRole("link", { name: "Add Address" }).click();
  await expect(page).toHaveURL(/\/account\/my-addresses\/add-address$/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Add address");

  const submit = page.getByRole("button", { name: "Add address" });
  const problem = page.getByRole("alert").filter({ hasText: /Please|postal code/ });
  await expect(page.getByLabel("Postal code")).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByLabel("Phone number")).toHaveAttribute("inputmode", "numeric");
  await expect(submit).toBeDisabled();
  // It starts with the account's name (docs/product.md 10); emptied, it is one more field to fill.
  await expect(page.getByLabel("Full name")).toHaveValue(shopper.name);
  await page.getByLabel("Full name").clear();

  // The button is aria-disabled, so it still submits and explains; the messages come in the order of
  // docs/product.md 83.
  await page.getByLabel("Full name").press("Enter");
  await expect(problem).toHaveText("Please fill in all the fields");
  // Every empty field is marked, the postal code and the phone with the others.
  for (const field of ["Full name", "Postal code", "Phone number"]) {
    await expect(page.getByLabel(field)).toHaveAttribute("aria-invalid", "true");
  }

  await page.getByLabel("Full name").fill("María Pérez");
  await page.getByLabel("Street").fill("Av. Reforma");
  await page.getByLabel("Exterior number").fill("222");
  await page.getByLabel("Colonia").fill("Juárez");
  await page.getByLabel("Municipio or alcaldía").fill("Cuauhtémoc");
  await page.getByLabel("Estado").selectOption({ label: "Ciudad de México" });
  await page.getByLabel("Phone number").fill("5512345678");
  await page.getByLabel("Postal code").fill("123");
  await page.getByLabel("Postal code").press("Enter");
  await expect(problem).toHaveText("Please enter a valid postal code");

  await page.getByLabel("Postal code").fill("44100");
  await page.getByLabel("Postal code").press("Enter");
  await expect(problem).toHaveText("The postal code 44100 does not belong to Ciudad de México");
  await expect(page.getByLabel("Estado")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Postal code").fill("06600");
  await page.getByLabel("Phone number").fill("1234");
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(problem).toHaveText("Please enter a valid phone number");

  await page.getByLabel("Phone number").fill("5512345678");
  await page.getByLabel("Instructions").fill("Ring twice");
  await submit.click();
  await expect(page).toHaveURL(/\/account\/my-addresses$/);
  await expect(headerAddress).toHaveText("Send to María Pérez");

  const first = addressCard(page, "Av. Reforma 222, Mexico");
  await expect(first).toContainText("Current shipping address");
  await expect(first).toContainText("Col. Juárez");
  await expect(first).toContainText("06600 Cuauhtémoc, Ciudad de México");
  await expect(first).toContainText("María Pérez");
  await expect(first).toContainText("55 1234 5678");
  await expect(first).toContainText("Ring twice");
  await expect(first.getByRole("button", { name: "Set address" })).toHaveCount(0);

  // A second address, without instructions.
  await page.getByRole("link", { name: "Add Address" }).click();
  await page.getByLabel("Full name").fill("Luis Gómez");
  await page.getByLabel("Street").fill("Calle 5 de Mayo");
  await page.getByLabel("Exterior number").fill("10");
  await page.getByLabel("Colonia").fill("Centro");
  await page.getByLabel("Municipio or alcaldía").fill("Cuauhtémoc");
  await page.getByLabel("Estado").selectOption({ label: "Ciudad de México" });
  await page.getByLabel("Postal code").fill("06000");
  await page.getByLabel("Phone number").fill("5587654321");
  await submit.click();
  await expect(page).toHaveURL(/\/account\/my-addresses$/);
  await expect(addressCard(page, "Calle 5 de Mayo 10, Mexico")).toBeVisible();

  // Edited: the form comes filled, and the tile shows the change.
  await addressCard(page, "Calle 5 de Mayo 10, Mexico").getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/account\/my-addresses\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Edit address");
  await expect(page.getByLabel("Street")).toHaveValue("Calle 5 de Mayo");
  await page.getByLabel("Interior number").fill("3");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/account\/my-addresses$/);
  const second = addressCard(page, "Calle 5 de Mayo 10 int. 3, Mexico");
  await expect(second).toBeVisible();
  await expect(second).not.toContainText("Instructions");
  await expect(second).not.toContainText("Current shipping address");
  await expect(headerAddress).toHaveText("Send to María Pérez");

  await second.getByRole("button", { name: "Set address" }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(headerAddress).toHaveText("Send to Luis Gómez");

  // Saved on the server: still there after a reload.
  await page.goto("/account/my-addresses");
  await expect(second).toContainText("Current shipping address");
  await expect(first.getByRole("button", { name: "Set address" })).toBeVisible();

  // Deleting asks first (docs/product.md 11).
  await second.getByRole("button", { name: "Delete address" }).click();
  await page
    .getByRole("dialog", { name: "Delete this address?" })
    .getByRole("button", { name: "Delete address" })
    .click();
  await expect(notice(page)).toContainText("Deleted successfully");
  await expect(notice(page)).toContainText("The address was deleted successfully");
  await expect(second).toHaveCount(0);
  await expect(first).toBeVisible();
});

test("my data: the missing phone can be added and stays after a reload", async ({ page }) => {
  const shopper = await signUp(page);
  await page.goto("/account");
  await page.getByRole("link", { name: /My Data/ }).click();
  await expect(page).toHaveURL(/\/account\/my-data$/);
  await expect(page.getByRole("heading", { name: "Account data" })).toBeVisible();
  await expect(page.getByText(shopper.email)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Personal data" })).toBeVisible();

  await page.getByRole("button", { name: "Add phone" }).click();
  const phone = page.getByRole("textbox", { name: "Phone number" });
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute("inputmode", "numeric");
  await phone.fill("1234");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "phone" })).toHaveText(
    "Enter a phone number of 8 to 15 digits",
  );

  // Not the seller's own number, which the footer shows.
  await phone.fill("3398765432");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(phone).toHaveCount(0);
  // Kept as its digits, shown by its area code.
  await expect(page.getByText("33 9876 5432")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add phone" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText("33 9876 5432")).toBeVisible();
});

test("cards: the preview follows the form and flips for the CCV; add and delete", async ({ page }) => {
  await signUp(page);
  await page.goto("/account/my-cards");
  await expect(page.getByRole("heading", { level: 1, name: "My Cards" })).toBeVisible();
  await expect(page.getByText("You have no saved cards yet.")).toBeVisible();
  await page.getByRole("link", { name: "Add Card" }).click();
  await expect(page).toHaveURL(/\/account\/add-card$/);

  const preview = page.getByTestId("card-preview");
  const submit = page.getByRole("button", { name: "Add card" });
  await expect(preview).toContainText("#### #### #### ####");
  await expect(preview).toContainText("John Doe");
  await expect(submit).toBeDisabled();

  const number = page.getByLabel("Card number");
  await number.fill("4242424242424241");
  await expect(number).toHaveValue("4242 4242 4242 4241");
  await expect(number).toHaveAccessibleDescription("Put a valid number 😞");
  await number.fill("4242424242424242");
  await expect(number).toHaveValue("4242 4242 4242 4242");
  await expect(number).toHaveAccessibleDescription("Valid card! 🥳");
  await expect(preview).toContainText("4242 4242 4242 4242");
  await expect(preview.getByRole("img", { name: "Visa", includeHidden: true }).first()).toBeAttached();

  const name = page.getByLabel("Name on card");
  await name.fill("Ana López 1");
  await expect(name).toHaveValue("Ana López ");
  await expect(name).toHaveAccessibleDescription("Name looks good");
  await expect(preview).toContainText("Ana López");

  const month = page.getByLabel("Month");
  await month.fill("13");
  await expect(month).toHaveAccessibleDescription("Select a month between 01-12 😞");
  await month.fill("12");
  await expect(month).toHaveAccessibleDescription("Valid month! 🥳");
  const year = page.getByLabel("Year");
  await year.fill("00");
  await expect(year).toHaveAccessibleDescription("This card has expired");
  await year.fill("2");
  await expect(year).toHaveAccessibleDescription("Select a valid year 😞");
  await year.fill(futureYear);
  await expect(year).toHaveAccessibleDescription("Valid Year! 🥳");
  await expect(preview).toContainText(`12 / ${futureYear}`);

  // The preview shows its back (a 3D rotateY) only while the CCV field has focus.
  await expect(preview).toHaveAttribute("data-flipped", "false");
  const ccv = page.getByLabel("CCV");
  await expect(ccv).toHaveAttribute("type", "password");
  await ccv.focus();
  await expect(preview).toHaveAttribute("data-flipped", "true");
  expect(await preview.evaluate((el) => getComputedStyle(el).transform)).not.toBe("none");
  await ccv.fill("123");
  await expect(ccv).toHaveAccessibleDescription("Valid card! 🥳");
  await expect(preview).toContainText("•••");
  await month.focus();
  await expect(preview).toHaveAttribute("data-flipped", "false");

  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(notice(page)).toContainText("Card added");
  await expect(notice(page)).toContainText("Card ending in 4242 was added");
  await expect(page).toHaveURL(/\/account\/my-cards$/);
  const card = page.getByRole("article").filter({ hasText: "4242" });
  await expect(card).toContainText("•••• 4242");
  await expect(card).toContainText(`12/${futureYear}`);
  // The provider says whether it is a credit or a debit card (docs/product.md 88).
  await expect(card).toContainText("Credit");
  await expect(card.getByRole("img", { name: "Visa" })).toBeVisible();

  await page.reload();
  // Deleting asks first, and keeping the card is the choice in focus (docs/product.md 11).
  const deleteCard = card.getByRole("button", { name: "Delete card ending in 4242" });
  const question = page.getByRole("dialog", { name: "Delete the card ending in 4242?" });
  await deleteCard.click();
  await expect(question.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(question).toHaveCount(0);
  await expect(deleteCard).toBeFocused();
  await deleteCard.click();
  await question.getByRole("button", { name: "Delete card" }).click();
  await expect(notice(page)).toContainText("Card deleted");
  await expect(notice(page)).toContainText("Card deleted successfully");
  await expect(card).toHaveCount(0);
  await expect(page.getByText("You have no saved cards yet.")).toBeVisible();
});

test("the account pages have no accessibility violations", async ({ page }) => {
  // Seven pages and two form states, each a full axe run.
  test.setTimeout(120_000);
  await signUp(page);
  // Content on the lists, so the cards themselves are checked too.
  const address = await page.request.post("/api/addresses", {
    headers: originOf(page),
    data: {
      fullName: "Ana López",
      street: "Av. Juárez",
      exteriorNumber: "10",
      colonia: "Centro",
      municipality: "Cuauhtémoc",
      state: "CMX",
      postalCode: "06000",
      phone: "5511112222",
      instructions: "Leave it with the doorman",
    },
  });
  expect(address.status()).toBe(201);
  const addressId = ((await address.json()) as { id: string }).id;
  const card = await page.request.post("/api/cards", {
    headers: originOf(page),
    data: {
      number: "4242 4242 4242 4242",
      holderName: "Ana López",
      month: "12",
      year: futureYear,
      ccv: "123",
    },
  });
  expect(card.status()).toBe(201);

  const pages: [string, string][] = [
    ["/account", "My Profile"],
    ["/account/my-data", "My Data"],
    ["/account/my-addresses", "My Addresses"],
    ["/account/my-addresses/add-address", "Add address"],
    [`/account/my-addresses/${addressId}/edit`, "Edit address"],
    ["/account/my-cards", "My Cards"],
    ["/account/add-card", "Add card"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("status", { name: /Loading/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }

  // The forms with their indicators and messages showing.
  await page.getByLabel("Card number").fill("4242");
  await page.getByLabel("Name on card").fill("Ana");
  await page.getByLabel("Month").fill("12");
  await page.getByLabel("Year").fill(futureYear);
  await page.getByLabel("CCV").fill("12");
  await expectNoAxeViolations(page);
  await page.goto("/account/my-addresses/add-address");
  await page.getByLabel("Full name").press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Please" })).toBeVisible();
  await expectNoAxeViolations(page);
});
