import { lineTitle } from "@hogar/shared/cart-rules";
import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useCart } from "../../features/cart/api/get-cart.ts";
import { Checkout } from "../../features/checkout/components/checkout.tsx";
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

/** /buy-cart: the cart checkout, with the server's own totals (docs/product.md 22). */
export function Component() {
  const cart = useCart();
  const basics = useCheckoutBasics();
  const refreshAfterOrder = useRefreshAfterOrder();

  if (cart.isPending || basics.pending) return <CheckoutLoading />;

  if (cart.isError || basics.failed || !basics.settings) {
    return (
      <CheckoutMessage
        title={m.checkout_went_wrong()}
        message={m.checkout_load_failed()}
        action={
          <RetryButton
            onRetry={() => {
              if (cart.isError) void cart.refetch();
              basics.retry();
            }}
          />
        }
      />
    );
  }

  const available = cart.data.lines.filter((line) => line.available);
  if (available.length === 0) {
    return (
      <CheckoutMessage
        title={m.checkout_nothing_to_buy()}
        message={cart.data.lines.length === 0 ? m.checkout_cart_empty() : m.checkout_cart_none_buyable()}
        action={<BackLink to="/account/shopping-cart">{m.checkout_go_to_cart()}</BackLink>}
      />
    );
  }

  const unavailable = cart.data.lines.length - available.length;

  return (
    <>
      <PageTitle>{`${m.checkout_title()} | Hogar`}</PageTitle>
      <Checkout
        item={{
          source: "cart",
          lines: available.map((line) => ({
            productId: line.product.id,
            ...(line.variant ? { variantId: line.variant.id } : {}),
            quantity: line.quantity,
          })),
        }}
        summary={{
          lines: available.map((line) => ({
            key: `${line.product.id}/${line.variant?.id ?? ""}`,
            name: lineTitle(line.product.name, line.variant?.label),
            quantity: line.quantity,
            lineTotal: line.lineTotal,
            image: line.product.images[0] ?? null,
          })),
          subtotal: cart.data.subtotal,
          shipping: cart.data.shipping,
          total: cart.data.total,
        }}
        summaryNote={
          unavailable > 0 && (
            <p className="mb-3 text-sm font-medium text-danger-fg">
              {m.checkout_cart_unavailable({ count: unavailable })}{" "}
              <BackLink to="/account/shopping-cart">{m.checkout_go_to_cart()}</BackLink>
            </p>
          )
        }
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
