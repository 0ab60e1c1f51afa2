import type { SavedCard } from "@hogar/shared";
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
        How would you like to pay?
      </h1>
      {cards.length === 0 ? (
        <p className="mb-4 text-muted">You have no saved cards yet.</p>
      ) : (
        <ul aria-label="Saved cards" className="mb-4 grid gap-3 sm:grid-cols-2">
          {cards.map((card) => {
            const pressed = card.id === cardId;
            return (
              <li key={card.id} className={`${panelClass} flex flex-col gap-3`}>
                <div className="flex items-center justify-between gap-3">
                  {renderCardLogo(card.brand)}
                  <p className="font-mono text-lg tracking-widest">
                    <span className="sr-only">Card ending in </span>
                    <span aria-hidden="true">•••• </span>
                    {card.last4}
                  </p>
                </div>
                <p className="truncate font-medium uppercase">{card.holderName}</p>
                <button
                  type="button"
                  aria-pressed={pressed}
                  aria-label={`Select card ending in ${card.last4}`}
                  // Pressing the chosen card again clears the choice (docs/product.md 25).
                  onClick={() => onCardChange(pressed ? null : card.id)}
                  className={`${toggleClass} py-2 text-center`}
                >
                  Select
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
        Use other payment method
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
          Back
        </button>
        <button type="button" disabled={!selected} onClick={onContinue} className={primaryButtonClass}>
          Continue
        </button>
      </div>
    </div>
  );
}
