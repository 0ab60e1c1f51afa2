// How much each of a shopper's lists may hold, so no list (or the page showing it) grows without
// bound (docs/product.md 50). The server refuses the one more with 409 and the message below; the app
// shows it as is, in the language of the request (docs/product.md 80).
import { m } from "./i18n/generated/messages.js";

export const ADDRESSES_MAX = 20;
export const CARDS_MAX = 20;
export const WISHLIST_MAX = 200;
// Also in the trigger that holds it (migration 0023, docs/decisions/026); the cart's API test fills
// the cart to this number, so the two cannot differ unseen.
export const CART_LINES_MAX = 100;

export const LIST_FULL_MESSAGES = {
  addresses: (): string => m.rules_list_full_addresses({ max: ADDRESSES_MAX }),
  cards: (): string => m.rules_list_full_cards({ max: CARDS_MAX }),
  wishlist: (): string => m.rules_list_full_wishlist({ max: WISHLIST_MAX }),
  cart: (): string => m.rules_list_full_cart({ max: CART_LINES_MAX }),
} as const;

/** Orders come in pages, newest first (GET /api/orders?cursor=...&limit=...). */
export const ORDERS_PAGE_SIZE_DEFAULT = 20;
export const ORDERS_PAGE_SIZE_MAX = 50;
