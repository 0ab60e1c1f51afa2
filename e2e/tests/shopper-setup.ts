import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page } from "@playwright/test";
import { newShopper, originOf, signUp, verifyEmail } from "./helpers.ts";

// What journeys set up through the API rather than the screens other journeys already cover.

/** A sandbox card that approves every payment (README, Payments). */
export const APPROVED_CARD = "4242 4242 4242 4242";
/** Two digits of a year well ahead, so a test card never expires under a long-lived checkout. */
export const FUTURE_YEAR = String((new Date().getFullYear() + 3) % 100).padStart(2, "0");

export interface ApiProduct {
  id: string;
  name: string;
  price: number;
  category: string;
  stock: number;
  images: unknown[];
}

/** POSTs `data` as the signed-in page would and expects 201; the new record's id. */
async function create(page: Page, path: string, data: object): Promise<string> {
  const response = await page.request.post(path, { data, headers: originOf(page) });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A delivery address (a real one in Mexico City), the shopper's current one when it is their first. */
export function addAddress(page: Page, extra: { instructions?: string } = {}) {
  return create(page, "/api/addresses", {
    fullName: "Ana López",
    street: "Av. Insurgentes Sur",
    exteriorNumber: "1602",
    colonia: "Crédito Constructor",
    municipality: "Benito Juárez",
    state: "CMX",
    postalCode: "03940",
    phone: "5511112222",
    ...extra,
  });
}

export function addCard(page: Page, number = APPROVED_CARD) {
  return create(page, "/api/cards", {
    number,
    holderName: "Ana Lopez",
    month: "12",
    year: FUTURE_YEAR,
    ccv: "123",
  });
}

/** A new shopper, signed in, with a current address and a card (`cardNumber`, approving by default). */
export async function readyShopper(page: Page, { cardNumber = APPROVED_CARD } = {}) {
  const shopper = await signUp(page);
  const addressId = await addAddress(page);
  const cardId = await addCard(page, cardNumber);
  return { ...shopper, addressId, cardId };
}

/** The catalogue's product called exactly `name`, as the API shows it now. */
export async function productByName(page: Page, name: string): Promise<ApiProduct> {
  const response = await page.request.get(
    `/api/products?${new URLSearchParams({ q: name, pageSize: "100" })}`,
  );
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: ApiProduct[] };
  const product = items.find((item) => item.name === name);
  if (!product) throw new Error(`The catalogue has no product named "${name}"`);
  return product;
}

/** Buys `quantity` of one product through the API, as the checkout's Confirm does; the order's id. */
export async function placeOrder(
  page: Page,
  order: { productId: string; addressId: string; cardId: string; quantity?: number },
): Promise<string> {
  const { productId, addressId, cardId, quantity = 1 } = order;
  const response = await page.request.post("/api/orders", {
    data: { source: "product", productId, quantity, delivery: "tomorrow", addressId, cardId },
    headers: { ...originOf(page), "Idempotency-Key": `e2e-${randomUUID()}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * An admin in a browser context of its own, signed in as `admin<n>@e2e.example.com` (each spec has
 * its own numbers: playwright.config.ts). ADMIN_EMAILS applies once the e-mail is verified
 * (docs/product.md 35).
 */
export async function adminInOwnBrowser(browser: Browser, n: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const email = `admin${n}@e2e.example.com`;
  await signUp(page, { ...newShopper(), email });
  await verifyEmail(page, email);
  return page;
}

/** A back office action on an order (ship, deliver, approve a return...), which must succeed. */
export async function adminAction(admin: Page, orderId: string, action: string, data: object = {}) {
  const response = await admin.request.post(`/api/admin/orders/${orderId}/${action}`, {
    data,
    headers: originOf(admin),
  });
  expect(response.status(), await response.text()).toBe(200);
}
