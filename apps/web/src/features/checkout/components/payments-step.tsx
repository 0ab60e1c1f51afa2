import type { SavedCard } from "@hogar/shared";
import { type CardFunding, takesMsi } from "@hogar/shared/card-rules";
import { m } from "@hogar/shared/messages";
import type { InstallmentCount, PaymentMethod } from "@hogar/shared/payment-methods";
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from "react";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { cardFundingName } from "../../../lib/card-funding.ts";
import { ChosenMark } from "./chosen-mark.tsx";
import {
  type DroppedPlan,
  installmentOptions,
  oxxoTakes,
  oxxoUnavailableReason,
  payWithin,
  planDroppedNotice,
  planLabel,
} from "./payment-options.ts";
import { headingClass, panelClass, radioClass, toggleClass } from "./styles.ts";
import type { PaymentSettings } from "./types.ts";

interface PaymentsStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  /** What the order comes to (centavos), for OXXO's range and the plans' amounts. */
  total: number;
  payments: PaymentSettings;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  cards: SavedCard[];
  cardId: string | null;
  onCardChange: (cardId: string | null) => void;
  installments: InstallmentCount;
  /** The plan chosen that the total no longer reaches (usablePayment). */
  planDropped?: DroppedPlan;
  onInstallmentsChange: (installments: InstallmentCount) => void;
  renderCardLogo: (brand: SavedCard["brand"]) => ReactNode;
  renderAddCard: (onAdded: (card: SavedCard) => void) => ReactNode;
  onContinue: () => void;
  onBack: () => void;
}

/**
 * Step 2: how to pay (docs/product.md 85). A card (a saved one, or a new one added here without leaving
 * the checkout, at once or in meses sin intereses), cash at OXXO or a SPEI transfer, both paid after
 * the order is placed.
 */
export function PaymentsStep({
  headingRef,
  total,
  payments,
  method,
  onMethodChange,
  cards,
  cardId,
  onCardChange,
  installments,
  planDropped,
  onInstallmentsChange,
  renderCardLogo,
  renderAddCard,
  onContinue,
  onBack,
}: PaymentsStepProps) {
  const selected = method !== "card" || cards.some((card) => card.id === cardId);
  const whyNotId = useId();

  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        {m.checkout_payment_heading()}
      </h1>
      <MethodChoice total={total} payments={payments} method={method} onChange={onMethodChange} />
      {method === "card" && (
        <CardChoice
          total={total}
          payments={payments}
          cards={cards}
          cardId={cardId}
          onCardChange={onCardChange}
          installments={installments}
          planDropped={planDropped}
          onInstallmentsChange={onInstallmentsChange}
          renderCardLogo={renderCardLogo}
          renderAddCard={renderAddCard}
        />
      )}
      {/* Continue stays disabled until a card is chosen (the spec); it says so. */}
      {!selected && (
        <p id={whyNotId} className="mb-3 text-sm text-muted">
          {cards.length === 0 ? m.checkout_continue_needs_new_card() : m.checkout_continue_needs_card()}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={onBack} className={secondaryButtonClass}>
          {m.checkout_back()}
        </button>
        <button
          type="button"
          disabled={!selected}
          aria-describedby={selected ? undefined : whyNotId}
          onClick={onContinue}
          className={primaryButtonClass}
        >
          {m.checkout_continue()}
        </button>
      </div>
    </div>
  );
}

interface MethodOption {
  value: PaymentMethod;
  label: string;
  hint: string;
  /** Why it cannot be picked for this purchase; undefined when it can. */
  unavailable?: string;
}

/**
 * Card, OXXO, SPEI as one radio group with its own legend ("Payment method"), so a screen reader names
 * the group when the focus enters it; each option says in a line what it means.
 */
function MethodChoice({
  total,
  payments,
  method,
  onChange,
}: {
  total: number;
  payments: PaymentSettings;
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const name = useId();
  const time = payWithin(payments.payLaterHours);
  const options: MethodOption[] = [
    {
      value: "card",
      label: m.checkout_method_card(),
      // Interest-free payments only promised when the total reaches a plan (docs/product.md 88).
      hint:
        installmentOptions(total, payments).length > 1
          ? m.checkout_method_card_hint_msi()
          : m.checkout_method_card_hint(),
    },
    {
      value: "oxxo",
      label: m.checkout_method_oxxo(),
      hint: m.checkout_method_oxxo_hint({ time }),
      unavailable: oxxoTakes(total, payments) ? undefined : oxxoUnavailableReason(payments),
    },
    { value: "spei", label: m.checkout_method_spei(), hint: m.checkout_method_spei_hint({ time }) },
  ];

  return (
    <fieldset className="mb-6">
      <legend className="float-left mb-3 w-full font-semibold">{m.checkout_payment_method()}</legend>
      <div className="clear-left grid gap-3">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <div key={option.value} className={`${panelClass} ${radioClass} py-4`}>
              <label
                htmlFor={id}
                className={`flex items-center gap-3 font-semibold ${option.unavailable ? "cursor-not-allowed text-muted" : "cursor-pointer"}`}
              >
                <input
                  id={id}
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={method === option.value}
                  disabled={option.unavailable !== undefined}
                  aria-describedby={option.unavailable ? `${id}-hint ${id}-why` : `${id}-hint`}
                  onChange={() => onChange(option.value)}
                  className="size-5 shrink-0 accent-primary"
                />
                {option.label}
              </label>
              <p id={`${id}-hint`} className="ms-8 text-sm text-muted">
                {option.hint}
              </p>
              {option.unavailable && (
                <p id={`${id}-why`} className="ms-8 mt-1 text-sm font-medium text-danger-fg">
                  {option.unavailable}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * A saved card or a new one, and the plan. Pressing the chosen card again clears it; "Use other payment
 * method" opens the add-card form in place and selects the new card (docs/product.md 25).
 */
function CardChoice({
  total,
  payments,
  cards,
  cardId,
  onCardChange,
  installments,
  planDropped,
  onInstallmentsChange,
  renderCardLogo,
  renderAddCard,
}: Pick<
  PaymentsStepProps,
  | "total"
  | "payments"
  | "cards"
  | "cardId"
  | "onCardChange"
  | "installments"
  | "planDropped"
  | "onInstallmentsChange"
  | "renderCardLogo"
  | "renderAddCard"
>) {
  const [adding, setAdding] = useState(false);
  // The form opens below the button, on a phone under the fold: it is brought into sight, the button
  // keeping the focus as a disclosure's does.
  const addCard = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (adding) addCard.current?.scrollIntoView?.({ block: "nearest" });
  }, [adding]);
  // A card added here: its button takes the focus the form had once the card shows in the list.
  const [added, setAdded] = useState<string | null>(null);
  const takeFocus = (button: HTMLButtonElement | null) => {
    if (!button) return;
    button.focus();
    setAdded(null);
  };

  return (
    <>
      {cards.length === 0 ? (
        <p className="mb-4 text-muted">{m.checkout_no_cards()}</p>
      ) : (
        <ul aria-label={m.checkout_saved_cards()} className="mb-4 grid gap-3 sm:grid-cols-2">
          {cards.map((card) => {
            const pressed = card.id === cardId;
            return (
              <li
                key={card.id}
                className={`${panelClass} flex flex-col gap-3 ${pressed ? "ring-2 ring-primary dark:ring-primary-light" : ""}`}
              >
                <div className="flex items-center justify-between gap-3">
                  {renderCardLogo(card.brand)}
                  <p className="font-mono text-lg tracking-widest">
                    <span className="sr-only">{m.checkout_card_ending_in()} </span>
                    <span aria-hidden="true">•••• </span>
                    {card.last4}
                  </p>
                </div>
                <p className="flex justify-between gap-3">
                  <span className="truncate font-medium uppercase">{card.holderName}</span>
                  <span className="shrink-0 text-muted">{cardFundingName(card.funding)}</span>
                </p>
                <button
                  ref={card.id === added ? takeFocus : undefined}
                  type="button"
                  aria-pressed={pressed}
                  aria-label={m.checkout_select_card({ last4: card.last4 })}
                  // Pressing the chosen card again clears the choice (docs/product.md 25).
                  onClick={() => onCardChange(pressed ? null : card.id)}
                  className={`${toggleClass} flex justify-center py-2`}
                >
                  {pressed ? <ChosenMark /> : m.checkout_select()}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        aria-expanded={adding}
        aria-controls="checkout-add-card"
        onClick={() => setAdding((open) => !open)}
        className={`${secondaryButtonClass} mb-4`}
      >
        {m.checkout_other_payment()}
      </button>
      <div id="checkout-add-card" ref={addCard} hidden={!adding} className="mb-6">
        {adding &&
          renderAddCard((card) => {
            onCardChange(card.id);
            setAdded(card.id);
            setAdding(false);
          })}
      </div>
      <PlanChoice
        total={total}
        payments={payments}
        funding={cards.find((card) => card.id === cardId)?.funding}
        installments={installments}
        planDropped={planDropped}
        onChange={onInstallmentsChange}
      />
    </>
  );
}

/**
 * "1 payment of $total" and each plan the total reaches, with its monthly amount; with a debit card
 * chosen, why there are none (docs/product.md 88).
 */
function PlanChoice({
  total,
  payments,
  funding,
  installments,
  planDropped,
  onChange,
}: {
  total: number;
  payments: PaymentSettings;
  /** The chosen card's; undefined before one is chosen. */
  funding: CardFunding | undefined;
  installments: InstallmentCount;
  planDropped: DroppedPlan | undefined;
  onChange: (installments: InstallmentCount) => void;
}) {
  const name = useId();
  const options = installmentOptions(total, payments);
  // Below every plan's minimum there is nothing to choose: the card pays at once.
  const offered = options.length > 1;
  const debit = !takesMsi(funding);
  return (
    <>
      {/* Present before a card is chosen, so choosing a debit card (or a code that lowers the total
          below the plan chosen) is announced. */}
      <div aria-live="polite">
        {offered && debit && <p className={`${panelClass} mb-6`}>{m.checkout_msi_credit_only()}</p>}
        {planDropped && (
          <p className={`${panelClass} mb-6`}>{planDroppedNotice(total, planDropped, installments)}</p>
        )}
      </div>
      {offered && !debit && (
        <fieldset className={`${panelClass} mb-6`}>
          <legend className="float-left mb-3 w-full font-semibold">{m.checkout_plans()}</legend>
          <div className="clear-left grid gap-2 sm:grid-cols-2">
            {options.map((count) => (
              <label
                key={count}
                className={`${radioClass} flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-border ring-inset`}
              >
                <input
                  type="radio"
                  name={name}
                  value={count}
                  checked={installments === count}
                  onChange={() => onChange(count)}
                  className="size-5 shrink-0 accent-primary"
                />
                {planLabel(total, count)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}
