/** Every back-office read is cached under "admin", so one invalidation refreshes them all after a change. */
export const adminKeys = {
  all: ["admin"] as const,
  summary: ["admin", "summary"] as const,
  orders: ["admin", "orders"] as const,
  order: (id: string) => ["admin", "order", id] as const,
  /** The key of a change of an order under way (a mutation's, not a read's). */
  orderChange: (id: string) => ["admin", "order-change", id] as const,
  products: ["admin", "products"] as const,
  product: (id: string) => ["admin", "product", id] as const,
};
