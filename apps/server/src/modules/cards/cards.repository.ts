import type { SavedCard } from "@hogar/shared";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cards } from "../../db/schema/index.ts";

const columns = {
  id: cards.id,
  holderName: cards.holderName,
  brand: cards.brand,
  funding: cards.funding,
  last4: cards.last4,
  expMonth: cards.expMonth,
  expYear: cards.expYear,
};

export type NewCard = Omit<typeof cards.$inferInsert, "id" | "createdAt">;

/** Saved cards. Writes take the transaction they run in (or the database) first. */
export function createCardsRepository(db: Db) {
  return {
    list(userId: string): Promise<SavedCard[]> {
      return db
        .select(columns)
        .from(cards)
        .where(eq(cards.userId, userId))
        .orderBy(asc(cards.createdAt), asc(cards.id));
    },

    async countOf(tx: Db, userId: string): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(cards).where(eq(cards.userId, userId));
      return row?.n ?? 0;
    },

    /** The shopper's card of the same number (its provider fingerprint) and expiry, if saved already. */
    async findSame(
      tx: Db,
      userId: string,
      card: { fingerprint: string; expMonth: string; expYear: string },
    ): Promise<SavedCard | undefined> {
      const [row] = await tx
        .select(columns)
        .from(cards)
        .where(
          and(
            eq(cards.userId, userId),
            eq(cards.fingerprint, card.fingerprint),
            eq(cards.expMonth, card.expMonth),
            eq(cards.expYear, card.expYear),
          ),
        )
        .limit(1);
      return row;
    },

    async insert(tx: Db, card: NewCard): Promise<SavedCard | undefined> {
      const [row] = await tx.insert(cards).values(card).returning(columns);
      return row;
    },

    /** The deleted card's provider token, or undefined when the shopper owns no such card. */
    async remove(tx: Db, userId: string, id: string): Promise<string | undefined> {
      const [deleted] = await tx
        .delete(cards)
        .where(and(eq(cards.userId, userId), eq(cards.id, id)))
        .returning({ token: cards.providerToken });
      return deleted?.token;
    },
  };
}
