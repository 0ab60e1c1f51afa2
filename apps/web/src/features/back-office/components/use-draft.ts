import { useState } from "react";

/**
 * A form's values before they are applied, started from what the URL says and started again whenever
 * the URL changes (back, forward, a link). The form stays mounted, so the focus stays where it was.
 */
export function useDraft<V>(fromUrl: V, urlKey: string) {
  const [draft, setDraft] = useState(fromUrl);
  const [seenKey, setSeenKey] = useState(urlKey);
  if (seenKey !== urlKey) {
    // Adjusting state while rendering, as React's docs advise, rather than in an effect.
    setSeenKey(urlKey);
    setDraft(fromUrl);
  }
  return [draft, setDraft] as const;
}
