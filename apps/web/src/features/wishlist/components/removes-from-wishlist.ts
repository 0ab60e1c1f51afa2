/**
 * Marks each item's button that takes it off the wishlist (a card's pressed heart, a saved variant's
 * Remove), so the wishlist page knows where to put the focus once one has gone.
 */
export const REMOVES_FROM_WISHLIST = "[data-wishlist-remove]";
