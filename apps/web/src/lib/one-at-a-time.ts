import {
  type DefaultError,
  type MutationKey,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";

/**
 * `mutation` whose `mutate` does nothing while a mutation of `mutationKey` is under way. The page
 * hears that one started a task later (TanStack Query notifies in a task of its own), so a double
 * click's second press found its button free: a staff refund was made twice, and a deleted address
 * deleted again answered 404 after its success. The mutation cache knows at once.
 */
function oneAtATime<TData, TError, TVariables, TContext>(
  queryClient: QueryClient,
  mutationKey: MutationKey,
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutate: typeof mutation.mutate = (...args) => {
    if (queryClient.isMutating({ mutationKey }) === 0) mutation.mutate(...args);
  };
  return { ...mutation, mutate };
}

/**
 * `useMutation` sent one at a time, for what a second press would do again: save a second address,
 * card, product or code, or ask for a return already asked for.
 */
export function useMutationOneAtATime<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext> & { mutationKey: MutationKey },
): UseMutationResult<TData, TError, TVariables, TContext> {
  const queryClient = useQueryClient();
  return oneAtATime(queryClient, options.mutationKey, useMutation(options));
}
