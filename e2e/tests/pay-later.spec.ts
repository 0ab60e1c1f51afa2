import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type Attachment, simpleParser } from "mailparser";
import { notice, noticeSlidIn, originOf, overlaps, scanBothThemes, signUp } from "./helpers.ts";
import { latestMailTo } from "./mail.ts";
import { addAddress, productByName, readyShopper } from "./shopper-setup.ts";

// Paying the Mexican way (docs/product.md 85-88): cash at OXXO, a SPEI transfer, and a card in meses
// sin intereses. Products no other spec buys or counts, so the stock checks hold with parallel workers.
/** Living room, $1,199.00, stock 45. */
const OXXO_LAMP = "Faro Sage Ceramic Table Lamp";
/** Living room, $1,449.00, stock 30. */
const SPEI_LAMP = "Sol Rattan Table Lamp";
/** Kitchen, $15,999.00 (ships FREE), stock 5: above the 12-month plan's $12,000. */
const DINING_TABLE = "Mesa Solid Oak Six-Seat Dining Table";
/** The 12-month plan's minimum (MSI_PLANS' default, docs/product.md 88). */
const TWELVE_MONTHS_FROM = 1_200_000;
/** PAY_LATER_HOURS' default (docs/product.md 86). */
const PAY_LATER_HOURS = 72;

interface ApiOrder {
  id: string;
  status: string;
  deliveryDate: string;
  total: number;
  refunded: number;
  paymentMethod: string;
  installments: number;
  payLater: {
    method: string;
    reference: string;
    clabe: string | null;
    bank: string | null;
    amount: number;
    expiresAt: string;
  } | null;
}

const PESOS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 123450 centavos -> "$1,234.50 MXN". */
function money(cents: number): string {
  return `$${PESOS.format(cents / 100)} MXN`;
}

/** dd/mm/yyyy hh:mm (24 h) of an instant in the shop's time zone. */
function shopDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/Mexico_City",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("day")}/${part("month")}/${part("year")} ${part("hour")}:${part("minute")}`;
}

/** "1234 5678 9012 34": the page shows the reference and CLABE in fours. */
function grouped(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Each monthly payment, rounded up to the centavo (docs/product.md 88). */
function monthly(totalCents: number, months: number): number {
  return Math.ceil(totalCents / months);
}

/** A chosen plan in words, with the last payment when it differs, so they add up to the total. */
function planWords(totalCents: number, months: number): string {
  const each = monthly(totalCents, months);
  const last = totalCents - each * (months - 1);
  const words = `${months} interest-free payments of ${money(each)}`;
  return last === each ? words : `${words} (the last one ${money(last)})`;
}

async function apiOrder(page: Page, id: string): Promise<ApiOrder> {
  const response = await page.request.get(`/api/orders/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiOrder;
}

async function stockOf(page: Page, id: string): Promise<number> {
  const response = await page.request.get(`/api/products/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { stock: number }).stock;
}

/** The status beside the order's heading ("Status: " is read out before it). */
function status(page: Page) {
  return page
    .getByRole("main")
    .locator("p")
    .filter({ hasText: /^Status: / });
}

/** The value of a term ("Reference", "Total") in a region's description list. */
function fact(page: Page, region: string, term: string) {
  return page
    .getByRole("region", { name: region })
    .locator("dl > div")
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator("dd");
}

/**
 * Buys one of `productId` through the checkout's screens, delivered tomorrow, paying with the payment
 * step's method `method` (its radio's name); `choose` picks what else that method asks for.
 */
async function checkout(page: Page, productId: string, method: string, choose?: () => Promise<void>) {
  await page.goto(`/${productId}/buy-product?quantity=1`);
  await page.getByRole("button", { name: "Arrives tomorrow" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "How would you like to pay?" })).toBeVisible();
  const radio = page.getByRole("radio", { name: method, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
  await choose?.();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Check and confirm your purchase" }),
  ).toBeVisible();
}

/** After Confirm, an OXXO or SPEI order opens its own page (docs/product.md 86); its id. */
async function confirmPayLater(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/account\/orders\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split("/").pop() as string;
}

/** The attachments of the newest mail to `address` with exactly this subject (mail.ts waits for it). */
async function attachmentsOf(
  address: string,
  subject: string,
): Promise<{ html: string; files: Attachment[] }> {
  await latestMailTo(address, { subject });
  const dir = process.env.E2E_MAIL_DIR as string;
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .reverse()) {
    // keepCidLinks: the HTML as sent, `cid:` pointing at the attachment (not swapped for a data URI).
    const mail = await simpleParser(readFileSync(path.join(dir, name)), { keepCidLinks: true });
    const to = [mail.to ?? []].flat().flatMap((group) => group.value.map((a) => a.address?.toLowerCase()));
    if (mail.subject === subject && to.includes(address.toLowerCase())) {
      return { html: typeof mail.html === "string" ? mail.html : "", files: mail.attachments };
    }
  }
  throw new Error(`No mail to ${address} with subject ${subject}`);
}

test("a shopper pays cash at OXXO: the voucher on the page and by mail, the sandbox pays it, the order turns paid", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A laptop's window, where the order page's "Pay now" lands where the notice slides in.
  await page.setViewportSize({ width: 1280, height: 800 });
  const shopper = await signUp(page);
  await addAddress(page);
  const lamp = await productByName(page, OXXO_LAMP);
  const stock = await stockOf(page, lamp.id);

  await checkout(page, lamp.id, "Cash at OXXO");
  const detail = page.getByRole("region", { name: "Payment detail" });
  await expect(detail).toContainText("Cash at OXXO");
  await expect(detail).toContainText("You will get the voucher to pay at OXXO after confirming.");
  // Delivery counts from the cash, which may come days later.
  await expect(page.getByRole("region", { name: "Delivery details" })).toContainText(
    "Arrives the day after you pay",
  );
  const id = await confirmPayLater(page);
  const number = id.slice(0, 8);

  // The order holds its stock while it awaits the cash.
  const order = await apiOrder(page, id);
  expect(order.status).toBe("awaiting_payment");
  expect(order.paymentMethod).toBe("oxxo");
  const voucher = order.payLater;
  if (!voucher) throw new Error("an OXXO order has its voucher");
  expect(voucher.reference).toMatch(/^\d{14}$/);
  expect(voucher.amount).toBe(order.total);
  const hoursLeft = (Date.parse(voucher.expiresAt) - Date.now()) / 3_600_000;
  expect(hoursLeft).toBeGreaterThan(PAY_LATER_HOURS - 1);
  expect(hoursLeft).toBeLessThanOrEqual(PAY_LATER_HOURS);
  expect(await stockOf(page, lamp.id)).toBe(stock - 1);

  // The order's page: awaiting payment, and how to pay it.
  await expect(notice(page)).toContainText("Order placed");
  // docs/product.md 113-114: the notice came with the shopper from checkout to a page that has just
  // opened, so the page stays at its top, heading in sight, though "Pay now" lands under the notice.
  // The keyboard still brings it clear of the notice.
  const payNow = page.getByRole("button", { name: "Pay now (sandbox)" });
  await expect(payNow).toBeVisible();
  await noticeSlidIn(page);
  const heading = page.getByRole("heading", { level: 1, name: `Order ${number}` });
  await expect(heading).toBeInViewport();
  expect(await overlaps(heading, page.locator("header").first()), "the heading under the header").toBe(false);
  await payNow.focus();
  await expect(payNow).toBeInViewport();
  await expect
    .poll(() => overlaps(payNow, notice(page).getByRole("status")), { message: "Pay now under the notice" })
    .toBe(false);
  await expect(notice(page)).toContainText(`Pay ${money(order.total)} by ${shopDateTime(voucher.expiresAt)}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(status(page)).toHaveText("Status: Awaiting payment");
  const howToPay = page.getByRole("region", { name: "How to pay" });
  await expect(
    howToPay.getByRole("img", { name: `Barcode for reference ${grouped(voucher.reference)}` }),
  ).toBeVisible();
  await expect(fact(page, "How to pay", "Reference")).toContainText(grouped(voucher.reference));
  await expect(fact(page, "How to pay", "Amount")).toHaveText(money(order.total));
  await expect(fact(page, "Order total", "Total")).toHaveText(money(order.total));
  await expect(fact(page, "How to pay", "Pay before")).toHaveText(shopDateTime(voucher.expiresAt));
  await expect(page.getByRole("region", { name: "Payment detail" })).toContainText("Cash at OXXO");
  await expect(fact(page, "Delivery details", "Delivery date")).toHaveText("The day after you pay");
  await scanBothThemes(page);

  // The mail with the instructions, the barcode an inline picture (nothing loaded from outside).
  const subject = `Pay for your Hogar order ${number} at OXXO`;
  const instructions = await latestMailTo(shopper.email, { subject });
  expect(instructions.text).toContain(voucher.reference);
  expect(instructions.text).toContain(money(order.total));
  expect(instructions.text).toContain(shopDateTime(voucher.expiresAt));
  const { html, files } = await attachmentsOf(shopper.email, subject);
  const barcode = files.find((file) => file.contentType === "image/png");
  if (!barcode) throw new Error("the OXXO mail carries the barcode as a PNG");
  expect(barcode.contentDisposition).toBe("inline");
  expect(barcode.cid).toBeTruthy();
  expect(html).toContain(`cid:${barcode.cid}`);
  expect(barcode.content.subarray(1, 4).toString("ascii")).toBe("PNG");

  // The sandbox pays the voucher; its signed webhook reaches the shop through the jobs worker and the
  // page, asking again meanwhile, turns paid by itself.
  await howToPay.getByRole("button", { name: "Pay now (sandbox)" }).click();
  await expect(status(page)).toHaveText("Status: Paid", { timeout: 45_000 });
  await expect(notice(page)).toContainText("Payment received");
  await expect(howToPay).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeFocused();
  await expect(page.getByRole("button", { name: "Cancel order" })).toBeVisible();

  const confirmation = await latestMailTo(shopper.email, {
    subject: `Your Hogar order ${number} is confirmed`,
  });
  expect(confirmation.text).toContain(money(order.total));
  // Paid today: delivered tomorrow, counting from the payment.
  const paid = await apiOrder(page, id);
  expect(paid.status).toBe("paid");
  await expect(fact(page, "Delivery details", "Delivery date")).toHaveText(paid.deliveryDate);
  expect(confirmation.text).toContain(paid.deliveryDate);
  // Sold: the held unit does not come back.
  expect(await stockOf(page, lamp.id)).toBe(stock - 1);
});

test("a SPEI order shows its CLABE and bank, and cancelling it before paying charges nothing and returns the stock", async ({
  page,
}) => {
  const shopper = await signUp(page);
  await addAddress(page);
  const lamp = await productByName(page, SPEI_LAMP);
  const stock = await stockOf(page, lamp.id);

  await checkout(page, lamp.id, "SPEI bank transfer");
  await expect(page.getByRole("region", { name: "Payment detail" })).toContainText(
    "You will get the transfer details (CLABE, bank and reference) after confirming.",
  );
  const id = await confirmPayLater(page);
  const number = id.slice(0, 8);
  await expect(status(page)).toHaveText("Status: Awaiting payment");
  expect(await stockOf(page, lamp.id)).toBe(stock - 1);

  // The CLABE as the page shows it: 18 digits of STP (bank code 646).
  const clabe = fact(page, "How to pay", "CLABE");
  await expect(clabe).toContainText(/\d{4} \d{4} \d{4} \d{4} \d{2}/);
  const shownClabe = ((await clabe.locator("span").first().textContent()) ?? "").replace(/\s/g, "");
  expect(shownClabe).toMatch(/^646\d{15}$/);
  await expect(fact(page, "How to pay", "Bank")).toHaveText("STP");
  const order = await apiOrder(page, id);
  const transfer = order.payLater;
  if (!transfer) throw new Error("a SPEI order has its transfer details");
  expect(transfer.clabe).toBe(shownClabe);
  expect(transfer.reference).toMatch(/^\d{7}$/);
  await expect(fact(page, "How to pay", "Reference")).toContainText(grouped(transfer.reference));
  await expect(fact(page, "How to pay", "Amount")).toHaveText(money(order.total));
  await expect(page.getByRole("region", { name: "Payment detail" })).toContainText("SPEI transfer");

  // The mail's CLABE on a 360-pixel phone: its 18 digits on one line, as a shopper copies them.
  const payMail = await latestMailTo(shopper.email, {
    subject: `Pay for your Hogar order ${number} by SPEI transfer`,
  });
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 360, height: 740 });
  await phone.setContent(payMail.html);
  const mailClabe = phone.getByText(grouped(shownClabe), { exact: true });
  const lines = await mailClabe.evaluate(
    (element) =>
      element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(lines).toBeCloseTo(1, 1);
  await phone.close();

  // Cancelling before paying: nothing to refund, and every step says so.
  const actions = page.getByRole("region", { name: "What you can do" });
  await expect(actions).toContainText(
    "You can cancel this order while it awaits payment. Nothing has been charged.",
  );
  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
  await expect(dialog).toContainText("Nothing has been charged.");
  await expect(dialog).not.toContainText("goes back to your card");
  const cancelled = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith(`/${id}/cancel`),
  );
  await dialog.getByRole("button", { name: "Yes, cancel order" }).click();
  expect((await cancelled).status()).toBe(200);

  await expect(status(page)).toHaveText("Status: Cancelled");
  await expect(notice(page)).toContainText("Order cancelled");
  await expect(notice(page)).toContainText("Your order was cancelled. Nothing was charged.");
  await expect(page.getByRole("region", { name: "How to pay" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Order total" }).getByText("Refunded")).toHaveCount(0);

  const after = await apiOrder(page, id);
  expect(after.status).toBe("cancelled");
  expect(after.refunded).toBe(0);
  expect(await stockOf(page, lamp.id)).toBe(stock);
  // The transfer's reference stops working at the provider.
  const late = await page.request.post("/api/sandbox/payments/pay", {
    data: { reference: transfer.reference },
    headers: originOf(page),
  });
  expect(late.status(), await late.text()).toBe(409);

  const mail = await latestMailTo(shopper.email, { subject: `Your Hogar order ${number} is cancelled` });
  expect(mail.text).toContain("nothing was charged");
});

test("a card pays a $12,000+ product in 12 interest-free payments, and the order keeps the plan", async ({
  page,
}) => {
  const shopper = await readyShopper(page);
  const table = await productByName(page, DINING_TABLE);
  expect(table.price).toBeGreaterThanOrEqual(TWELVE_MONTHS_FROM);
  const plan = planWords(table.price, 12);

  await page.goto(`/product-details/${table.id}`);
  await expect(page.getByRole("heading", { level: 1, name: DINING_TABLE })).toBeVisible();
  await expect(
    page.getByRole("main").getByText(`Up to 12 interest-free payments of ${money(monthly(table.price, 12))}`),
  ).toBeVisible();

  await checkout(page, table.id, "Card", async () => {
    await page.getByRole("button", { name: "Select card ending in 4242" }).click();
    const plans = page.getByRole("group", { name: "How many payments?" });
    await expect(plans.getByRole("radio", { name: `1 payment of ${money(table.price)}` })).toBeChecked();
    await plans.getByRole("radio", { name: plan, exact: true }).check();
    await expect(plans.getByRole("radio", { name: plan, exact: true })).toBeChecked();
  });
  await expect(page.getByRole("region", { name: "Payment detail" })).toContainText(plan);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(notice(page)).toContainText("Order placed");

  const response = await page.request.get("/api/orders");
  const [order] = (await response.json()) as ApiOrder[];
  if (!order) throw new Error("no order");
  expect(order.status).toBe("paid");
  expect(order.paymentMethod).toBe("card");
  expect(order.installments).toBe(12);
  // Interest-free: the same total as paying at once (over $10,000 it ships FREE).
  expect(order.total).toBe(table.price);

  await page.getByRole("link", { name: `Order ${order.id.slice(0, 8)}` }).click();
  await expect(status(page)).toHaveText("Status: Paid");
  await expect(page.getByRole("region", { name: "Payment detail" })).toContainText(`in ${plan}`);

  const mail = await latestMailTo(shopper.email, {
    subject: `Your Hogar order ${order.id.slice(0, 8)} is confirmed`,
  });
  expect(mail.text).toContain(`12 interest-free monthly payments of ${money(monthly(order.total, 12))}`);
});
