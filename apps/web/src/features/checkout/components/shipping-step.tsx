import type { Address } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { type Ref, useId } from "react";
import { Link } from "react-router";
import { AddressBlock } from "../../../components/ui/address-block.tsx";
import { linkClass, primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { editAddressPath } from "../../../lib/address-paths.ts";
import { ChosenMark } from "./chosen-mark.tsx";
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

/**
 * Step 1: where it goes (the current address) and when it arrives. An address saved before Mexican
 * addresses shows, but asks to be completed before it can be used (docs/product.md 83).
 */
export function ShippingStep({
  headingRef,
  address,
  delivery,
  dayAfterTomorrow,
  onDeliveryChange,
  onContinue,
}: ShippingStepProps) {
  const options: { value: Delivery; label: string }[] = [
    { value: "tomorrow", label: m.checkout_arrives_tomorrow() },
    { value: "day_after_tomorrow", label: m.checkout_arrives_on({ date: dayAfterTomorrow }) },
  ];
  const canContinue = delivery !== null && address?.complete === true;
  const incomplete = address !== null && !address.complete;
  const incompleteNoteId = useId();
  const whyNotId = useId();
  // A disabled Continue says why, the first thing missing (the spec keeps it disabled till then).
  const whyNot = !address
    ? m.checkout_continue_needs_address()
    : delivery === null && !incomplete
      ? m.checkout_continue_needs_delivery()
      : null;

  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        {m.checkout_shipping_heading()}
      </h1>
      <section aria-labelledby="shipping-address-heading" className={`${panelClass} mb-4`}>
        <h2 id="shipping-address-heading" className="mb-2 font-semibold">
          {m.checkout_shipping_address()}
        </h2>
        {address ? (
          <>
            <AddressBlock address={address} sayName={m.common_send_to} />
            {incomplete && (
              <div className="mt-3 rounded-lg bg-danger/10 p-3">
                <p id={incompleteNoteId} className="font-medium text-danger-fg">
                  {m.checkout_address_incomplete()}
                </p>
                <Link to={editAddressPath(address.id)} className={`mt-1 inline-block ${linkClass}`}>
                  {m.checkout_complete_address()}
                </Link>
              </div>
            )}
            <Link to="/account/my-addresses" className={`mt-2 inline-block ${linkClass}`}>
              {m.checkout_change_address()}
            </Link>
          </>
        ) : (
          <>
            <p className="text-muted">{m.checkout_no_address()}</p>
            <Link to="/account/my-addresses/add-address" className={`mt-2 inline-block ${linkClass}`}>
              {m.checkout_add_address()}
            </Link>
          </>
        )}
      </section>
      <section aria-labelledby="delivery-heading" className={`${panelClass} mb-6`}>
        <h2 id="delivery-heading" className="mb-3 font-semibold">
          {m.checkout_delivery()}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={delivery === option.value}
              // Pressing the chosen option again clears it (docs/product.md 25).
              onClick={() => onDeliveryChange(delivery === option.value ? null : option.value)}
              className={`${toggleClass} flex flex-wrap items-center justify-between gap-2`}
            >
              {option.label}
              {delivery === option.value && <ChosenMark />}
            </button>
          ))}
        </div>
      </section>
      {/* A disabled Continue says why: the address note (docs/product.md 83), or what is missing. */}
      {whyNot && (
        <p id={whyNotId} className="mb-3 text-sm text-muted">
          {whyNot}
        </p>
      )}
      <button
        type="button"
        disabled={!canContinue}
        aria-describedby={incomplete ? incompleteNoteId : whyNot ? whyNotId : undefined}
        onClick={onContinue}
        className={primaryButtonClass}
      >
        {m.checkout_continue()}
      </button>
    </div>
  );
}
