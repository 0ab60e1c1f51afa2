import { useState } from "react";
import { useSearchParams } from "react-router";

interface Pending {
  /** Addresses the router may still show on its way to `next`: the one changed from, and each step. */
  passing: string[];
  next: URLSearchParams;
}

/**
 * The address's search parameters as page state, as the shopper last set them. The router renders a
 * new address in a transition, which can take a moment on a busy phone: meanwhile a ticked checkbox
 * would show unticked, and a second change made at once would be built on the old address and drop
 * the first. So a change shows at once and the next one builds on it, until the address arrives (or
 * goes elsewhere, as with Back).
 */
export function useSearchState(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [committed, setCommitted] = useSearchParams();
  const [pending, setPending] = useState<Pending | null>(null);
  const shown = committed.toString();
  const arrived = !pending || shown === pending.next.toString() || !pending.passing.includes(shown);
  const waiting = arrived ? null : pending;
  // Adjusting state while rendering (react.dev, "Storing information from previous renders").
  if (pending && !waiting) setPending(null);
  const current = waiting ? waiting.next : committed;

  const change = (next: URLSearchParams) => {
    setPending({ passing: [...(waiting?.passing ?? [shown]), current.toString()], next });
    setCommitted(next, { preventScrollReset: true });
  };
  return [current, change];
}
