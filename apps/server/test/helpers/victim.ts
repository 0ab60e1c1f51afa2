import type { FastifyInstance } from "fastify";
import type { Db } from "../../src/db/client.ts";
import { type CheckoutShopper, createCheckoutShopper, placeOrder } from "./checkout-shopper.ts";
import { createProduct } from "./product-factory.ts";

/** Everything a shopper can read about their own account. */
const OWN_DATA = [
  "/api/me",
  "/api/addresses",
  "/api/cards",
  "/api/orders",
  "/api/cart",
  "/api/wishlist",
  "/api/history",
  "/api/account/fiscal-data",
];

/** The victim's fiscal data: a person's RFC (a real check digit) nobody else uses. */
const VICTIM_FISCAL_DATA = {
  rfc: "CACX7605101P8",
  name: "XOCHILT CASAS CHAVEZ",
  taxRegime: "612",
  postalCode: "10740",
  cfdiUse: "I02",
};

export type Victim = CheckoutShopper & {
  orderId: string;
  orderKey: string;
  phone: string;
  /** In the victim's cart (quantity 2); bought once. */
  sofaId: string;
  /** In the victim's wishlist and history. */
  lampId: string;
  /** In the victim's cart, wishlist and history, and nobody else's: only the catalogue may show it. */
  vaseId: string;
  rfc: string;
  /** The folio fiscal of the victim's order's invoice. */
  invoiceUuid: string;
};

/** A shopper with something in every list: the one whose data other callers must not reach. */
export async function createVictim(app: FastifyInstance, db: Db): Promise<Victim> {
  const shopper = await createCheckoutShopper(app);
  const sofa = await createProduct(db, { name: "Victim Sofa", stock: 10 });
  const lamp = await createProduct(db, { name: "Victim Lamp", stock: 10 });
  const vase = await createProduct(db, { name: "Victim Vase", stock: 10 });
  const orderKey = "victim-order-key-1";
  const order = await placeOrder(
    app,
    shopper,
    { source: "product", productId: sofa.id, quantity: 1 },
    orderKey,
  );
  if (order.statusCode !== 201) throw new Error(`victim's order failed: ${order.body}`);
  const phone = "5598765432";
  const headers = { cookie: shopper.cookie };
  const setUp = [
    { method: "PUT", url: `/api/cart/items/${sofa.id}`, payload: { quantity: 2 } },
    { method: "PUT", url: `/api/wishlist/${lamp.id}` },
    { method: "POST", url: `/api/history/${lamp.id}` },
    { method: "PUT", url: `/api/cart/items/${vase.id}`, payload: { quantity: 1 } },
    { method: "PUT", url: `/api/wishlist/${vase.id}` },
    { method: "POST", url: `/api/history/${vase.id}` },
    { method: "PUT", url: "/api/me/phone", payload: { phone } },
    { method: "PUT", url: "/api/account/fiscal-data", payload: VICTIM_FISCAL_DATA },
  ] as const;
  for (const request of setUp) {
    const response = await app.inject({ ...request, headers });
    if (response.statusCode >= 300) throw new Error(`${request.url} failed: ${response.body}`);
  }
  const orderId: string = order.json().id;
  const invoice = await app.inject({ method: "POST", url: `/api/orders/${orderId}/invoice`, headers });
  if (invoice.statusCode !== 201) throw new Error(`victim's invoice failed: ${invoice.body}`);
  return {
    ...shopper,
    orderId,
    orderKey,
    phone,
    sofaId: sofa.id,
    lampId: lamp.id,
    vaseId: vase.id,
    rfc: VICTIM_FISCAL_DATA.rfc,
    invoiceUuid: invoice.json().invoice.uuid,
  };
}

/** What the shopper sees of their own data, to compare before and after someone else's request. */
export async function ownData(app: FastifyInstance, cookie: string) {
  const entries = await Promise.all(
    OWN_DATA.map(async (url) => {
      const response = await app.inject({ url, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      return [url, response.json()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Values only the victim's own answers (and, for the vase, the catalogue's) may contain. */
export function victimSecrets(victim: Victim, { catalogue = false } = {}): string[] {
  const ids = [
    victim.id,
    victim.email,
    victim.phone,
    victim.addressId,
    victim.cardId,
    victim.orderId,
    victim.rfc,
    victim.invoiceUuid,
  ];
  return catalogue ? ids : [...ids, victim.vaseId];
}
