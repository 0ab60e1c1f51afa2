import { deliveryOptions, shippingCost } from "@hogar/shared/delivery";
import { formatMoney } from "@hogar/shared/money";
import { useShopSettings } from "../../../lib/shop-settings.ts";

/** "Arrives tomorrow for $99.00 MXN" or "... for FREE", by the one shipping rule (docs/product.md 23-24). */
export function DeliveryPromises({ subtotalCents }: { subtotalCents: number }) {
  const settings = useShopSettings();
  if (!settings.data) {
    return settings.isPending ? <div className="h-12 w-64 animate-pulse rounded bg-primary/10" /> : null;
  }
  const cost = shippingCost(subtotalCents, settings.data.shipping);
  const price = cost === 0 ? "FREE" : formatMoney(cost);
  const dates = deliveryOptions(new Date(), settings.data.timeZone);
  return (
    <ul className="space-y-1 font-medium text-success-fg">
      <li>{`Arrives tomorrow for ${price}`}</li>
      <li>{`Arrives the day after tomorrow (${dates.dayAfterTomorrow}) for ${price}`}</li>
    </ul>
  );
}
