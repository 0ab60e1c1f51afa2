import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";

export type Role = "ADMIN" | "REGULAR";

/** Accounts: what the shop itself reads and writes beside Better Auth. Writes take `tx` first. */
export function createUsersRepository(db: Db) {
  // Prepared once (and by PostgreSQL once per connection): every resource request runs it.
  const sessionUser = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      role: users.role,
      phone: users.phone,
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

    /** The account's e-mail whose role changed, or undefined when no account uses that e-mail. */
    async setRoleByEmail(tx: Db, email: string, role: Role): Promise<string | undefined> {
      const [changed] = await tx
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
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
            inArray(sql`lower(${users.email})`, emails),
            onlyVerified ? eq(users.emailVerified, true) : undefined,
          ),
        );
    },

    /**
     * Locks the shopper's row until `tx` ends, so changes to one shopper's lists (the chosen
     * address, a count against a cap and the insert after it) wait for each other. FOR NO KEY
     * UPDATE leaves the row's key free, so inserts that reference the shopper elsewhere do not wait.
     */
    async lockForListChange(tx: Db, userId: string) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
