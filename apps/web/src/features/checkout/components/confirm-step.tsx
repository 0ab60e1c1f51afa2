import type { Address, SavedCard } from "@hogar/shared";
import type { ReactNode, Ref } from "react";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { Totals } from "./order-summary.tsx";
import { headingClass, panelClass } from "./styles.ts";
import type { CheckoutSummary } from "./types.ts";

interface ConfirmStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  address: Address;
  arrives: string;
  card: SavedCard;
  summary: CheckoutSummary;
  renderCardLogo: (brand: SavedCard["brand"]) => ReactNode;
  placing: boolean;
  error: string | null;
  onConfirm: () => void;
  onBack: () => void;
}

/** Step 3: everything chosen, once more, and Confirm. */
export function ConfirmStep({
  headingRef,
  address,
  arrives,
  card,
  summary,
  renderCardLogo,
  placing,
  error,
  onConfirm,
  onBack,
}: ConfirmStepProps) {
  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        Check and confirm your purchase
      </h1>
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="delivery-details-heading" className={panelClass}>
          <h2 id="delivery-details-heading" className="mb-2 font-semibold">
            Delivery details
          </h2>
          <p className="font-medium">{address.fullName}</p>
          <p className="text-muted">{address.streetAndNumber}</p>
          <p className="text-muted">
            Postal code {address.postalCode}, {address.country}
          </p>
          <p className="mt-2 font-medium">{arrives}</p>
        </section>
        <section aria-labelledby="payment-detail-heading" className={panelClass}>
          <h2 id="payment-detail-heading" className="mb-2 font-semibold">
            Payment detail
          </h2>
          <div className="flex items-center gap-3">
            {renderCardLogo(card.brand)}
            <p>
              Finished in {card.last4} <span className="text-muted">({card.brand})</span>
            </p>
          </div>
        </section>
      </div>
      <section aria-labelledby="purchase-total-heading" className={`${panelClass} mb-6`}>
        <h2 id="purchase-total-heading" className="mb-2 font-semibold">
          Purchase total
        </h2>
        <Totals summary={summary} />
      </section>
      {error && (
        <p role="alert" className="mb-4 font-medium text-danger-fg">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={placing} onClick={onBack} className={secondaryButtonClass}>
          Back
        </button>
        <button
          type="button"
          disabled={placing}
          aria-busy={placing}
          onClick={onConfirm}
          className={primaryButtonClass}
        >
          Confirm
        </button>
      </div>
    </div>
  );
}
