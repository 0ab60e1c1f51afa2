import { useEffect, useRef, useState } from "react";

/** setTimeout's longest wait (about 24.8 days): a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether `deadline` (an ISO instant) has passed, re-rendering the moment it does while the page stays
 * open: a check made only when the page was drawn would leave "pay now" controls on screen after the
 * deadline (docs/product.md 86). `onPass` runs when the timer sees it pass, before the re-render, while
 * the page still shows what the deadline is about to take away (to see whether it holds the focus).
 */
export function useDeadlinePassed(deadline: string, onPass?: () => void): boolean {
  const at = Date.parse(deadline);
  const onPassRef = useRef(onPass);
  useEffect(() => {
    onPassRef.current = onPass;
  });
  // The deadline a timer saw pass; the clock read while rendering covers a deadline already past.
  const [reached, setReached] = useState<number | null>(null);

  useEffect(() => {
    if (Number.isNaN(at)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A wake-up that came early (a wait capped at setTimeout's longest, a clock change) waits again.
    const check = () => {
      const left = at - Date.now();
      if (left <= 0) {
        onPassRef.current?.();
        setReached(at);
      } else timer = setTimeout(check, Math.min(left, MAX_TIMER_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [at]);

  return reached === at || Date.now() >= at;
}
