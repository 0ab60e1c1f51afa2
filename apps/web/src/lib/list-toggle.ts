import {
  type FetchQueryOptions,
  type QueryKey,
  type QueryObserverOptions,
  useQueryClient,
} from "@tanstack/react-query";
import { useRef } from "react";
import { useSharedQuery } from "./shared-query.ts";

/**
 * A toggle of a product's membership in a list kept on the server (cart, wishlist), shown on every
 * product card: `inList` from the list every card shares (useSharedQuery), and `press`, which does
 * what the button offered when pressed. Until the list is known the button offers to add, so a
 * press then waits for the list and leaves a product already in it as it is; after a failed read it
 * adds. Further presses while the list is read are ignored, as one press was meant.
 */
export function useListToggle<TList, Key extends QueryKey, Detail = void>(
  listOptions: QueryObserverOptions<TList, Error, TList, TList, Key> &
    FetchQueryOptions<TList, Error, TList, Key>,
  holds: (list: TList | undefined) => boolean,
  /** Sends the change; `detail` is what the press was given (the quantity to add). */
  change: (add: boolean, detail: Detail) => void,
) {
  const queryClient = useQueryClient();
  const inList = useSharedQuery(listOptions, (result) => holds(result.data));
  const reading = useRef(false);

  const press = async (detail: Detail) => {
    const add = !inList;
    if (queryClient.getQueryData(listOptions.queryKey) === undefined) {
      if (reading.current) return;
      reading.current = true;
      const list = await queryClient.fetchQuery(listOptions).catch(() => undefined);
      reading.current = false;
      if (holds(list) === add) return;
    }
    change(add, detail);
  };
  return { inList, press: (detail: Detail) => void press(detail) };
}
