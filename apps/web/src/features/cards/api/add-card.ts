import type { SavedCard } from "@hogar/shared";
import { useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { useMutationOneAtATime } from "../../../lib/one-at-a-time.ts";
import { cardsQueryKey } from "./get-cards.ts";

/** The number and CCV go to the server once, here, and are kept nowhere else in the browser. */
export interface AddCardBody {
  number: string;
  holderName: string;
  month: string;
  year: string;
  ccv: string;
}

/** POST /api/cards: 201 with the saved card (brand, last four, expiry; never the number or CCV). */
export function addCard(body: AddCardBody): Promise<SavedCard> {
  return apiFetch<SavedCard>("/api/cards", { method: "POST", body });
}

export function useAddCard() {
  const queryClient = useQueryClient();
  // A double press saves one card, not two.
  return useMutationOneAtATime({
    mutationKey: [...cardsQueryKey, "add"],
    mutationFn: addCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsQueryKey }),
  });
}
