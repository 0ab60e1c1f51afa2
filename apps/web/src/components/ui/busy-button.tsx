import type { ComponentProps } from "react";

/**
 * A button whose request is under way (`busy`), or that waits for another of its group's (`blocked`):
 * marked aria-disabled, aria-busy only for its own, and a press does nothing (for a submit button,
 * not even the form's submit). Not `disabled`, which would drop the keyboard's focus from the pressed
 * button to the page's body, where it stayed if the request failed (docs/product.md 116). A form's
 * own `aria-disabled` (fields not ready) is kept, and its press still submits, to say what is missing.
 */
export function BusyButton({
  busy = false,
  blocked = false,
  onClick,
  className = "",
  ...props
}: ComponentProps<"button"> & { busy?: boolean; blocked?: boolean }) {
  const waiting = busy || blocked;
  return (
    <button
      {...props}
      aria-disabled={waiting || props["aria-disabled"] || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (waiting) event.preventDefault();
        else onClick?.(event);
      }}
      className={`${className} aria-busy:cursor-wait`}
    />
  );
}
