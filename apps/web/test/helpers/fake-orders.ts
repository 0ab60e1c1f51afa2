import type { AdminOrder, Order, OrderDetails } from "@hogar/shared";

/** A paid order as the API lists it, nothing shipped or refunded; tests override what they assert. */
export function fakeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: "11111111-0000-4000-8000-000000000000",
    status: "paid",
    source: "product",
    lines: [],
    subtotal: 100_000,
    discount: 0,
    promotionCode: null,
    shipping: 9_900,
    total: 109_900,
    // 16% contained in the total (docs/product.md 82).
    ivaRateBp: 1600,
    ivaCents: 15_159,
    delivery: "tomorrow",
    deliveryDate: "02/01/2026",
    shippingAddress: {
      fullName: "Ana López",
      street: "Av. Paseo de la Reforma",
      exteriorNumber: "222",
      interiorNumber: "4",
      colonia: "Juárez",
      municipality: "Cuauhtémoc",
      state: "CMX",
      postalCode: "06600",
      phone: "5512345678",
      instructions: "Gate 2, ring twice",
      country: "Mexico",
    },
    paymentMethod: "card",
    installments: 1,
    card: { brand: "Visa", last4: "4242", funding: "credit" },
    payLater: null,
    failureReason: null,
    shipment: null,
    deliveredAt: null,
    refunded: 0,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** The same order as its page reads it (GET /api/orders/:id): placed, then paid a second later. */
export function fakeOrderDetails(overrides: Partial<OrderDetails> = {}): OrderDetails {
  const order = fakeOrder(overrides);
  const paidAt = new Date(Date.parse(order.createdAt) + 1000).toISOString();
  return {
    ...order,
    timeline: [
      { from: null, to: "placed", at: order.createdAt, note: null, by: "shopper", refunded: null },
      { from: "placed", to: "paid", at: paidAt, note: null, by: "system", refunded: null },
    ],
    returnRequest: null,
    canCancel: true,
    returnOpenUntil: null,
    ...overrides,
  };
}

/** An order as the back office reads it: its details, its shopper, nothing to act on; tests override the rest. */
export function fakeAdminOrder(details: OrderDetails, overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...details,
    shopper: { email: "ana@example.com", name: "Ana López", phone: "5512345678" },
    audit: [],
    nextStatuses: [],
    returnRefundDue: null,
    staffRefundable: null,
    unfinishedRefund: null,
    ...overrides,
  };
}
