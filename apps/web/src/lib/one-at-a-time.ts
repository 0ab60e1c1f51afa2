import {
  type DefaultError,
  type MutationKey,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";

/**
 * `useMutation` sent one at a time, for what a second press would do again: save a second address,
 * card, product or code, or ask for a return already asked for. Its `mutate` does nothing while a
 * mutation of `mutationKey` is under way. The page hears that one started a task later (TanStack
 * Query notifies in a task of its own), so a double click's second press found its button free: a
 * staff refund was made twice, and a deleted address deleted again answered 404 after its success.
 * The mutation cache knows at once. `mutateAsync` is left out, so nothing sends past the guard.
 */
export function useMutationOneAtATime<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext> & { mutationKey: MutationKey },
): Omit<UseMutationResult<TData, TError, TVariables, TContext>, "mutateAsync"> {
  const queryClient = useQueryClient();
  const { mutateAsync: _unguarded, ...mutation } = useMutation(options);
  const mutate: typeof mutation.mutate = (...args) => {
    if (queryClient.isMutating({ mutationKey: options.mutationKey }) === 0) mutation.mutate(...args);
  };
  return { ...mutation, mutate };
}
