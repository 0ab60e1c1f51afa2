/**
 * GET /api/orders is read by the orders feature and refreshed by the checkout feature after a purchase;
 * features do not import each other, so the key they share lives here.
 */
export const ordersQueryKey = ["orders"] as const;
