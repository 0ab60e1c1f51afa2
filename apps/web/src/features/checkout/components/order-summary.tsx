import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import type { InstallmentCount } from "@hogar/shared/payment-methods";
import type { ReactNode } from "react";
import { IvaIncludedIn } from "../../../components/ui/iva-included.tsx";
import { LineImage } from "../../../components/ui/line-image.tsx";
import { MsiOffer } from "../../../components/ui/msi-offer.tsx";
import { TotalsList } from "../../../components/ui/totals-list.tsx";
import { planLabel } from "./payment-options.ts";
import type { CheckoutSummary } from "./types.ts";

/**
 * Subtotal, shipping ("FREE" at 0) and total, as a description list, and under it the IVA the total
 * includes (docs/product.md 82), once the shop's rate is known.
 */
export function Totals({ summary }: { summary: CheckoutSummary }) {
  return (
    <>
      <TotalsList
        subtotal={summary.subtotal}
        discount={summary.discount}
        shipping={summary.shipping}
        total={summary.total}
      />
      <IvaIncludedIn totalCents={summary.total} />
    </>
  );
}

/** The products being bought, a promotion code's field, and what they come to, beside the steps. */
export function OrderSummary({
  summary,
  note,
  promotion,
  offerMsi,
  installments = 1,
}: {
  summary: CheckoutSummary;
  note?: ReactNode;
  promotion?: ReactNode;
  /** Whether the card is the way of paying: OXXO and SPEI have no meses sin intereses. */
  offerMsi: boolean;
  /** The card's plan chosen: 1 (at once) until the shopper picks meses sin intereses. */
  installments?: InstallmentCount;
}) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="h-fit rounded-xl bg-surface p-4 shadow-sm ring-1 ring-black/5 lg:sticky lg:top-20 dark:ring-white/10"
    >
      <h2 id="order-summary-heading" className="mb-3 text-lg font-semibold">
        {m.checkout_order_summary()}
      </h2>
      <ul className="mb-3 space-y-3">
        {summary.lines.map((line) => (
          <li key={line.key} className="flex items-center gap-3">
            <LineImage image={line.image} />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.name}</p>
              <p className="text-sm text-muted">{m.checkout_quantity({ quantity: line.quantity })}</p>
            </div>
            <p className="whitespace-nowrap font-semibold">{formatMoney(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      {note}
      {promotion}
      <div className="border-t border-border/30 pt-2">
        <Totals summary={summary} />
        {/* The plan chosen; until then the longest this total reaches, as the product page offers it
            (docs/product.md 88). */}
        {offerMsi &&
          (installments > 1 ? (
            <p className="mt-1 text-right text-sm font-medium text-success-fg">
              {planLabel(summary.total, installments)}
            </p>
          ) : (
            <MsiOffer totalCents={summary.total} className="mt-1 text-right text-sm" />
          ))}
      </div>
    </section>
  );
}
