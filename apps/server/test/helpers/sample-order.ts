import type { Order } from "@hogar/shared";

type OrderLine = Order["lines"][number];

/** A line of a product without variants, as an order keeps it. */
export function sampleLine(productId: string, name: string, price: number, quantity: number): OrderLine {
  return {
    productId,
    name,
    variantId: null,
    variantLabel: null,
    sku: null,
    price,
    quantity,
    lineTotal: price * quantity,
    discount: 0,
    image: null,
  };
}

/** A paid and shipped card order of two lines ($5,300 with its IVA), for the mails' tests. */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: "1a2b3c4d-0000-4000-8000-000000000000",
    status: "paid",
    source: "cart",
    lines: [sampleLine("p1", "Lámpara Arco", 250_000, 2), sampleLine("p2", "Jarrón", 30_000, 1)],
    subtotal: 530_000,
    discount: 0,
    promotionCode: null,
    shipping: 0,
    total: 530_000,
    ivaRateBp: 1600,
    ivaCents: 73_103,
    delivery: "tomorrow",
    deliveryDate: "02/03/2026",
    shippingAddress: {
      fullName: "Ana López",
      street: "Av. Insurgentes Sur",
      exteriorNumber: "1602",
      interiorNumber: "4",
      colonia: "Crédito Constructor",
      municipality: "Benito Juárez",
      state: "CMX",
      postalCode: "03940",
      phone: "5512345678",
      instructions: "",
      country: "Mexico",
    },
    paymentMethod: "card",
    installments: 1,
    card: { brand: "Visa", last4: "4242", funding: "credit" },
    payLater: null,
    failureReason: null,
    shipment: { carrier: "Estafeta", trackingNumber: "EST-123456", shippedAt: "2026-03-01T10:00:00.000Z" },
    deliveredAt: null,
    refunded: 0,
    createdAt: "2026-03-01T09:00:00.000Z",
    ...overrides,
  };
}
