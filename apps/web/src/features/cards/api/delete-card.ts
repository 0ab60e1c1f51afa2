import type { SavedCard } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { apiFetch } from "../../../lib/api-client.ts";
import { useMutationOneAtATime } from "../../../lib/one-at-a-time.ts";
import { cardsQueryKey } from "./get-cards.ts";

/** DELETE /api/cards/:id answers 204. */
export function deleteCard(id: string): Promise<unknown> {
  return apiFetch(`/api/cards/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  // A double press deletes once, not once and then "not found" (docs/product.md 11).
  return useMutationOneAtATime({
    mutationKey: [...cardsQueryKey, "delete"],
    mutationFn: (card: SavedCard) => deleteCard(card.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cardsQueryKey });
      showNotice({ type: "success", title: m.cards_deleted_title(), message: m.cards_deleted_message() });
    },
    onError: (error) => showErrorNotice(error, m.cards_failed()),
  });
}
