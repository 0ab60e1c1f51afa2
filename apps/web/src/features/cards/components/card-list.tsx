import type { SavedCard } from "@hogar/shared";
import { useRef } from "react";
import { Link } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { addTileClass, dangerButtonClass, linkClass } from "../../../components/ui/form-styles.ts";
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
  const cards = useCards();
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="mb-6 text-2xl font-semibold focus:outline-none">
        My Cards
      </h1>
      {cards.isPending ? (
        <DotWaveLoader label="Loading cards" />
      ) : cards.isError ? (
        <p className="text-muted">
          Your cards could not be loaded.{" "}
          <button type="button" onClick={() => cards.refetch()} className={linkClass}>
            Try again
          </button>
        </p>
      ) : (
        <>
          {cards.data.length === 0 && <p className="mb-4 text-muted">You have no saved cards yet.</p>}
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <li>
              <Link to="/account/add-card" className={addTileClass}>
                <span aria-hidden="true" className="text-3xl leading-none">
                  +
                </span>
                Add Card
              </Link>
            </li>
            {cards.data.map((card) => (
              <li key={card.id}>
                <CardItem card={card} onDeleted={() => heading.current?.focus()} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
