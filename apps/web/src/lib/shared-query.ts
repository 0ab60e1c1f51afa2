import {
  type DefaultedQueryObserverOptions,
  type QueryClient,
  type QueryKey,
  QueryObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";

interface SharedObserver<T> {
  observer: QueryObserver<T, Error, T, T, QueryKey>;
  options: DefaultedQueryObserverOptions<T, Error, T, T, QueryKey>;
  listeners: Set<() => void>;
  unsubscribe?: () => void;
}

const sharedByClient = new WeakMap<QueryClient, Map<string, SharedObserver<unknown>>>();

function sharedObserver<T, Key extends QueryKey>(
  client: QueryClient,
  options: QueryObserverOptions<T, Error, T, T, Key>,
) {
  let shared = sharedByClient.get(client);
  if (!shared) {
    shared = new Map();
    sharedByClient.set(client, shared);
  }
  const hash = JSON.stringify(options.queryKey);
  let entry = shared.get(hash) as SharedObserver<T> | undefined;
  if (!entry) {
    const defaulted = client.defaultQueryOptions(options as QueryObserverOptions<T, Error, T, T, QueryKey>);
    entry = { observer: new QueryObserver(client, defaulted), options: defaulted, listeners: new Set() };
    shared.set(hash, entry as SharedObserver<unknown>);
  }
  return entry;
}

/**
 * What `pick` reads from one query's result, for a component shown many times at once (the toggles
 * and Delete button of every product card). useQuery gives each copy an observer of its own, which
 * a page of 80 cards paid for in its first render, and re-renders every copy when the list changes.
 * Here the copies share one observer (it fetches, refetches and stops as useQuery's does, while any
 * copy is shown), and a copy renders again only when its own `pick` changes: a card whose product
 * joined the cart, not the whole page's (issue 20). `pick` should return a primitive.
 */
export function useSharedQuery<T, Picked, Key extends QueryKey = QueryKey>(
  options: QueryObserverOptions<T, Error, T, T, Key>,
  pick: (result: QueryObserverResult<T, Error>) => Picked,
): Picked {
  const client = useQueryClient();
  const shared = sharedObserver(client, options);
  const subscribe = useCallback(
    (listener: () => void) => {
      shared.listeners.add(listener);
      if (!shared.unsubscribe) {
        // The query may have left the cache since the last copy went (unused for gcTime).
        shared.observer.setOptions(shared.options);
        shared.unsubscribe = shared.observer.subscribe(() => {
          for (const notify of shared.listeners) notify();
        });
      }
      return () => {
        shared.listeners.delete(listener);
        if (shared.listeners.size > 0) return;
        shared.unsubscribe?.();
        shared.unsubscribe = undefined;
      };
    },
    [shared],
  );
  // Until a copy has subscribed (after the first render), the observer's result may be older than the
  // cache: the list could have changed on another page meanwhile.
  const snapshot = () =>
    pick(
      shared.unsubscribe
        ? shared.observer.getCurrentResult()
        : shared.observer.getOptimisticResult(shared.options),
    );
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
