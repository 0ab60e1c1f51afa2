import type { History } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { createCatalogRepository } from "../catalog/catalog.repository.ts";
import { toProduct } from "../catalog/product-view.ts";
import { createHistoryRepository } from "./history.repository.ts";

export function createHistoryService(db: Db) {
  const history = createHistoryRepository(db);
  const catalog = createCatalogRepository(db);

  return {
    /** One transaction: the view and the trim to the newest ones. */
    async record(userId: string, productId: string) {
      if (!(await catalog.findOnSale(productId)))
        throw new AppError("not_found", m.server_product_not_found());
      await db.transaction(async (tx) => {
        await history.upsertView(tx, userId, productId);
        await history.trimToNewest(tx, userId);
      });
    },

    /** Newest first; archived products drop out. */
    async list(userId: string): Promise<History> {
      const ids = await history.productIdsNewestFirst(userId);
      const byId = new Map((await catalog.findManyByIds(ids)).map((row) => [row.id, row]));
      return {
        items: ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [toProduct(row)] : [];
        }),
      };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
