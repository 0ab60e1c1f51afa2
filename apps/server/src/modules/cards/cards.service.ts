import { CARDS_MAX, type CardInput, LIST_FULL_MESSAGES, type SavedCard } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { createCardsRepository } from "./cards.repository.ts";

const full = () => new AppError("conflict", LIST_FULL_MESSAGES.cards());
const savedAlready = (card: SavedCard) =>
  new AppError(
    "conflict",
    m.server_card_saved_already({
      brand: card.brand,
      last4: card.last4,
      month: card.expMonth,
      year: card.expYear,
    }),
  );

export function createCardsService(db: Db, provider: PaymentProvider) {
  const repository = createCardsRepository(db);
  const users = createUsersRepository(db);

  return {
    list: (userId: string): Promise<SavedCard[]> => repository.list(userId),

    /**
     * The provider gets the number and CCV; the shop keeps holder, brand, whether it is a credit or
     * debit card, last four, expiry, a token and the provider's fingerprint of the number. The same
     * card (number and expiry) saved again is refused with 409, naming the one saved.
     */
    async create(userId: string, input: CardInput): Promise<SavedCard> {
      // A full list is refused before the number goes to the provider...
      if ((await repository.countOf(db, userId)) >= CARDS_MAX) throw full();
      const { token, brand, funding, last4, fingerprint } = await provider.tokenize({
        number: input.number,
        holderName: input.holderName,
        expMonth: input.month,
        expYear: input.year,
        ccv: input.ccv,
      });
      const saved = db.transaction(async (tx) => {
        // ...and counted again under the shopper's lock, so two requests at once cannot both pass.
        await users.lockForListChange(tx, userId);
        if ((await repository.countOf(tx, userId)) >= CARDS_MAX) throw full();
        // The same card twice only made the list longer to choose from (a phone tester saved it twice).
        const same = await repository.findSame(tx, userId, {
          fingerprint,
          expMonth: input.month,
          expYear: input.year,
        });
        if (same) throw savedAlready(same);
        const row = await repository.insert(tx, {
          userId,
          holderName: input.holderName,
          brand,
          funding,
          last4,
          expMonth: input.month,
          expYear: input.year,
          provider: provider.name,
          providerToken: token,
          fingerprint,
        });
        if (!row) throw new Error("card not saved");
        return row;
      });
      // A card the shop did not keep leaves no token at the provider either.
      return saved.catch(async (error: unknown) => {
        await provider.forgetCard(db, token);
        throw error;
      });
    },

    /** The card goes, and the provider forgets its token in the same transaction (docs/product.md 31). */
    async remove(userId: string, id: string) {
      await db.transaction(async (tx) => {
        const token = await repository.remove(tx, userId, id);
        if (!token) throw new AppError("not_found", m.server_card_not_found());
        await provider.forgetCard(tx, token);
      });
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
