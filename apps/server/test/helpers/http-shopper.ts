import { randomUUID } from "node:crypto";

/**
 * A request to a server process as a browser on the shop's own page would send it: the site it
 * comes from (Sec-Fetch-Site, and Origin, which browsers send on every non-GET request) and a JSON
 * body, or the shop refuses it (docs/product.md 69).
 */
export function call(
  baseUrl: string,
  path: string,
  init: { method?: string; cookie?: string; body?: unknown; key?: string } = {},
) {
  return fetch(`${baseUrl}${path}`, {
    method: init.method ?? "GET",
    headers: {
      "content-type": "application/json",
      "sec-fetch-site": "same-origin",
      origin: baseUrl,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.key ? { "idempotency-key": init.key } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export interface HttpShopper {
  cookie: string;
  addressId: string;
  cardId: string;
}

/** A shopper signed up on a server process, with an address and a card, ready to buy. */
export async function readyShopper(baseUrl: string, n: number): Promise<HttpShopper> {
  const signUp = await call(baseUrl, "/api/auth/sign-up/email", {
    method: "POST",
    body: { name: `Shopper ${n}`, email: `rush-${n}-${randomUUID()}@example.com`, password: "Casa2024x" },
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const address = await call(baseUrl, "/api/addresses", {
    method: "POST",
    cookie,
    body: {
      fullName: `Shopper ${n}`,
      street: "Reforma",
      exteriorNumber: "1",
      colonia: "Juárez",
      municipality: "Cuauhtémoc",
      state: "CMX",
      postalCode: "06600",
      phone: "5512345678",
    },
  });
  const card = await call(baseUrl, "/api/cards", {
    method: "POST",
    cookie,
    body: { number: "4242424242424242", holderName: "Shopper", month: "12", year: "39", ccv: "123" },
  });
  return { cookie, addressId: (await address.json()).id, cardId: (await card.json()).id };
}

/** Buys `quantity` of one product with the shopper's address and card. */
export function buyProduct(baseUrl: string, shopper: HttpShopper, productId: string, quantity = 1) {
  return call(baseUrl, "/api/orders", {
    method: "POST",
    cookie: shopper.cookie,
    key: randomUUID(),
    body: {
      source: "product",
      productId,
      quantity,
      delivery: "tomorrow",
      addressId: shopper.addressId,
      cardId: shopper.cardId,
    },
  });
}
