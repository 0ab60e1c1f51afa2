import type { PromotionPreview } from "@hogar/shared/promotions";

/** What the server says $200 off (SPRING200) takes from a $1,261 cart: $1,160, of which $160 is IVA. */
export const SPRING200_PREVIEW: PromotionPreview = {
  code: "SPRING200",
  subtotal: 126_100,
  discount: 20_000,
  shipping: 9_900,
  total: 116_000,
  ivaCents: 16_000,
};
