import { useEffect, useRef, useState } from "react";

/**
 * Whether the element given `ref` has come into view (within `options`' margins) yet; it stays true
 * after. Always true when `seenAlready`, or where the browser has no IntersectionObserver.
 */
export function useInView<T extends Element>(seenAlready: boolean, options?: IntersectionObserverInit) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => seenAlready || typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, options);
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, options]);
  return { ref, seen };
}
