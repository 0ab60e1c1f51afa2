import { type AdminReviewRow, type AdminReviewsQuery, BACK_OFFICE_PAGE_SIZE } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { type AuditActor, createAuditRepository } from "../audit/audit.repository.ts";
import { encodeCursor } from "../back-office/keyset-cursor.ts";
import { toAdminReviewRow } from "./review-view.ts";
import { createReviewsRepository, type ReviewRecord } from "./reviews.repository.ts";
import { countersOf, readReviewCursor } from "./reviews.service.ts";

/** What the audit log keeps of a review, before and after a change. */
function audited(review: ReviewRecord) {
  return {
    productId: review.productId,
    rating: review.rating,
    body: review.body,
    hiddenAt: review.hiddenAt?.toISOString() ?? null,
    hiddenReason: review.hiddenReason,
  };
}

/** The back office's reviews (docs/product.md 98): the table, and hiding or showing one, audited. */
export function createAdminReviewsService(db: Db) {
  const repository = createReviewsRepository();
  const audit = createAuditRepository();

  async function row(id: string): Promise<AdminReviewRow> {
    const record = await repository.adminRow(db, id);
    if (!record) throw new AppError("not_found", m.reviews_review_not_found());
    return toAdminReviewRow(record);
  }

  return {
    /** A page of 25, newest first; `nextCursor` when more follow. */
    async list(query: AdminReviewsQuery): Promise<{ rows: AdminReviewRow[]; nextCursor?: string }> {
      const records = await repository.adminPage(
        db,
        query.status,
        BACK_OFFICE_PAGE_SIZE + 1,
        readReviewCursor(query.cursor),
      );
      const page = records.slice(0, BACK_OFFICE_PAGE_SIZE);
      const last = page.at(-1);
      return {
        rows: page.map(toAdminReviewRow),
        ...(records.length > BACK_OFFICE_PAGE_SIZE && last
          ? { nextCursor: encodeCursor([last.createdAtText, last.id]) }
          : {}),
      };
    },

    /**
     * Hides the review with `reason`, or shows it again (`reason` null): out of or back into its
     * product's counters, and into the audit log, all in one transaction. 409 when it already was so.
     */
    async setHidden(id: string, reason: string | null, actor: AuditActor): Promise<AdminReviewRow> {
      const found = await repository.findById(db, id);
      if (!found) throw new AppError("not_found", m.reviews_review_not_found());
      await db.transaction(async (tx) => {
        // The product's row first, as every review write (docs/product.md 97). An archived product's
        // reviews may be hidden too, so the lock does not ask for one on sale.
        await repository.lockProduct(tx, found.productId, { archivedToo: true });
        const before = await repository.findById(tx, id);
        if (!before) throw new AppError("not_found", m.reviews_review_not_found());
        const after = await repository.setHidden(tx, id, reason);
        if (!after) {
          throw new AppError(
            "conflict",
            reason === null ? m.reviews_not_hidden() : m.reviews_already_hidden(),
          );
        }
        const was = countersOf(before);
        const now = countersOf(after);
        await repository.addToCounters(tx, after.productId, {
          count: now.count - was.count,
          total: now.total - was.total,
        });
        await audit.record(tx, {
          actor,
          entityType: "review",
          entityId: id,
          action: reason === null ? "unhide" : "hide",
          before: audited(before),
          after: audited(after),
        });
      });
      return row(id);
    },
  };
}

export type AdminReviewsService = ReturnType<typeof createAdminReviewsService>;
