import type { PromotionPreview } from "@hogar/shared/promotions";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import type { CheckoutItem } from "../components/types.ts";

/**
 * POST /api/checkout/promotion: what the code takes off this checkout now, with the totals and the
 * IVA; a 400 or 409 says why it cannot be used (docs/product.md 102). The order checks it again.
 */
export function previewPromotion({ item, code }: { item: CheckoutItem; code: string }) {
  return apiFetch<PromotionPreview>("/api/checkout/promotion", {
    method: "POST",
    // The cart is priced as the server holds it; the lines shown are checked when ordering.
    body: { ...(item.source === "cart" ? { source: "cart" } : item), code },
  });
}

export function usePreviewPromotion() {
  return useMutation({ mutationFn: previewPromotion });
}
