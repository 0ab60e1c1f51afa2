import type { Address, Cart, Product, Wishlist } from "@hogar/shared";
import { cartLine, cartTotals } from "@hogar/shared/cart-rules";
import { DEFAULT_SHIPPING_RULE } from "@hogar/shared/delivery";
import { vi } from "vitest";

/** A request as the web app sent it to `fetch`. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** The shop's error shape (`{ code, message }`), as the server answers a refusal. */
export function refusal(status: number, message: string): Response {
  return json(status, { code: status === 404 ? "not_found" : "invalid", message });
}

/**
 * Replaces `fetch` (the only door to the server) with `answer`, and records every request. The code
 * under test runs for real: api client, queries, mutations, optimistic updates and rollbacks.
 */
export function stubFetch(answer: (request: SentRequest) => Response | Promise<Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const request = {
        method: init.method ?? "GET",
        path: String(input),
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      return answer(request);
    }),
  );
  return sent;
}

/** A response the test releases when it wants to: the moment between a click and the server's answer. */
export function later(): { response: Promise<Response>; answer: (response: Response) => void } {
  let answer: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { response, answer };
}

export const ADDRESS_ID = "22222222-0000-4000-8000-000000000000";

/** A Mexican address as GET /api/addresses lists it. */
export function fakeAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: ADDRESS_ID,
    country: "Mexico",
    fullName: "Ana López",
    street: "Av. Paseo de la Reforma",
    exteriorNumber: "222",
    interiorNumber: "4",
    colonia: "Juárez",
    municipality: "Cuauhtémoc",
    state: "CMX",
    postalCode: "06600",
    phone: "5512345678",
    instructions: "",
    current: true,
    complete: true,
    ...overrides,
  };
}

let nextId = 1;

export function product(overrides: Partial<Product> = {}): Product {
  const id = `00000000-0000-4000-8000-${String(nextId++).padStart(12, "0")}`;
  return {
    id,
    name: "Oak chair",
    description: "A chair of solid oak",
    price: 250_000,
    category: "kitchen",
    stock: 10,
    images: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    optionNames: [],
    rating: { average: null, count: 0 },
    facts: {
      widthCm: 45,
      depthCm: 50,
      heightCm: 80,
      weightGrams: 5_000,
      materials: ["wood"],
      colour: "natural",
      assemblyRequired: false,
    },
    ...overrides,
  };
}

/** The cart as the server would answer it (99 MXN shipping, free from 10,000 MXN). */
export function serverCart(...lines: [Product, number][]): Cart {
  const built = lines.map(([item, quantity]) => cartLine(item, quantity, false));
  return { lines: built, ...cartTotals(built, DEFAULT_SHIPPING_RULE) };
}

export function serverWishlist(...products: Product[]): Wishlist {
  return {
    items: products.map((item) => ({
      product: item,
      variant: null,
      available: true,
      unavailableReason: null,
    })),
  };
}
