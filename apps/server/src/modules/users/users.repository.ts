import type { Locale } from "@hogar/shared/locale";
import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accounts, sessions, users } from "../../db/schema/index.ts";
import { emailIn, emailIs } from "./email-lookup.ts";

/** Better Auth's provider id of an e-mail and password sign-in. */
const PASSWORD_PROVIDER = "credential";

export type Role = "ADMIN" | "REGULAR";

/** Accounts: what the shop itself reads and writes beside Better Auth. Writes take `tx` first. */
export function createUsersRepository(db: Db) {
  // Prepared once (and by PostgreSQL once per connection): every resource request runs it.
  const sessionUser = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      image: users.image,
      role: users.role,
      phone: users.phone,
      locale: users.locale,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder("token")), gt(sessions.expiresAt, sql`now()`)))
    .prepare("hogar_session_user");

  return {
    /** The account of an unexpired session, in one query. */
    async findBySessionToken(token: string) {
      const [user] = await sessionUser.execute({ token });
      return user;
    },

    async setPhone(tx: Db, userId: string, phone: string) {
      await tx.update(users).set({ phone, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async setName(tx: Db, userId: string, name: string) {
      await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** The language the shopper picked, or null to follow the browser (docs/product.md 80). */
    async setLocale(tx: Db, userId: string, locale: Locale | null) {
      await tx.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** The providers the account signs in with ("credential", "google", ...), oldest first. */
    async providersOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ providerId: accounts.providerId })
        .from(accounts)
        .where(eq(accounts.userId, userId))
        .orderBy(asc(accounts.createdAt));
      return rows.map((row) => row.providerId);
    },

    /** The account's password hash, or undefined for an account that signs in only socially. */
    async passwordHashOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, PASSWORD_PROVIDER)));
      return row?.password ?? undefined;
    },

    async setPasswordHash(tx: Db, userId: string, hash: string) {
      await tx
        .update(accounts)
        .set({ password: hash, updatedAt: new Date() })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, PASSWORD_PROVIDER)));
    },

    /** Ends every session of the account but `keepSessionId` (the one making the change). */
    async endOtherSessions(tx: Db, userId: string, keepSessionId: string) {
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    },

    /** The account that uses this e-mail (compared in lower case), if any. */
    async findIdByEmail(tx: Db, email: string): Promise<string | undefined> {
      const [row] = await tx.select({ id: users.id }).from(users).where(emailIs(email));
      return row?.id;
    },

    /** A confirmed new e-mail: the link proved the shopper reads it, so it counts as verified. */
    async setVerifiedEmail(tx: Db, userId: string, email: string) {
      await tx
        .update(users)
        .set({ email, emailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** Locks the account's row until `tx` ends (a change of e-mail, a deletion); undefined when gone. */
    async lockAccount(tx: Db, userId: string) {
      const [row] = await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      return row;
    },

    /** The account's e-mail whose role changed, or undefined when no account uses that e-mail. */
    async setRoleByEmail(tx: Db, email: string, role: Role): Promise<string | undefined> {
      const [changed] = await tx
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(emailIs(email))
        .returning({ email: users.email });
      return changed?.email;
    },

    /** Makes the account an admin when its e-mail is one of `emails` (lower case). */
    async promoteIfListed(tx: Db, userId: string, emails: string[], onlyVerified: boolean) {
      await tx
        .update(users)
        .set({ role: "ADMIN" })
        .where(
          and(
            eq(users.id, userId),
            emailIn(emails),
            onlyVerified ? eq(users.emailVerified, true) : undefined,
          ),
        );
    },

    /**
     * Locks the shopper's row until `tx` ends, so changes to one shopper's lists (the chosen
     * address, a count against a cap and the insert after it) wait for each other, as do their
     * checkouts of the cart or to pay later (docs/product.md 118). FOR NO KEY
     * UPDATE leaves the row's key free, so inserts that reference the shopper elsewhere do not wait.
     */
    async lockForListChange(tx: Db, userId: string) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
