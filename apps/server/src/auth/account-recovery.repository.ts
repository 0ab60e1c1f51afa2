import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accounts, sessions, users } from "../db/schema/index.ts";
import { emailIs } from "../modules/users/email-lookup.ts";

/** Better Auth's provider id for e-mail and password. */
const CREDENTIAL = "credential";

/**
 * What password recovery and e-mail verification read and write in Better Auth's tables. Writes
 * take the caller's transaction first.
 */
export function createAccountRecoveryRepository() {
  return {
    /** The account using this e-mail (compared in lower case), if any. */
    async findByEmail(tx: Db, email: string) {
      const [row] = await tx
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          locale: users.locale,
        })
        .from(users)
        .where(emailIs(email));
      return row;
    },

    /** The account, its row locked until `tx` ends (a reset and an e-mail change wait for each other). */
    async lockById(tx: Db, userId: string) {
      const [row] = await tx
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          locale: users.locale,
        })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      return row;
    },

    /**
     * Sets the e-mail-and-password sign-in's hash, adding that sign-in when the account had only a
     * social one (the shape Better Auth's sign-up writes: account id = user id).
     */
    async setPassword(tx: Db, userId: string, hash: string) {
      const updated = await tx
        .update(accounts)
        .set({ password: hash, updatedAt: new Date() })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL)))
        .returning({ id: accounts.id });
      if (updated.length > 0) return;
      await tx.insert(accounts).values({ userId, providerId: CREDENTIAL, accountId: userId, password: hash });
    },

    /** Ends every session of the account, on every device. */
    async endAllSessions(tx: Db, userId: string) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** Marks the e-mail verified, only while the account still uses `email`; false when it does not. */
    async markEmailVerified(tx: Db, userId: string, email: string): Promise<boolean> {
      const updated = await tx
        .update(users)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(and(eq(users.id, userId), emailIs(email)))
        .returning({ id: users.id });
      return updated.length > 0;
    },
  };
}

export type AccountRecoveryRepository = ReturnType<typeof createAccountRecoveryRepository>;
