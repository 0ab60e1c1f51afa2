import { m } from "@hogar/shared/messages";
import {
  hashKey,
  MutationObserver,
  type MutationOptions,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { showErrorNotice } from "../components/ui/notice/show-error-notice.ts";

/** Title of the notice when a cart or wishlist change fails (docs/product.md 19). */
export const saveFailedTitle = (): string => m.common_save_failed();

/** Changes shown but not sent yet (debounced typing), per list, so older answers do not overwrite them. */
const heldEdits = new Map<string, number>();

/**
 * Lists whose changes overlapped in flight. The server may have applied them in either order, so the
 * last answer to arrive can be older than another change (a quantity's answer after a removal's):
 * once they have all settled, the list is read again instead.
 */
const overlapped = new Set<string>();

export function holdEdit(queryKey: QueryKey, held: boolean): void {
  const key = hashKey(queryKey);
  const count = (heldEdits.get(key) ?? 0) + (held ? 1 : -1);
  if (count > 0) heldEdits.set(key, count);
  else heldEdits.delete(key);
}

interface OptimisticMutationOptions<TData, TVariables> {
  /** The list's query key; also the mutation key, so concurrent changes to one list see each other. */
  queryKey: QueryKey;
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The list as it should look at once, before the server answers. */
  optimistic: (current: TData, variables: TVariables) => TData;
  /** The list to roll back to, when the change was already shown earlier (debounced typing). */
  rollbackTo?: (variables: TVariables) => TData | undefined;
  onSuccess?: (data: TData, variables: TVariables) => void;
}

/**
 * A change to a list kept on the server (cart, wishlist), shown at once: onMutate puts the expected
 * list in the cache, the server's answer (the whole list) replaces it, and a failure rolls it back and
 * says "Something went wrong..." with the server's message.
 *
 * Several changes can be in flight (two quick toggles): no answer is written while another change is
 * in flight or a quantity is still being typed (holdEdit), so an older answer never overwrites a newer
 * optimistic state. Once the last settles, the list is read again if changes overlapped (the server's
 * order is unknown), and after a failure.
 */
export function useOptimisticMutation<TData, TVariables>(
  options: OptimisticMutationOptions<TData, TVariables>,
) {
  return useMutation(optimisticMutation(useQueryClient(), options));
}

/**
 * The same change, started without a mutation observer kept by the component: a product card's
 * toggle would otherwise keep one per card from its first render (issue 20). Nothing shows its state
 * but the list itself, and a failure says so in a notice. The observer lets go of the change once
 * it has settled, so the cache can drop it (an observed mutation is kept).
 */
export function startOptimisticMutation<TData, TVariables>(
  queryClient: QueryClient,
  options: OptimisticMutationOptions<TData, TVariables>,
  variables: TVariables,
): void {
  const observer = new MutationObserver(queryClient, optimisticMutation(queryClient, options));
  observer
    .mutate(variables)
    .catch(() => {})
    .finally(() => observer.reset());
}

function optimisticMutation<TData, TVariables>(
  queryClient: QueryClient,
  options: OptimisticMutationOptions<TData, TVariables>,
): MutationOptions<TData, Error, TVariables, { previous: TData | undefined }> {
  const { queryKey, mutationFn, optimistic, rollbackTo, onSuccess } = options;
  const key = hashKey(queryKey);
  const inFlight = () => queryClient.isMutating({ mutationKey: queryKey });
  const alone = () => inFlight() === 1 && !heldEdits.has(key);

  return {
    mutationKey: queryKey,
    mutationFn,
    onMutate: async (variables: TVariables) => {
      if (inFlight() > 1) overlapped.add(key);
      const previous = rollbackTo?.(variables) ?? queryClient.getQueryData<TData>(queryKey);
      // A read already on its way would put the old list back over the optimistic one.
      await queryClient.cancelQueries({ queryKey });
      const current = queryClient.getQueryData<TData>(queryKey);
      if (current !== undefined) queryClient.setQueryData<TData>(queryKey, optimistic(current, variables));
      return { previous };
    },
    onSuccess: (data, variables) => {
      if (alone()) {
        if (overlapped.delete(key)) void queryClient.invalidateQueries({ queryKey });
        else queryClient.setQueryData<TData>(queryKey, data);
      }
      onSuccess?.(data, variables);
    },
    onError: (error, _variables, result) => {
      if (alone()) {
        overlapped.delete(key);
        if (result?.previous !== undefined) queryClient.setQueryData<TData>(queryKey, result.previous);
      }
      void queryClient.invalidateQueries({ queryKey });
      showErrorNotice(error, saveFailedTitle());
    },
  };
}
