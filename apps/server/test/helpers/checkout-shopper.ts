import { randomUUID } from "node:crypto";
import type { PlaceOrder } from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import { createUser, type TestUser } from "./factories.ts";

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");
/** The sandbox provider's test numbers (README: payments). */
export const TEST_CARDS = {
  approve: "4242424242424242",
  decline: "4000000000000002",
  noFunds: "4000000000009995",
  debit: "4000056655665556",
};

export type CheckoutShopper = TestUser & { addressId: string; cardId: string };

/** A new shopper with an address and a card, ready to check out. */
export async function createCheckoutShopper(
  app: FastifyInstance,
  cardNumber = TEST_CARDS.approve,
): Promise<CheckoutShopper> {
  const user = await createUser(app);
  const address = await app.inject({
    method: "POST",
    url: "/api/addresses",
    headers: { cookie: user.cookie },
    payload: {
      fullName: "Ana López",
      street: "Reforma",
      exteriorNumber: "222",
      colonia: "Juárez",
      municipality: "Cuauhtémoc",
      state: "CMX",
      postalCode: "06600",
      phone: "5512345678",
    },
  });
  const card = await app.inject({
    method: "POST",
    url: "/api/cards",
    headers: { cookie: user.cookie },
    payload: { number: cardNumber, holderName: "Ana Lopez", month: "12", year: nextYear, ccv: "123" },
  });
  return { ...user, addressId: address.json().id as string, cardId: card.json().id as string };
}

/** The shopper as the orders route hands it to checkout; a new account has picked no language. */
export const requestShopper = (user: TestUser) => ({ ...user, locale: null });

/** A card order of one product, delivered tomorrow, as the orders service takes it. */
export const oneProductByCard = (shopper: CheckoutShopper, productId: string, quantity = 1): PlaceOrder => ({
  source: "product",
  productId,
  quantity,
  delivery: "tomorrow",
  addressId: shopper.addressId,
  paymentMethod: "card",
  cardId: shopper.cardId,
  installments: 1,
});

/** POST /api/orders with the shopper's address and card, delivery tomorrow unless `body` says. */
export function placeOrder(
  app: FastifyInstance,
  shopper: CheckoutShopper,
  body: object,
  key: string = randomUUID(),
) {
  return app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { cookie: shopper.cookie, "idempotency-key": key },
    payload: { delivery: "tomorrow", addressId: shopper.addressId, cardId: shopper.cardId, ...body },
  });
}
