import { type Order, shippingAddressCopySchema } from "@hogar/shared";
import type { ImageRow } from "../catalog/catalog.repository.ts";
import { imageView } from "../catalog/product-view.ts";
import type { OrderLineRow, OrderRow } from "./orders.repository.ts";

/**
 * An order as the shopper sees it, its lines by name (however they were read), with the IVA rate
 * and amount it was placed with (docs/product.md 82) and its address copy of whatever age.
 */
export function toOrder(order: OrderRow, lines: OrderLineRow[]): Order {
  const byName = [...lines].sort((a, b) => a.name.localeCompare(b.name, "en"));
  return {
    id: order.id,
    status: order.status,
    source: order.source,
    lines: byName.map((line) => ({
      productId: line.productId,
      name: line.name,
      price: line.priceCents,
      quantity: line.quantity,
      lineTotal: line.priceCents * line.quantity,
      image: line.image ? imageView(line.image as ImageRow) : null,
    })),
    subtotal: order.subtotalCents,
    shipping: order.shippingCents,
    total: order.totalCents,
    ivaRateBp: order.ivaRateBp,
    ivaCents: order.ivaCents,
    delivery: order.delivery,
    deliveryDate: order.deliveryDate,
    shippingAddress: shippingAddressCopySchema.parse(order.shippingAddress),
    card: { brand: order.cardBrand, last4: order.cardLast4 },
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
