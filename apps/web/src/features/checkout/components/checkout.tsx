import type { Address, Order, SavedCard } from "@hogar/shared";
import { takesMsi } from "@hogar/shared/card-rules";
import { deliveryOptions } from "@hogar/shared/delivery";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { ARRIVES_AFTER_PAYMENT } from "@hogar/shared/order-rules";
import type { PromotionPreview } from "@hogar/shared/promotions";
import { shopDateTime } from "@hogar/shared/shop-dates";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showUnavailableNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { ApiError, isUnavailableError } from "../../../lib/api-client.ts";
import { type LoadedOrders, ordersQueryKey, withPlacedOrder } from "../../../lib/orders-query-key.ts";
import { PayLaterNotIssuedError, type PlaceOrderBody, usePlaceOrder } from "../api/place-order.ts";
import { type ConfirmedPayment, ConfirmStep } from "./confirm-step.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { usablePayment } from "./payment-options.ts";
import { PaymentsStep } from "./payments-step.tsx";
import { PromotionCode } from "./promotion-code.tsx";
import { ShippingStep } from "./shipping-step.tsx";
import { StepIndicator } from "./step-indicator.tsx";
import {
  CHECKOUT_STEPS,
  type CheckoutItem,
  type CheckoutStep,
  type CheckoutSummary,
  type Delivery,
  type PaymentSettings,
} from "./types.ts";
import { clearCheckoutChoices, newIdempotencyKey, useCheckoutChoices } from "./use-checkout-choices.ts";

export interface CheckoutProps {
  item: CheckoutItem;
  summary: CheckoutSummary;
  /** The current shipping address, if the shopper has one. */
  address: Address | null;
  cards: SavedCard[];
  timeZone: string;
  /** What may be paid with: the settings' OXXO range, MSI plans and pay-later hours. */
  payments: PaymentSettings;
  /** Shown in the summary under the lines (e.g. products of the cart that cannot be bought). */
  summaryNote?: ReactNode;
  renderCardLogo: (brand: SavedCard["brand"]) => ReactNode;
  /** The add-card form, calling `onAdded` with the new card instead of leaving the page. */
  renderAddCard: (onAdded: (card: SavedCard) => void) => ReactNode;
  /** Once the order is placed and this screen has gone (to refresh the cart and product stock). */
  onPlaced?: (order: Order) => void;
}

/** The state a forward step leaves on its history entry, so Back can be the browser's back. */
interface StepState {
  checkoutBack?: CheckoutStep;
}

/**
 * When the order arrives: OXXO and SPEI count from the payment, which may come days later
 * (docs/product.md 86); a card from today.
 */
function arrivesSentence(
  delivery: Delivery | null,
  method: ConfirmedPayment["method"],
  dayAfterTomorrow: string,
) {
  if (method !== "card") return ARRIVES_AFTER_PAYMENT[delivery ?? "day_after_tomorrow"]();
  return delivery === "tomorrow"
    ? m.checkout_arrives_tomorrow()
    : m.checkout_arrives_on({ date: dayAfterTomorrow });
}

/**
 * A failure whose message is the shop's own explanation, shown as it is: a 5xx in the shop's error
 * shape ({ code, message }; a proxy's error page has none), or an OXXO or SPEI order with no way to pay.
 */
function serverReason(error: unknown): error is Error {
  if (error instanceof PayLaterNotIssuedError) return true;
  return error instanceof ApiError && error.status >= 500 && error.code !== "http_error";
}

/** No answer from the shop, or a proxy's page for it: "Shop unavailable" says it all. */
const outOfReach = (error: unknown) => isUnavailableError(error) && !serverReason(error);

function isStep(value: string | null): value is CheckoutStep {
  return (CHECKOUT_STEPS as readonly (string | null)[]).includes(value);
}

const stepIndex = (step: CheckoutStep) => CHECKOUT_STEPS.indexOf(step);

/**
 * The three-step checkout (shipping, payments, confirmDetails) with the summary beside it. The step
 * lives in the URL (?step=), so Back, the browser's back and a reload all agree; the choices (ids
 * only) live in sessionStorage.
 */
export function Checkout({
  item,
  summary: listed,
  address,
  cards,
  timeZone,
  payments,
  summaryNote,
  renderCardLogo,
  renderAddCard,
  onPlaced,
}: CheckoutProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const place = usePlaceOrder();
  // onPlaced runs only once this screen has gone: the cart refetched while it still shows, the
  // emptied cart would flash an "empty cart" checkout before the orders page.
  const placed = useRef<Order | null>(null);
  const latestOnPlaced = useRef(onPlaced);
  latestOnPlaced.current = onPlaced;
  useEffect(
    () => () => {
      if (placed.current) latestOnPlaced.current?.(placed.current);
    },
    [],
  );

  const rawStep = searchParams.get("step");
  const storageKey =
    item.source === "product"
      ? `hogar:checkout:product:${item.productId}${item.variantId ? `:${item.variantId}` : ""}`
      : "hogar:checkout:cart";
  // No step in the URL: a checkout just opened from "Buy now" or "Buy cart" starts with no choices.
  const [choices, setChoices] = useCheckoutChoices(storageKey, !isStep(rawStep));

  // An applied promotion code (docs/product.md 102). Its preview holds for the subtotal it was made
  // on: once the lines change, the code is applied again by the shopper (the order checks it anyway).
  const { promotion } = choices;
  const setPromotion = (preview: PromotionPreview | null) =>
    setChoices((current) => ({ ...current, promotion: preview }));
  const applied = promotion && promotion.subtotal === listed.subtotal ? promotion : null;
  const summary: CheckoutSummary = applied
    ? { ...listed, discount: { code: applied.code, amount: applied.discount }, total: applied.total }
    : listed;

  const card = cards.find((saved) => saved.id === choices.cardId) ?? null;
  // A stored method or plan this total no longer allows falls back to the card at once.
  const { method, installments, planDropped } = usablePayment(
    choices,
    summary.total,
    payments,
    card?.funding,
  );
  const payment: ConfirmedPayment | null =
    method === "card"
      ? card && { method, card, installments, planDropped }
      : { method, payLaterHours: payments.payLaterHours };
  // An address saved before Mexican addresses (no colonia, municipio or estado) must be completed
  // before it can be paid with (docs/product.md 83): the checkout stays on the shipping step.
  const usableAddress = address?.complete ? address : null;
  const reachable: CheckoutStep =
    !choices.delivery || !usableAddress ? "shipping" : !payment ? "payments" : "confirmDetails";
  const requested: CheckoutStep = isStep(rawStep) ? rawStep : "shipping";
  // A step whose earlier choices are missing (a stale link, a card deleted meanwhile) falls back.
  const step = stepIndex(requested) <= stepIndex(reachable) ? requested : reachable;

  const setStep = (next: CheckoutStep, options: { replace?: boolean; state?: StepState } = {}) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set("step", next);
        return params;
      },
      { replace: options.replace, state: options.state },
    );

  useEffect(() => {
    if (rawStep === step) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set("step", step);
        return params;
      },
      { replace: true },
    );
  }, [rawStep, step, setSearchParams]);

  // Moving between steps puts focus on the new step's heading, so it is announced.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const resetPlace = place.reset;
  useEffect(() => {
    if (step !== "confirmDetails") resetPlace();
  }, [step, resetPlace]);

  const dates = deliveryOptions(new Date(), timeZone);

  const body: PlaceOrderBody | null =
    usableAddress && choices.delivery && payment
      ? {
          ...(item.source === "product"
            ? {
                source: "product",
                productId: item.productId,
                ...(item.variantId ? { variantId: item.variantId } : {}),
                quantity: item.quantity,
              }
            : { source: "cart", expectedLines: item.lines }),
          delivery: choices.delivery,
          addressId: usableAddress.id,
          ...(applied ? { promotionCode: applied.code } : {}),
          // The total paid is the total shown (LFPC art. 7 Bis): the server refuses any other.
          expectedTotal: summary.total,
          // No card and no plan for OXXO or SPEI: the server refuses them (docs/product.md 85, 88).
          ...(payment.method === "card"
            ? { paymentMethod: "card", cardId: payment.card.id, installments: payment.installments }
            : { paymentMethod: payment.method }),
        }
      : null;
  const fingerprint = body ? JSON.stringify(body) : null;

  // One Idempotency-Key per attempt, made when the confirm step opens and kept for retries of the same
  // choices; any changed choice gets a new one.
  useEffect(() => {
    if (step !== "confirmDetails" || !fingerprint) return;
    setChoices((current) =>
      current.attempt?.fingerprint === fingerprint
        ? current
        : { ...current, attempt: { key: newIdempotencyKey(), fingerprint } },
    );
  }, [step, fingerprint, setChoices]);

  const forward = (next: CheckoutStep) => setStep(next, { state: { checkoutBack: step } });

  const back = () => {
    const previous = CHECKOUT_STEPS[stepIndex(step) - 1];
    if (!previous) return;
    // The previous step is the entry just behind this one: go back in history, as the browser would.
    if ((location.state as StepState | null)?.checkoutBack === previous) void navigate(-1);
    else setStep(previous, { replace: true });
  };

  const confirm = () => {
    if (!body || !fingerprint || place.isPending) return;
    const attempt =
      choices.attempt?.fingerprint === fingerprint
        ? choices.attempt
        : { key: newIdempotencyKey(), fingerprint };
    if (attempt !== choices.attempt) setChoices((current) => ({ ...current, attempt }));
    place.mutate(
      { idempotencyKey: attempt.key, body },
      {
        onSuccess: (order) => {
          clearCheckoutChoices(storageKey);
          queryClient.setQueryData<LoadedOrders>(ordersQueryKey, (old) => withPlacedOrder(old, order));
          void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
          placed.current = order;
          if (order.paymentMethod !== "card") {
            // OXXO or SPEI: the order waits for the money; its page shows how to pay (docs/product.md 86).
            // (One without a voucher or transfer never gets here: placeOrder throws PayLaterNotIssuedError.)
            const { payLater } = order;
            showNotice({
              type: "success",
              title: m.checkout_placed_title(),
              message:
                payLater && order.status === "awaiting_payment"
                  ? m.checkout_placed_pay_by({
                      amount: formatMoney(payLater.amount),
                      deadline: shopDateTime(payLater.expiresAt, timeZone),
                    })
                  : m.checkout_placed_message(),
            });
            void navigate(`/account/orders/${order.id}`, { replace: true });
            return;
          }
          showNotice({
            type: "success",
            title: m.checkout_placed_title(),
            message: m.checkout_placed_message(),
          });
          void navigate("/account/orders", { replace: true });
        },
        onError: (error) => {
          if (error instanceof PayLaterNotIssuedError) {
            // The server has the order (to be cancelled, its stock returned): the orders list shows it.
            void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
          }
          // The confirm step says why beside Confirm; only a shop out of reach is a notice, as on
          // every page (docs/product.md 43). Both said a declined card twice.
          if (outOfReach(error)) showUnavailableNotice();
          // The order's total or its stock is not what this page shows (a price changed, another
          // window changed the cart): what is shown is read again, so Confirm pays what is seen.
          if (error instanceof ApiError && error.status === 409) {
            void queryClient.invalidateQueries({ type: "active" });
          }
          // The code was refused (disabled, used up, expired meanwhile), or the total or the cart's
          // lines are not the ones shown, which may leave the code's preview stale (its discount
          // changed, the subtotal did not): the summary stops showing the code, and the message
          // beside Confirm says why.
          if (
            error instanceof ApiError &&
            (error.code.startsWith("promotion_") ||
              error.code === "total_changed" ||
              error.code === "cart_changed")
          )
            setPromotion(null);
          // The server answered for good (declined, out of stock, not found, an OXXO or SPEI order with
          // no way to pay it, or the provider issued no voucher: payment_unavailable, nothing held): that
          // attempt is over, and Confirm again is a new attempt. With no answer (offline) or another
          // 5xx the key is kept, so a retry repeats the same request and can never buy
          // twice: it gets the first request's outcome.
          if (
            error instanceof PayLaterNotIssuedError ||
            (error instanceof ApiError &&
              ((error.status >= 400 && error.status < 500) || error.code === "payment_unavailable"))
          ) {
            setChoices((current) => ({ ...current, attempt: null }));
          }
        },
      },
    );
  };

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div>
        <StepIndicator current={step} />
        {step === "shipping" && (
          <ShippingStep
            headingRef={heading}
            address={address}
            delivery={choices.delivery}
            dayAfterTomorrow={dates.dayAfterTomorrow}
            onDeliveryChange={(delivery) => setChoices((current) => ({ ...current, delivery }))}
            onContinue={() => forward("payments")}
          />
        )}
        {step === "payments" && (
          <PaymentsStep
            headingRef={heading}
            total={summary.total}
            payments={payments}
            method={method}
            onMethodChange={(next) => setChoices((current) => ({ ...current, method: next }))}
            cards={cards}
            cardId={choices.cardId}
            onCardChange={(cardId) => setChoices((current) => ({ ...current, cardId }))}
            installments={installments}
            planDropped={planDropped}
            onInstallmentsChange={(next) => setChoices((current) => ({ ...current, installments: next }))}
            renderCardLogo={renderCardLogo}
            renderAddCard={renderAddCard}
            onContinue={() => {
              // The plan shown is the plan kept: one a code took out of reach stays given way.
              setChoices((current) => ({ ...current, method, installments }));
              forward("confirmDetails");
            }}
            onBack={back}
          />
        )}
        {step === "confirmDetails" && usableAddress && payment && (
          <ConfirmStep
            headingRef={heading}
            address={usableAddress}
            arrives={arrivesSentence(choices.delivery, payment.method, dates.dayAfterTomorrow)}
            payment={payment}
            summary={summary}
            renderCardLogo={renderCardLogo}
            placing={place.isPending || place.isSuccess}
            error={place.error && !outOfReach(place.error) ? place.error.message : null}
            onConfirm={confirm}
            onBack={back}
          />
        )}
      </div>
      <OrderSummary
        summary={summary}
        offerMsi={method === "card" && takesMsi(card?.funding)}
        installments={installments}
        note={summaryNote}
        promotion={<PromotionCode item={item} applied={applied} onApplied={setPromotion} />}
      />
    </div>
  );
}
