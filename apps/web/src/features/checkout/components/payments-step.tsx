import type { SavedCard } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { type ReactNode, type Ref, useState } from "react";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { headingClass, panelClass, toggleClass } from "./styles.ts";

interface PaymentsStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  cards: SavedCard[];
  cardId: string | null;
  onCardChange: (cardId: string | null) => void;
  renderCardLogo: (brand: SavedCard["brand"]) => ReactNode;
  renderAddCard: (onAdded: (card: SavedCard) => void) => ReactNode;
  onContinue: () => void;
  onBack: () => void;
}

/** Step 2: a saved card, or a new one added here without leaving the checkout. */
export function PaymentsStep({
  headingRef,
  cards,
  cardId,
  onCardChange,
  renderCardLogo,
  renderAddCard,
  onContinue,
  onBack,
}: PaymentsStepProps) {
  const [adding, setAdding] = useState(false);
  const selected = cards.some((card) => card.id === cardId);

  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        {m.checkout_payment_heading()}
      </h1>
      {cards.length === 0 ? (
        <p className="mb-4 text-muted">{m.checkout_no_cards()}</p>
      ) : (
        <ul aria-label={m.checkout_saved_cards()} className="mb-4 grid gap-3 sm:grid-cols-2">
          {cards.map((card) => {
            const pressed = card.id === cardId;
            return (
              <li key={card.id} className={`${panelClass} flex flex-col gap-3`}>
                <div className="flex items-center justify-between gap-3">
                  {renderCardLogo(card.brand)}
                  <p className="font-mono text-lg tracking-widest">
                    <span className="sr-only">{m.checkout_card_ending_in()} </span>
                    <span aria-hidden="true">•••• </span>
                    {card.last4}
                  </p>
                </div>
                <p className="truncate font-medium uppercase">{card.holderName}</p>
                <button
                  type="button"
                  aria-pressed={pressed}
                  aria-label={m.checkout_select_card({ last4: card.last4 })}
                  // Pressing the chosen card again clears the choice (docs/product.md 25).
                  onClick={() => onCardChange(pressed ? null : card.id)}
                  className={`${toggleClass} py-2 text-center`}
                >
                  {m.checkout_select()}
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
      <div id="checkout-add-card" hidden={!adding} className="mb-6">
        {adding &&
          renderAddCard((card) => {
            onCardChange(card.id);
            setAdding(false);
          })}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={onBack} className={secondaryButtonClass}>
          {m.checkout_back()}
        </button>
        <button type="button" disabled={!selected} onClick={onContinue} className={primaryButtonClass}>
          {m.checkout_continue()}
        </button>
      </div>
    </div>
  );
}
