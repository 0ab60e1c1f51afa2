import { m } from "@hogar/shared/messages";
import { useEffect, useState } from "react";
import { secondaryButtonClass } from "../../../components/ui/form-styles.ts";

type Copying = "idle" | "copied" | "failed";

/** How long "Copied" stays before the button says "Copy" again. */
const COPIED_MS = 2000;

/**
 * Copies `text` (the reference or CLABE without the spaces it is shown with) to the clipboard. The
 * button's name says what it copies; a polite status says it worked, or how to copy by hand where the
 * browser gives no clipboard (an insecure page, a refused permission).
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copying, setCopying] = useState<Copying>("idle");

  useEffect(() => {
    if (copying !== "copied") return;
    const timer = setTimeout(() => setCopying("idle"), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copying]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopying("copied");
    } catch {
      setCopying("failed");
    }
  };

  return (
    <span className="inline-flex flex-col items-end gap-1">
      <button
        type="button"
        aria-label={label}
        onClick={() => void copy()}
        className={`${secondaryButtonClass} py-1 text-sm`}
      >
        {copying === "copied" ? m.orders_copied() : m.orders_copy()}
      </button>
      <span role="status" className={copying === "failed" ? "text-sm text-danger-fg" : "sr-only"}>
        {copying === "copied" && m.orders_copied()}
        {copying === "failed" && m.orders_copy_failed()}
      </span>
    </span>
  );
}
