import { expect, test } from "@playwright/test";
import { notice, scanBothThemes } from "./helpers.ts";
import { adminAction, adminInOwnBrowser, placeOrder, productByName, readyShopper } from "./shopper-setup.ts";

// A product no other spec buys, reviews or counts, so its figures here are exact.
/** Bathroom, $2,199.00, stock 24. */
const MIRROR = "Onda Brass Bathroom Mirror 70 cm";
const REVIEW_TEXT = "The brass frame looks great and has not rusted.";

test("a shopper reviews a product delivered to them, the page and its card show it, and an admin hides it with a reason", async ({
  page,
  browser,
}) => {
  const ids = await readyShopper(page);
  const mirror = await productByName(page, MIRROR);
  const reviews = page.getByRole("region", { name: "Reviews" });

  // Before the delivery the page offers no form (docs/product.md 95).
  const orderId = await placeOrder(page, { ...ids, productId: mirror.id, quantity: 1 });
  await page.goto(`/product-details/${mirror.id}`);
  // Said once by the name, and once in the section.
  await expect(page.getByText("No reviews yet")).toHaveCount(1);
  await expect(reviews).toContainText("Nobody has reviewed this product yet.");
  await expect(reviews.getByRole("group", { name: "Your rating" })).toHaveCount(0);

  const delivering = await adminInOwnBrowser(browser, 17);
  await adminAction(delivering, orderId, "ship", { carrier: "Estafeta", trackingNumber: "EST-554433" });
  await adminAction(delivering, orderId, "deliver");
  await delivering.context().close();

  await page.reload();
  const form = reviews.getByRole("form", { name: "Rate this product" });
  await expect(form).toBeVisible();
  // No stars chosen: the rule's message, and the focus on the stars.
  await form.getByRole("button", { name: "Publish review" }).click();
  await expect(form).toContainText("Choose a rating from 1 to 5 stars");
  await expect(form.getByRole("radio", { name: "1 star" })).toBeFocused();
  await scanBothThemes(page);

  // The stars are a radio group: the arrows move the choice.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await form.getByLabel("Your review (optional)").fill(REVIEW_TEXT);
  await form.getByRole("button", { name: "Publish review" }).click();
  await expect(notice(page)).toContainText("Your review was published");

  const mine = reviews.getByRole("region", { name: "Your review" });
  await expect(mine).toContainText(REVIEW_TEXT);
  // The focus goes with what takes the pressed button's place: the Edit button, then the chosen
  // star, then the Edit button again.
  const edit = mine.getByRole("button", { name: "Edit your review" });
  await expect(edit).toBeFocused();
  await page.keyboard.press("Enter");
  const editing = reviews.getByRole("form", { name: "Edit your review" });
  await expect(editing.getByRole("radio", { name: "4 stars" })).toBeFocused();
  await editing.getByRole("button", { name: "Cancel" }).click();
  await expect(edit).toBeFocused();
  await expect(reviews).toContainText("4.0 out of 5, 1 review");
  await expect(reviews.getByRole("list", { name: "Ratings by stars" })).toContainText("4 stars: 1 review");
  // Shown once, as the shopper's own: the list of the others does not repeat it.
  await expect(reviews.getByText(REVIEW_TEXT)).toHaveCount(1);
  await expect(reviews.getByRole("region", { name: "What shoppers say" })).toHaveCount(0);
  // The average by the name too, and on the product's card.
  await expect(page.getByRole("article").first()).toContainText("4.0 out of 5, 1 review");
  await scanBothThemes(page);

  await page.goto(`/search-products?q=${encodeURIComponent(MIRROR)}`);
  const card = page.getByRole("article", { name: MIRROR });
  await expect(card).toContainText("4.0 out of 5, 1 review");

  // An admin hides it from the back office, with a reason (docs/product.md 98).
  const admin = await adminInOwnBrowser(browser, 18);
  await admin.goto("/admin");
  await admin.getByRole("link", { name: /^Reviews/ }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  const row = admin.getByRole("row").filter({ hasText: REVIEW_TEXT });
  await expect(row).toContainText(MIRROR);
  await expect(row).toContainText("Visible");
  const hide = row.getByRole("button", { name: `Hide the review by Ana López of ${MIRROR}` });
  await hide.click();
  const dialog = admin.getByRole("dialog", { name: "Hide this review?" });
  await dialog.getByRole("button", { name: "Hide" }).click();
  await expect(dialog).toContainText("Write a reason of at least 3 characters");
  await scanBothThemes(admin);
  await dialog.getByLabel("Reason").fill("Mentions another shop's prices");
  await dialog.getByRole("button", { name: "Hide" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notice(admin)).toContainText("The review was hidden");
  await expect(row).toContainText("Reason: Mentions another shop's prices");
  await expect(row.getByRole("button", { name: /^Show again the review by/ })).toBeFocused();
  await scanBothThemes(admin);
  await admin.context().close();

  // Out of the figures and the list; its author still sees it, marked hidden.
  await page.goto(`/product-details/${mirror.id}`);
  await expect(page.getByRole("main")).toContainText("No reviews yet");
  await expect(reviews.getByRole("list", { name: "Ratings by stars" })).toHaveCount(0);
  await expect(mine).toContainText("The shop hid your review");
});
