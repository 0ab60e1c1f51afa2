import {
  type DefaultedQueryObserverOptions,
  hashKey,
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

function sharedObservers(client: QueryClient) {
  let shared = sharedByClient.get(client);
  if (!shared) {
    shared = new Map();
    sharedByClient.set(client, shared);
  }
  return shared;
}

function sharedObserver<T, Key extends QueryKey>(
  client: QueryClient,
  options: QueryObserverOptions<T, Error, T, T, Key>,
) {
  const shared = sharedObservers(client);
  const hash = hashKey(options.queryKey);
  let entry = shared.get(hash) as SharedObserver<T> | undefined;
  if (!entry) {
    const defaulted = client.defaultQueryOptions(options as QueryObserverOptions<T, Error, T, T, QueryKey>);
    entry = { observer: new QueryObserver(client, defaulted), options: defaulted, listeners: new Set() };
    shared.set(hash, entry as SharedObserver<unknown>);
  }
  return { entry, hash };
}

/** Starts observing for the first copy: the query's answers, and its removal (a sign-out's clear). */
function observe(client: QueryClient, entry: SharedObserver<unknown>): () => void {
  const notify = () => {
    for (const listener of entry.listeners) listener();
  };
  const stopObserving = entry.observer.subscribe(notify);
  const stopWatchingCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== "removed" || event.query !== entry.observer.getCurrentQuery()) return;
    // useQuery would find the new query at its next render; the copies do not render for that.
    entry.observer.setOptions(entry.options);
    notify();
  });
  return () => {
    stopWatchingCache();
    stopObserving();
  };
}

/**
 * What `pick` reads from one query's result, for a component shown many times at once (the toggles
 * and Delete button of every product card). useQuery gives each copy an observer of its own, which
 * a page of 80 cards paid for in its first render, and renders every copy again when the list
 * changes. Here the copies share one observer, subscribed while any copy is shown (the first copy's
 * options count), and a copy renders again only when its own `pick` changes: a card whose product
 * joined the cart, not the whole page's (issue 20). `pick` should return a primitive.
 */
export function useSharedQuery<T, Picked, Key extends QueryKey = QueryKey>(
  options: QueryObserverOptions<T, Error, T, T, Key>,
  pick: (result: QueryObserverResult<T, Error>) => Picked,
): Picked {
  const client = useQueryClient();
  const { entry, hash } = sharedObserver(client, options);
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      entry.unsubscribe ??= observe(client, entry as SharedObserver<unknown>);
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size > 0) return;
        // The last copy went: the observer goes too, with the answer it held (a shopper's cart).
        entry.unsubscribe?.();
        entry.unsubscribe = undefined;
        const shared = sharedObservers(client);
        if (shared.get(hash) === entry) shared.delete(hash);
      };
    },
    [client, entry, hash],
  );
  // Until a copy has subscribed (after its first render), the observer's result may be older than
  // the cache.
  const snapshot = () =>
    pick(
      entry.unsubscribe
        ? entry.observer.getCurrentResult()
        : entry.observer.getOptimisticResult(entry.options),
    );
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
