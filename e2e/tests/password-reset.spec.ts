import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, newShopper, notice, signUp, signUpWithForm } from "./helpers.ts";
import { latestMailTo } from "./mail.ts";

test("a forgotten password: the link from the mail sets a new one, signs in and ends the other sessions", async ({
  page,
  browser,
}) => {
  // The shopper's other device, signed in since sign-up.
  const otherDevice = await browser.newPage();
  const shopper = await signUp(otherDevice);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle("Forgot password | Hogar");
  await expectNoAxeViolations(page);
  await page.getByLabel("E-mail").fill(shopper.email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeFocused();
  await expect(page.getByRole("status")).toContainText(
    `If an account uses ${shopper.email}, we sent it a link to set a new password.`,
  );
  await expectNoAxeViolations(page);

  const mail = await latestMailTo(shopper.email, { subject: "Set a new password for Hogar" });
  expect(mail.html).toContain("Set a new password");
  const link = mail.links[0] as string;
  expect(link).toMatch(/\/reset-password\?token=[\w-]{43}$/);
  await page.goto(link);
  await expect(page).toHaveTitle("Set a new password | Hogar");

  const password = page.getByRole("textbox", { name: "New password" });
  const confirm = page.getByRole("textbox", { name: "Confirm password" });
  const save = page.getByRole("button", { name: "Set new password" });
  await password.fill("weak");
  await expect(page.locator("#password-hint")).toHaveText(
    "8-16 characters, at least one digit, one lower and upper case letter",
  );
  await password.fill("Nueva2024x");
  await expect(page.locator("#password-hint")).toHaveText("Password valid! 🙌");
  await confirm.fill("Nueva2024y");
  await expect(page.locator("#confirm-password-hint")).toHaveText("Passwords not match 😞");
  // Reachable by keyboard while not ready: Enter names the field to mend and goes there.
  await expect(save).toHaveAttribute("aria-disabled", "true");
  await confirm.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Passwords not match 😞");
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await confirm.fill("Nueva2024x");
  await expect(page.locator("#confirm-password-hint")).toHaveText("Passwords match! 🥳");
  await expectNoAxeViolations(page);
  await save.click();

  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole("heading", { name: "Feed" })).toBeVisible();
  await expect(notice(page)).toContainText("Password changed");

  // The other device's session ended with the reset.
  await otherDevice.goto("/account");
  await expect(otherDevice).toHaveURL(/\/$/);
  await expect(notice(otherDevice)).toContainText("You must login or sign up before");

  // The link worked once: opened again, it says so at once, before any password is typed.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("has expired or was already used");
  await expect(page.getByRole("textbox", { name: "New password" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();

  // The new password signs in; the old one no longer does.
  await otherDevice.goto("/login");
  await otherDevice.getByLabel("E-mail").fill(shopper.email);
  await otherDevice.getByRole("textbox", { name: "Password", exact: true }).fill(shopper.password);
  await otherDevice.getByRole("button", { name: "Login" }).click();
  await expect(notice(otherDevice)).toContainText("Invalid e-mail or password");
  await otherDevice.getByRole("textbox", { name: "Password", exact: true }).fill("Nueva2024x");
  await otherDevice.getByRole("button", { name: "Login" }).click();
  // Back on the page its session ended on (docs/product.md 1).
  await expect(otherDevice).toHaveURL(/\/account$/);
  await otherDevice.close();
});

test("signing up with an e-mail that has an account says to check the inbox and mails the owner", async ({
  page,
  browser,
}) => {
  const owner = await signUp(await browser.newPage());
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Intruso");
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Otra2024x");
  await page.getByRole("textbox", { name: "Confirm password" }).fill("Otra2024x");
  await page.getByRole("button", { name: "Sign Up" }).click();

  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeFocused();
  await expect(page.getByRole("status")).toContainText(
    `We sent a message to ${owner.email}. Check your inbox.`,
  );
  await expect(page).toHaveURL(/\/signup$/);
  await expectNoAxeViolations(page);

  const mail = await latestMailTo(owner.email, {
    subject: "Someone tried to sign up to Hogar with your e-mail",
  });
  expect(mail.links[0]).toMatch(/\/forgot-password$/);
});

test("a new shopper is told to check the inbox, and the verification link verifies the e-mail", async ({
  page,
}) => {
  const shopper = newShopper();
  await signUpWithForm(page, shopper);
  await expect(notice(page)).toContainText(`We sent a link to ${shopper.email} to verify your e-mail.`);

  const mail = await latestMailTo(shopper.email, { subject: "Verify your e-mail for Hogar" });
  await page.goto(mail.links[0] as string);
  await expect(page).toHaveURL(/\/account\/my-data$/);
  await expect(notice(page)).toContainText("Your e-mail is verified.");

  // Opened again by its verified account, the link is simply no longer needed.
  await page.goto(mail.links[0] as string);
  await expect(notice(page)).toContainText("Your e-mail was verified before: this link is no longer needed.");
});

test("a verification link opened signed out verifies nothing until the account's owner logs in", async ({
  page,
  browser,
}) => {
  const shopper = await signUp(page);
  const mail = await latestMailTo(shopper.email, { subject: "Verify your e-mail for Hogar" });

  // Another device, signed out: the link asks to log in to the account, and says what to do for
  // whoever never signed up with the e-mail.
  const phone = await browser.newPage();
  await phone.goto(mail.links[0] as string);
  await expect(phone).toHaveURL(/\/login\?verify=/);
  await expect(phone.getByText("Log in to verify your e-mail")).toBeVisible();
  await expect(phone.getByRole("link", { name: "Set a new password" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
  await expectNoAxeViolations(phone);
  await page.goto("/account/my-data");
  await expect(page.getByText("Not verified")).toBeVisible();

  await phone.getByLabel("E-mail").fill(shopper.email);
  await phone.getByRole("textbox", { name: "Password", exact: true }).fill(shopper.password);
  await phone.getByRole("button", { name: "Login" }).click();
  await expect(phone).toHaveURL(/\/account\/my-data$/);
  await expect(notice(phone)).toContainText("Your e-mail is verified.");
  await phone.close();
});
