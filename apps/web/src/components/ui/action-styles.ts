/**
 * Button and link looks of the product screens, shared by the catalogue and the cart and wishlist
 * toggles a route puts on its cards; text colours keep AA contrast in both themes.
 */
export const primaryActionClass =
  "inline-flex items-center justify-center rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-[#7e2fc8]";

export const secondaryActionClass =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold text-link ring-2 ring-primary ring-inset hover:bg-primary/10 disabled:cursor-not-allowed disabled:text-muted disabled:ring-border disabled:hover:bg-transparent dark:ring-primary-light";

/** The small action on a cart or wishlist line (Delete). */
export const lineActionClass =
  "inline-flex items-center justify-center rounded-lg px-3 py-1.5 text-sm font-semibold text-link ring-1 ring-border ring-inset hover:bg-primary/10";

export const iconButtonClass =
  "grid size-10 shrink-0 place-items-center rounded-full text-fg ring-1 ring-border hover:bg-primary/10 disabled:cursor-not-allowed disabled:text-muted disabled:hover:bg-transparent";

/** Wishlist heart and cart toggles: filled (heart) or solid (cart) while pressed. */
export const heartToggleClass = `${iconButtonClass} aria-pressed:text-primary aria-pressed:[&_svg]:fill-current dark:aria-pressed:text-primary-light`;

export const cartToggleClass = `${iconButtonClass} aria-pressed:bg-primary aria-pressed:text-white aria-pressed:ring-primary aria-pressed:hover:bg-[#7e2fc8]`;
