import {
  type AdminOrderRow,
  type AdminOrdersQuery,
  type AdminSummary,
  BACK_OFFICE_PAGE_SIZE,
} from "@hogar/shared";
import type { Db } from "../../db/client.ts";
import { createAdminOrdersRepository } from "./admin-orders.repository.ts";
import { decodeCursor, encodeCursor, TIMESTAMP_TEXT, UUID_TEXT } from "./keyset-cursor.ts";
import { orderIdRange } from "./order-search.ts";

/** The back office's order table and home figures (docs/product.md 75). */
export function createAdminOrdersService(db: Db) {
  const repository = createAdminOrdersRepository(db);

  return {
    /** A page of 25, newest first; `nextCursor` when more follow. */
    async list(query: AdminOrdersQuery): Promise<{ rows: AdminOrderRow[]; nextCursor?: string }> {
      const q = query.q?.trim();
      const cursor = query.cursor ? decodeCursor(query.cursor, [TIMESTAMP_TEXT, UUID_TEXT]) : undefined;
      const records = await repository.page(
        {
          status: query.status,
          from: query.from,
          to: query.to,
          promotionCode: query.code,
          ...(q ? { idRange: orderIdRange(q), email: q } : {}),
        },
        // One more than a page says whether another follows.
        BACK_OFFICE_PAGE_SIZE + 1,
        cursor && { createdAt: cursor[0] as string, id: cursor[1] as string },
      );
      const page = records.slice(0, BACK_OFFICE_PAGE_SIZE);
      const last = page.at(-1);
      return {
        rows: page.map(({ createdAtText: _, createdAt, ...row }) => ({
          ...row,
          createdAt: createdAt.toISOString(),
        })),
        ...(records.length > BACK_OFFICE_PAGE_SIZE && last
          ? { nextCursor: encodeCursor([last.createdAtText, last.id]) }
          : {}),
      };
    },

    summary(now = new Date()): Promise<AdminSummary> {
      return repository.summary(now);
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
