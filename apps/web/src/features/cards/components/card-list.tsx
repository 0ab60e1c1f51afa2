import type { SavedCard } from "@hogar/shared";
import { dangerButtonClass } from "../../../components/ui/form-styles.ts";
import { SavedTilesPage } from "../../../components/ui/saved-tiles-page.tsx";
import { useDeleteCard } from "../api/delete-card.ts";
import { useCards } from "../api/get-cards.ts";
import { BrandLogo } from "./brand-logo.tsx";

function CardItem({ card, onDeleted }: { card: SavedCard; onDeleted: () => void }) {
  const remove = useDeleteCard();
  return (
    <article className="flex h-full flex-col rounded-xl bg-surface p-5 shadow-sm ring-1 ring-black/5 dark:ring-white/10">
      <div className="flex items-center justify-between gap-3">
        <BrandLogo brand={card.brand} />
        <p className="font-mono text-lg tracking-widest">
          <span className="sr-only">Card ending in </span>
          <span aria-hidden="true">•••• </span>
          {card.last4}
        </p>
      </div>
      <p className="mt-4 truncate font-medium uppercase">{card.holderName}</p>
      <p className="text-muted">
        Expires {card.expMonth}/{card.expYear}
      </p>
      <div className="mt-auto pt-4">
        <button
          type="button"
          aria-label={`Delete card ending in ${card.last4}`}
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          onClick={() => remove.mutate(card, { onSuccess: onDeleted })}
          className={dangerButtonClass}
        >
          Delete
        </button>
      </div>
    </article>
  );
}

/** /account/my-cards: the "Add Card" tile, then the saved cards (brand, last four, holder, expiry). */
export function CardList() {
  return (
    <SavedTilesPage
      title="My Cards"
      what="cards"
      items={useCards()}
      addLabel="Add Card"
      addTo="/account/add-card"
      renderTile={(card, onDeleted) => <CardItem card={card} onDeleted={onDeleted} />}
    />
  );
}
