import type { Address, SavedCard } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { InstallmentCount } from "@hogar/shared/payment-methods";
import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import { AddressBlock } from "../../../components/ui/address-block.tsx";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { linkClass, primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { withElement } from "../../../lib/with-element.tsx";
import { Totals } from "./order-summary.tsx";
import { type DroppedPlan, payWithin, planDroppedNotice, planLabel } from "./payment-options.ts";
import { headingClass, panelClass } from "./styles.ts";
import type { CheckoutSummary } from "./types.ts";

/** How the order is to be paid, as the confirm step shows it. */
export type ConfirmedPayment =
  | { method: "card"; card: SavedCard; installments: InstallmentCount; planDropped?: DroppedPlan }
  | { method: "oxxo" | "spei"; payLaterHours: number };

interface ConfirmStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  address: Address;
  arrives: string;
  payment: ConfirmedPayment;
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

/**
 * The card and its plan; or OXXO or SPEI, whose voucher or transfer details come once the order is
 * placed (docs/product.md 86).
 */
function PaymentDetail({
  payment,
  total,
  renderCardLogo,
}: {
  payment: ConfirmedPayment;
  total: number;
  renderCardLogo: (brand: SavedCard["brand"]) => ReactNode;
}) {
  if (payment.method === "card") {
    const { card } = payment;
    return (
      <>
        <div className="flex items-center gap-3">
          {renderCardLogo(card.brand)}
          <p>
            {m.checkout_finished_in({ last4: card.last4 })} <span className="text-muted">({card.brand})</span>
          </p>
        </div>
        {/* Said when it changes: a code applied here can take the plan chosen out of reach. */}
        <p aria-live="polite" className="mt-2 font-medium">
          {payment.planDropped
            ? planDroppedNotice(total, payment.planDropped, payment.installments)
            : planLabel(total, payment.installments)}
        </p>
      </>
    );
  }
  const time = payWithin(payment.payLaterHours);
  const oxxo = payment.method === "oxxo";
  return (
    <>
      <p className="font-medium">{oxxo ? m.checkout_method_oxxo() : m.checkout_method_spei()}</p>
      <p className="mt-1 text-sm text-muted">
        {oxxo ? m.checkout_method_oxxo_hint({ time }) : m.checkout_method_spei_hint({ time })}
      </p>
      <p className="mt-2">{oxxo ? m.checkout_oxxo_after_confirm() : m.checkout_spei_after_confirm()}</p>
    </>
  );
}

/** Step 3: everything chosen, once more (the whole address, docs/product.md 83), and Confirm. */
export function ConfirmStep({
  headingRef,
  address,
  arrives,
  payment,
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
          <PaymentDetail payment={payment} total={summary.total} renderCardLogo={renderCardLogo} />
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
        <BusyButton busy={placing} type="button" onClick={onConfirm} className={primaryButtonClass}>
          {m.checkout_confirm()}
        </BusyButton>
      </div>
    </div>
  );
}
