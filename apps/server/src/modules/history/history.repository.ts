import { HISTORY_MAX } from "@hogar/shared";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { viewHistory } from "../../db/schema/index.ts";

/** Recently viewed products. Writes take the transaction they run in (or the database) first. */
export function createHistoryRepository(db: Db) {
  return {
    /** One row per product: a repeat view moves it to the front. */
    async upsertView(tx: Db, userId: string, productId: string) {
      await tx
        .insert(viewHistory)
        .values({ userId, productId })
        .onConflictDoUpdate({
          target: [viewHistory.userId, viewHistory.productId],
          set: { viewedAt: sql`now()` },
        });
    },

    /** Keeps only the newest HISTORY_MAX views of the shopper. */
    async trimToNewest(tx: Db, userId: string) {
      await tx.execute(sql`
        delete from ${viewHistory}
        where ${viewHistory.userId} = ${userId}
          and ${viewHistory.productId} not in (
            select ${viewHistory.productId} from ${viewHistory}
            where ${viewHistory.userId} = ${userId}
            order by ${viewHistory.viewedAt} desc
            limit ${HISTORY_MAX}
          )`);
    },

    async productIdsNewestFirst(userId: string): Promise<string[]> {
      const rows = await db
        .select({ productId: viewHistory.productId })
        .from(viewHistory)
        .where(eq(viewHistory.userId, userId))
        .orderBy(desc(viewHistory.viewedAt))
        .limit(HISTORY_MAX);
      return rows.map((r) => r.productId);
    },
  };
}
