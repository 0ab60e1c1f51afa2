import type { OrderDetails } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { shopDate } from "@hogar/shared/shop-dates";
import { useRef, useState } from "react";
import { secondaryActionClass } from "../../../components/ui/action-styles.ts";
import { ReturnForm } from "./return-form.tsx";

/**
 * While a return may be asked for (5 business days from delivery, docs/product.md 73): until when, and
 * "Request a return", which opens the form in place.
 */
export function ReturnPanel({
  order,
  openUntil,
  timeZone,
  onSent,
}: {
  order: OrderDetails;
  openUntil: string;
  timeZone: string;
  onSent: () => void;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <div>
      <p>{m.orders_return_until({ date: shopDate(openUntil, timeZone) })}</p>
      <button
        ref={opener}
        id="return-opener"
        type="button"
        aria-expanded={open}
        aria-controls="return-form"
        onClick={() => setOpen((shown) => !shown)}
        className={`${secondaryActionClass} mt-3`}
      >
        {m.orders_request_return()}
      </button>
      <div id="return-form">
        {open && (
          <ReturnForm
            order={order}
            labelledBy="return-opener"
            onSent={onSent}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        )}
      </div>
    </div>
  );
}
