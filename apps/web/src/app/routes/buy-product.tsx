import { lineTitle } from "@hogar/shared/cart-rules";
import { maxQuantity } from "@hogar/shared/catalog-rules";
import { shippingCost } from "@hogar/shared/delivery";
import { m } from "@hogar/shared/messages";
import { initialVariant, variantLabel } from "@hogar/shared/variant-choices";
import { useParams, useSearchParams } from "react-router";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useProduct } from "../../features/catalog/api/get-product.ts";
import { Checkout } from "../../features/checkout/components/checkout.tsx";
import { ApiError } from "../../lib/api-client.ts";
import {
  BackLink,
  CheckoutLoading,
  CheckoutMessage,
  RetryButton,
  renderAddCard,
  renderCardLogo,
  useCheckoutBasics,
  useRefreshAfterOrder,
} from "./checkout-shared.tsx";

/** ?quantity= as a whole number from 1 to min(50, stock); anything else is 1. */
function quantityFrom(raw: string | null, stock: number): number {
  const parsed = Number(raw);
  const wanted = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
  return Math.max(1, Math.min(wanted, maxQuantity(stock)));
}

/** /:id/buy-product?quantity=N[&variant=<id>]: the single-product checkout (of the chosen variant, docs/product.md 106). */
export function Component() {
  const { id = "" } = useParams();
  const [searchParams] = useSearchParams();
  const product = useProduct(id);
  const basics = useCheckoutBasics();
  const refreshAfterOrder = useRefreshAfterOrder();

  if (product.isPending || basics.pending) return <CheckoutLoading />;

  if (product.isError) {
    const missing = product.error instanceof ApiError && [400, 404].includes(product.error.status);
    return missing ? (
      <CheckoutMessage
        title={m.checkout_product_not_found()}
        message={m.checkout_product_gone()}
        action={<BackLink to="/feed">{m.checkout_back_to_feed()}</BackLink>}
      />
    ) : (
      <CheckoutMessage
        title={m.checkout_went_wrong()}
        message={m.checkout_product_load_failed()}
        action={<RetryButton onRetry={() => product.refetch()} />}
      />
    );
  }

  if (basics.failed || !basics.settings) {
    return (
      <CheckoutMessage
        title={m.checkout_went_wrong()}
        message={m.checkout_load_failed()}
        action={<RetryButton onRetry={basics.retry} />}
      />
    );
  }

  const item = product.data;
  // A product sold in variants is bought as the variant chosen on its page: its price, stock and picture.
  const variant = initialVariant(item.variants, searchParams.get("variant"));
  const stock = variant?.stock ?? item.stock;
  const price = variant?.price ?? item.price;
  if (stock <= 0) {
    return (
      <CheckoutMessage
        title={m.checkout_sold_out()}
        message={m.checkout_sold_out_message({ name: item.name })}
        action={<BackLink to={`/product-details/${item.id}`}>{m.checkout_back_to_product()}</BackLink>}
      />
    );
  }

  const quantity = quantityFrom(searchParams.get("quantity"), stock);
  const subtotal = price * quantity;
  const shipping = shippingCost(subtotal, basics.settings.shipping);
  const cover = variant?.images[0] ?? item.images[0] ?? null;
  const name = lineTitle(item.name, variant && variantLabel(variant.options));

  return (
    <>
      <PageTitle>{`${m.checkout_title()} | Hogar`}</PageTitle>
      <Checkout
        item={{ source: "product", productId: item.id, variantId: variant?.id, quantity }}
        summary={{
          lines: [{ key: variant?.id ?? item.id, name, quantity, lineTotal: subtotal, image: cover }],
          subtotal,
          shipping,
          total: subtotal + shipping,
        }}
        address={basics.address}
        cards={basics.cards}
        timeZone={basics.settings.timeZone}
        payments={basics.settings.payments}
        renderCardLogo={renderCardLogo}
        renderAddCard={renderAddCard}
        onPlaced={refreshAfterOrder}
      />
    </>
  );
}
