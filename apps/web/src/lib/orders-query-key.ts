import type { Order } from "@hogar/shared";
import type { InfiniteData } from "@tanstack/react-query";

/**
 * GET /api/orders is read by the orders feature and refreshed by the checkout feature after a purchase;
 * features do not import each other, so the key they share, and the shape cached under it, live here.
 */
export const ordersQueryKey = ["orders"] as const;

/** One page of orders, newest first, and the address of the next page (null on the last). */
export interface OrdersPage {
  orders: Order[];
  next: string | null;
}

/** What the orders query caches: the pages loaded so far, each fetched from its address. */
export type LoadedOrders = InfiniteData<OrdersPage, string>;

/** The loaded pages with a just-placed order first (once), so the orders page shows it at once. */
export function withPlacedOrder(loaded: LoadedOrders | undefined, order: Order): LoadedOrders | undefined {
  if (!loaded) return loaded;
  return {
    ...loaded,
    pages: loaded.pages.map((page, index) => {
      const others = page.orders.filter((o) => o.id !== order.id);
      return { ...page, orders: index === 0 ? [order, ...others] : others };
    }),
  };
}
