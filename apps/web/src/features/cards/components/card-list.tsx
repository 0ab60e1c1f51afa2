import type { SavedCard } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { DeleteAskedFirst } from "../../../components/ui/delete-asked-first.tsx";
import { SavedTilesPage } from "../../../components/ui/saved-tiles-page.tsx";
import { cardFundingName } from "../../../lib/card-funding.ts";
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
          <span className="sr-only">{m.cards_ending_in()} </span>
          <span aria-hidden="true">•••• </span>
          {card.last4}
        </p>
      </div>
      <p className="mt-4 truncate font-medium uppercase">{card.holderName}</p>
      <p className="text-muted">{cardFundingName(card.funding)}</p>
      <p className="text-muted">{m.cards_expires({ month: card.expMonth, year: card.expYear })}</p>
      <div className="mt-auto pt-4">
        <DeleteAskedFirst
          label={m.cards_delete()}
          ariaLabel={m.cards_delete_named({ last4: card.last4 })}
          busy={remove.isPending}
          question={{
            title: m.cards_delete_confirm_title({ last4: card.last4 }),
            message: m.cards_delete_confirm_message(),
            confirmLabel: m.cards_delete_confirm_yes(),
            dismissLabel: m.cards_delete_keep(),
          }}
          onDelete={(failed) => remove.mutate(card, { onSuccess: onDeleted, onError: failed })}
        />
      </div>
    </article>
  );
}

/**
 * /account/my-cards: the "Add Card" tile, then the saved cards (brand, last four, holder, credit or
 * debit, expiry).
 */
export function CardList() {
  return (
    <SavedTilesPage
      title={m.cards_my_cards()}
      what="cards"
      items={useCards()}
      addLabel={m.cards_add_tile()}
      addTo="/account/add-card"
      renderTile={(card, onDeleted) => <CardItem card={card} onDeleted={onDeleted} />}
    />
  );
}
