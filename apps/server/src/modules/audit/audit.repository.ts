import type { AuditEntry } from "@hogar/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";

export type AuditEntityType = (typeof auditLog.entityType.enumValues)[number];

/** The admin who acts, as the log keeps them. */
export interface AuditActor {
  id: string;
  email: string;
}

export interface NewAuditEntry {
  actor: AuditActor;
  entityType: AuditEntityType;
  entityId: string;
  /** What was done, in a word or two: "ship", "cancel", "update", "archive". */
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * The admin actions' log (docs/product.md 78). Written in the transaction of the change it
 * records, so a change that rolls back leaves no entry, and one that commits always has one.
 */
export function createAuditRepository() {
  return {
    async record(tx: Db, entry: NewAuditEntry): Promise<void> {
      await tx.insert(auditLog).values({
        actorId: entry.actor.id,
        actorEmail: entry.actor.email,
        entityType: entry.entityType,
        entityId: entry.entityId,
        action: entry.action,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    /** One order's or product's entries, oldest first. */
    async list(db: Db, entityType: AuditEntityType, entityId: string): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
        .orderBy(asc(auditLog.at), asc(auditLog.id));
      return rows.map((row) => ({
        at: row.at.toISOString(),
        actorEmail: row.actorEmail,
        action: row.action,
        before: row.before,
        after: row.after,
      }));
    },
  };
}
