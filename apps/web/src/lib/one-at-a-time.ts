import type { MutationKey, QueryClient, UseMutationResult } from "@tanstack/react-query";

/**
 * `mutation` whose `mutate` does nothing while a mutation of `mutationKey` is under way. The page
 * hears that one started a task later (TanStack Query notifies in a task of its own), so a double
 * click's second press found its button free: a staff refund was made twice, and a deleted address
 * deleted again answered 404 after its success. The mutation cache knows at once.
 */
export function oneAtATime<TData, TError, TVariables, TContext>(
  queryClient: QueryClient,
  mutationKey: MutationKey,
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutate: typeof mutation.mutate = (...args) => {
    if (queryClient.isMutating({ mutationKey }) === 0) mutation.mutate(...args);
  };
  return { ...mutation, mutate };
}
