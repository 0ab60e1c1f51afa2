import type { Address, SavedCard } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import { AddressBlock } from "../../../components/ui/address-block.tsx";
import { linkClass, primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { withElement } from "../../../lib/with-element.tsx";
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

/** "By placing the order you accept the terms and conditions", linking the terms (docs/product.md 84). */
function TermsNotice() {
  const link = (
    <Link to="/legal/terms" className={linkClass}>
      {m.checkout_terms_link()}
    </Link>
  );
  return <p className="mb-4 text-sm">{withElement((terms) => m.checkout_terms({ terms }), link)}</p>;
}

/** Step 3: everything chosen, once more (the whole address, docs/product.md 83), and Confirm. */
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
        {m.checkout_confirm_heading()}
      </h1>
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="delivery-details-heading" className={panelClass}>
          <h2 id="delivery-details-heading" className="mb-2 font-semibold">
            {m.checkout_delivery_details()}
          </h2>
          <AddressBlock address={address} />
          <p className="mt-2 font-medium">{arrives}</p>
        </section>
        <section aria-labelledby="payment-detail-heading" className={panelClass}>
          <h2 id="payment-detail-heading" className="mb-2 font-semibold">
            {m.checkout_payment_detail()}
          </h2>
          <div className="flex items-center gap-3">
            {renderCardLogo(card.brand)}
            <p>
              {m.checkout_finished_in({ last4: card.last4 })}{" "}
              <span className="text-muted">({card.brand})</span>
            </p>
          </div>
        </section>
      </div>
      <section aria-labelledby="purchase-total-heading" className={`${panelClass} mb-6`}>
        <h2 id="purchase-total-heading" className="mb-2 font-semibold">
          {m.checkout_purchase_total()}
        </h2>
        <Totals summary={summary} />
      </section>
      <TermsNotice />
      {error && (
        <p role="alert" className="mb-4 font-medium text-danger-fg">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={placing} onClick={onBack} className={secondaryButtonClass}>
          {m.checkout_back()}
        </button>
        <button
          type="button"
          disabled={placing}
          aria-busy={placing}
          onClick={onConfirm}
          className={primaryButtonClass}
        >
          {m.checkout_confirm()}
        </button>
      </div>
    </div>
  );
}
