import type { Address } from "@hogar/shared";
import type { Ref } from "react";
import { Link } from "react-router";
import { linkClass, primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { headingClass, panelClass, toggleClass } from "./styles.ts";
import type { Delivery } from "./types.ts";

interface ShippingStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  address: Address | null;
  delivery: Delivery | null;
  /** dd/mm/yyyy of the day after tomorrow in the shop's time zone. */
  dayAfterTomorrow: string;
  onDeliveryChange: (delivery: Delivery | null) => void;
  onContinue: () => void;
}

/** Step 1: where it goes (the current address) and when it arrives. */
export function ShippingStep({
  headingRef,
  address,
  delivery,
  dayAfterTomorrow,
  onDeliveryChange,
  onContinue,
}: ShippingStepProps) {
  const options: { value: Delivery; label: string }[] = [
    { value: "tomorrow", label: "Arrives tomorrow" },
    { value: "day_after_tomorrow", label: `Arrives ${dayAfterTomorrow}` },
  ];
  const canContinue = delivery !== null && address !== null;

  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        How would you like to receive or pick up your purchase?
      </h1>
      <section aria-labelledby="shipping-address-heading" className={`${panelClass} mb-4`}>
        <h2 id="shipping-address-heading" className="mb-2 font-semibold">
          Shipping address
        </h2>
        {address ? (
          <>
            <p className="font-medium">Send to {address.fullName}</p>
            <p className="text-muted">{address.streetAndNumber}</p>
            <p className="text-muted">
              Postal code {address.postalCode}, {address.country}
            </p>
            <Link to="/account/my-addresses" className={`mt-2 inline-block ${linkClass}`}>
              Change address
            </Link>
          </>
        ) : (
          <>
            <p className="text-muted">You have no shipping address yet.</p>
            <Link to="/account/my-addresses/add-address" className={`mt-2 inline-block ${linkClass}`}>
              Add an address
            </Link>
          </>
        )}
      </section>
      <section aria-labelledby="delivery-heading" className={`${panelClass} mb-6`}>
        <h2 id="delivery-heading" className="mb-3 font-semibold">
          Delivery
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={delivery === option.value}
              // Pressing the chosen option again clears it (docs/product.md 25).
              onClick={() => onDeliveryChange(delivery === option.value ? null : option.value)}
              className={toggleClass}
            >
              {option.label}
            </button>
          ))}
        </div>
      </section>
      <button type="button" disabled={!canContinue} onClick={onContinue} className={primaryButtonClass}>
        Continue
      </button>
    </div>
  );
}
