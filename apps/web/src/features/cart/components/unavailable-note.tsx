import type { CartLine } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { unavailableText } from "../../../lib/availability.ts";

/** "Unavailable" and why ("Out of stock", ...), on a line that cannot be bought now. */
export function UnavailableNote({ line }: { line: CartLine }) {
  if (line.available) return null;
  const reason = unavailableText(line.unavailableReason, line.product.stock);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="rounded-full bg-fg px-2 py-0.5 text-xs font-semibold text-surface">
        {m.cart_unavailable()}
      </span>
      {reason && <span className="font-medium text-danger-fg">{reason}</span>}
    </p>
  );
}
