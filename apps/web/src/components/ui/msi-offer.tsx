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

/**
 * "Up to 12 interest-free payments of $x" for a total, by the longest plan it reaches (docs/product.md
 * 88); "For 2: ..." when the total is of several pieces, shown beside one piece's price.
 */
function msiOfferText(
  totalCents: number,
  quantity: number,
  payments: ShopSettings["payments"],
): string | null {
  const offer = longestMsi(totalCents, msiPlansOf(payments));
  if (!offer) return null;
  const plan = { months: offer.months, amount: formatMoney(offer.monthlyCents) };
  return quantity > 1 ? m.catalog_msi_offer_for({ count: quantity, ...plan }) : m.catalog_msi_offer(plan);
}

/**
 * The longest meses-sin-intereses plan a total reaches, as the product page (price x `quantity`) and
 * checkout say it; nothing when no plan applies or the settings are not in yet.
 */
export function MsiOffer({
  totalCents,
  quantity = 1,
  className = "",
}: {
  totalCents: number;
  /** The pieces the total is of, on the product page. */
  quantity?: number;
  className?: string;
}) {
  const payments = useShopSettings().data?.payments;
  const text = payments ? msiOfferText(totalCents, quantity, payments) : null;
  return text ? <p className={`font-medium text-success-fg ${className}`}>{text}</p> : null;
}
