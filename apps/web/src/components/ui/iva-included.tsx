import { ivaContainedCents } from "@hogar/shared/iva";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { useShopSettings } from "../../lib/shop-settings-query.ts";

/**
 * "IVA included $X MXN", under a total: prices include IVA and the shopper sees how much of the total
 * it is (docs/product.md 82). An order shows the IVA it was placed with.
 */
export function IvaIncluded({ cents }: { cents: number }) {
  return (
    <p className="text-right text-sm text-muted">{m.common_iva_included({ amount: formatMoney(cents) })}</p>
  );
}

/** The IVA a total not yet ordered contains (cart, checkout), at the shop's rate once it is known. */
export function IvaIncludedIn({ totalCents }: { totalCents: number }) {
  const ivaRateBp = useShopSettings().data?.ivaRateBp;
  return ivaRateBp === undefined ? null : <IvaIncluded cents={ivaContainedCents(totalCents, ivaRateBp)} />;
}
