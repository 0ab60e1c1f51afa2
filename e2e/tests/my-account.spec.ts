import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, notice, signUp } from "./helpers.ts";
import { latestMailTo } from "./mail.ts";

async function openMyData(page: Page) {
  await page.goto("/account/my-data");
  await expect(page.getByRole("heading", { level: 1, name: "My Data" })).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("change e-mail: the link mailed to the new address makes the change, and it counts as verified", async ({
  page,
}) => {
  const shopper = await signUp(page);
  const newEmail = `e2e-moved-${randomUUID()}@example.com`;
  await openMyData(page);
  await expect(page.getByText("Not verified")).toBeVisible();

  await page.getByRole("button", { name: "Change e-mail" }).click();
  const emailBox = page.getByRole("textbox", { name: "New e-mail" });
  await expect(emailBox).toBeFocused();
  await emailBox.fill(newEmail);
  await page.getByRole("textbox", { name: "Current password" }).fill(shopper.password);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(notice(page)).toContainText("Check your inbox");
  await expect(notice(page)).toContainText(newEmail);
  // Nothing changes before the link is opened.
  await page.reload();
  await expect(page.getByText(shopper.email)).toBeVisible();

  const notified = await latestMailTo(shopper.email, {
    subject: "Your Hogar e-mail address is about to change",
  });
  expect(notified.text).toContain(newEmail);
  const mail = await latestMailTo(newEmail, { subject: "Confirm your new e-mail address" });
  const link = mail.links.find((url) => url.includes("/confirm-email-change?token="));
  expect(link).toBeDefined();

  await page.goto(link as string);
  await expect(page.getByRole("heading", { name: "Confirm new e-mail" })).toBeVisible();
  // The page names the address before anything is pressed.
  await expect(page.getByText(`Press the button to make ${newEmail} your account's e-mail.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm new e-mail" }).click();
  await expect(page.getByRole("status")).toContainText(`your e-mail is now ${newEmail}`);
  // The button went with its answer; the focus is on the words that give it (docs/product.md 116).
  await expect(page.getByRole("status")).toBeFocused();
  await page.getByRole("link", { name: "Go to My Data" }).click();
  await expect(page.getByText(newEmail)).toBeVisible();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();

  // The link works once, and opened again it says so at once.
  await page.goto(link as string);
  await expect(page.getByRole("alert")).toContainText("no longer works");
  // A dead link offers no button to press.
  await expect(page.getByRole("button", { name: "Confirm new e-mail" })).toHaveCount(0);
});

test("delete account: confirm with the password, land on / signed out, and the old login no longer works", async ({
  page,
}) => {
  const shopper = await signUp(page);
  await openMyData(page);
  const opener = page.getByRole("button", { name: "Delete account" });
  await opener.click();

  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  // Escape is a cancel, and the focus goes back to the button.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole("textbox", { name: "Current password" }).fill("Wrong2024x");
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Your current password is not right");

  await dialog.getByRole("textbox", { name: "Current password" }).fill(shopper.password);
  await dialog.getByRole("textbox", { name: "Current password" }).press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect(notice(page)).toContainText("Account deleted");
  await expect(notice(page)).toContainText(shopper.email);

  const goodbye = await latestMailTo(shopper.email, { subject: "Your Hogar account was deleted" });
  expect(goodbye.text).toContain("deleted");

  await page.goto("/account");
  await expect(page).toHaveURL(/\/$/);
  await expect(notice(page)).toContainText("Auth error");
  await logIn(page, shopper.email, shopper.password);
  await expect(notice(page)).toContainText("An error occurred");
  await expect(page).toHaveURL(/\/login$/);
});

test("change password and name; the data download is a JSON attachment", async ({ page }) => {
  const shopper = await signUp(page);
  await openMyData(page);

  await page.getByRole("button", { name: "Change name" }).click();
  await page.getByRole("textbox", { name: "Name" }).fill("Ana María");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(notice(page)).toContainText("Name saved");
  await expect(page.getByText("Ana María", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Change password" }).click();
  await page.getByRole("textbox", { name: "Current password" }).fill(shopper.password);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("Mesa2025y");
  await page.getByRole("textbox", { name: "Confirm new password" }).fill("Mesa2025y");
  await expect(page.getByText("Passwords match! 🥳")).toBeVisible();
  await page.getByRole("button", { name: "Change password" }).last().click();
  await expect(notice(page)).toContainText("Password changed");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^hogar-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await streamText(await file.createReadStream()));
  expect(data.profile).toMatchObject({ email: shopper.email, name: "Ana María" });

  // This session stayed signed in.
  await page.goto("/account");
  await expect(page.getByText("Ana María")).toBeVisible();
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
