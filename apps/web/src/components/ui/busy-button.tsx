import type { ComponentProps } from "react";

/**
 * A button whose request is under way: marked aria-disabled and aria-busy, and a press does nothing
 * (for a submit button, not even the form's submit). Not `disabled`, which would drop the keyboard's
 * focus from the pressed button to the page's body, where it stayed if the request failed
 * (docs/product.md 116).
 */
export function BusyButton({
  busy,
  onClick,
  className = "",
  ...props
}: ComponentProps<"button"> & { busy: boolean }) {
  return (
    <button
      {...props}
      aria-disabled={busy || props["aria-disabled"] || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      className={`${className} aria-busy:cursor-wait`}
    />
  );
}
