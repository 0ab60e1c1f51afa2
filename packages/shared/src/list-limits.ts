// How much each of a shopper's lists may hold, so no list (or the page showing it) grows without
// bound (docs/product.md 50). The server refuses the one more with 409 and the message below; the app
// shows it as is.

export const ADDRESSES_MAX = 20;
export const CARDS_MAX = 20;
export const WISHLIST_MAX = 200;
export const CART_LINES_MAX = 100;

export const LIST_FULL_MESSAGES = {
  addresses: `You can keep up to ${ADDRESSES_MAX} addresses. Delete one to add another.`,
  cards: `You can keep up to ${CARDS_MAX} cards. Delete one to add another.`,
  wishlist: `Your wishlist holds up to ${WISHLIST_MAX} products. Remove one to add another.`,
  cart: `Your shopping cart holds up to ${CART_LINES_MAX} different products. Remove one to add another.`,
} as const;

/** Orders come in pages, newest first (GET /api/orders?cursor=...&limit=...). */
export const ORDERS_PAGE_SIZE_DEFAULT = 20;
export const ORDERS_PAGE_SIZE_MAX = 50;
