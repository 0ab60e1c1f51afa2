import { type Order, type PayLater, payLaterSchema, shippingAddressCopySchema } from "@hogar/shared";
import type { ImageRow } from "../catalog/catalog.repository.ts";
import { imageView } from "../catalog/product-view.ts";
import type { OrderLineRow, OrderRow } from "./orders.repository.ts";

const storedPayLaterSchema = payLaterSchema.omit({ amount: true });

/**
 * How to pay an OXXO or SPEI order, as the provider issued it, for the order's total
 * (docs/product.md 86); null for a card, or before the provider answered.
 */
function payLaterOf(order: OrderRow): PayLater | null {
  if (order.paymentMethod === "card" || order.payLater === null) return null;
  const stored = storedPayLaterSchema.safeParse(order.payLater);
  return stored.success ? { ...stored.data, amount: order.totalCents } : null;
}

/**
 * An order as the shopper sees it, its lines by name (however they were read), with the IVA rate
 * and amount it was placed with (docs/product.md 82) and its address copy of whatever age.
 */
export function toOrder(order: OrderRow, lines: OrderLineRow[]): Order {
  // Two variants of one product: by their words.
  const byName = [...lines].sort(
    (a, b) =>
      a.name.localeCompare(b.name, "en") || (a.variantLabel ?? "").localeCompare(b.variantLabel ?? "", "en"),
  );
  return {
    id: order.id,
    status: order.status,
    source: order.source,
    lines: byName.map((line) => ({
      productId: line.productId,
      name: line.name,
      variantId: line.variantId,
      variantLabel: line.variantLabel,
      sku: line.sku,
      price: line.priceCents,
      quantity: line.quantity,
      lineTotal: line.priceCents * line.quantity,
      discount: line.discountCents,
      image: line.image ? imageView(line.image as ImageRow) : null,
    })),
    subtotal: order.subtotalCents,
    discount: order.discountCents,
    promotionCode: order.promotionCode,
    shipping: order.shippingCents,
    total: order.totalCents,
    ivaRateBp: order.ivaRateBp,
    ivaCents: order.ivaCents,
    delivery: order.delivery,
    deliveryDate: order.deliveryDate,
    shippingAddress: shippingAddressCopySchema.parse(order.shippingAddress),
    paymentMethod: order.paymentMethod,
    installments: order.installments,
    card:
      order.paymentMethod === "card" && order.cardBrand && order.cardLast4
        ? // A card order always has its funding (a check since migration 0028); the column allows null for OXXO and SPEI.
          { brand: order.cardBrand, last4: order.cardLast4, funding: order.cardFunding ?? "credit" }
        : null,
    payLater: payLaterOf(order),
    failureReason: order.failureReason,
    shipment:
      order.carrier && order.trackingNumber && order.shippedAt
        ? {
            carrier: order.carrier,
            trackingNumber: order.trackingNumber,
            shippedAt: order.shippedAt.toISOString(),
          }
        : null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    refunded: order.refundedCents,
    createdAt: order.createdAt.toISOString(),
  };
}
