import type { CardInput, SavedCard } from "@hogar/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cards } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";

const columns = {
  id: cards.id,
  holderName: cards.holderName,
  brand: cards.brand,
  last4: cards.last4,
  expMonth: cards.expMonth,
  expYear: cards.expYear,
};

export function createCardsService(db: Db, provider: PaymentProvider) {
  return {
    list(userId: string): Promise<SavedCard[]> {
      return db
        .select(columns)
        .from(cards)
        .where(eq(cards.userId, userId))
        .orderBy(asc(cards.createdAt), asc(cards.id));
    },

    /** The provider gets the number and CCV; the shop keeps holder, brand, last four, expiry and a token. */
    async create(userId: string, input: CardInput): Promise<SavedCard> {
      const { token, brand, last4 } = await provider.tokenize({
        number: input.number,
        holderName: input.holderName,
        expMonth: input.month,
        expYear: input.year,
        ccv: input.ccv,
      });
      const [row] = await db
        .insert(cards)
        .values({
          userId,
          holderName: input.holderName,
          brand,
          last4,
          expMonth: input.month,
          expYear: input.year,
          provider: provider.name,
          providerToken: token,
        })
        .returning(columns);
      if (!row) throw new Error("card not saved");
      return row;
    },

    async remove(userId: string, id: string) {
      const deleted = await db
        .delete(cards)
        .where(and(eq(cards.userId, userId), eq(cards.id, id)))
        .returning({ id: cards.id });
      if (deleted.length === 0) throw new AppError("not_found", "Card not found");
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
