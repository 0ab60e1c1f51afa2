import { deliveryOptions, shippingCost } from "@hogar/shared/delivery";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { useShopSettings } from "../../../lib/shop-settings-query.ts";

/** "Arrives tomorrow for $99.00 MXN" or "... for FREE", by the one shipping rule (docs/product.md 23-24). */
export function DeliveryPromises({ subtotalCents }: { subtotalCents: number }) {
  const settings = useShopSettings();
  if (!settings.data) {
    return settings.isPending ? <div className="h-12 w-64 animate-pulse rounded bg-primary/10" /> : null;
  }
  const cost = shippingCost(subtotalCents, settings.data.shipping);
  const price = formatMoney(cost);
  const date = deliveryOptions(new Date(), settings.data.timeZone).dayAfterTomorrow;
  return (
    <ul className="space-y-1 font-medium text-success-fg">
      <li>{cost === 0 ? m.catalog_arrives_tomorrow_free() : m.catalog_arrives_tomorrow({ price })}</li>
      <li>
        {cost === 0
          ? m.catalog_arrives_day_after_free({ date })
          : m.catalog_arrives_day_after({ date, price })}
      </li>
    </ul>
  );
}
