import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { isMsiMonths, longestMsi, type MsiPlan } from "@hogar/shared/payment-methods";
import type { ShopSettings } from "../../lib/shop-settings.ts";
import { useShopSettings } from "../../lib/shop-settings-query.ts";

/**
 * The settings' meses-sin-intereses plans as the shared rules take them; a plan of some other count
 * (a newer server than this page) is left out rather than offered with a count the shop cannot place.
 */
export function msiPlansOf(payments: ShopSettings["payments"]): MsiPlan[] {
  return payments.msiPlans.flatMap(({ months, minCents }) =>
    isMsiMonths(months) ? [{ months, minCents }] : [],
  );
}

/** "Up to 12 interest-free payments of $x" for a total, by the longest plan it reaches (docs/product.md 88). */
function msiOfferText(totalCents: number, payments: ShopSettings["payments"]): string | null {
  const offer = longestMsi(totalCents, msiPlansOf(payments));
  return offer
    ? m.catalog_msi_offer({ months: offer.months, amount: formatMoney(offer.monthlyCents) })
    : null;
}

/**
 * The longest meses-sin-intereses plan a total reaches, as the product page (price x quantity) and
 * checkout say it; nothing when no plan applies or the settings are not in yet.
 */
export function MsiOffer({ totalCents, className = "" }: { totalCents: number; className?: string }) {
  const payments = useShopSettings().data?.payments;
  const text = payments ? msiOfferText(totalCents, payments) : null;
  return text ? <p className={`font-medium text-success-fg ${className}`}>{text}</p> : null;
}
