// What `npm run admin -- grant <email> | revoke <email>` does: the only way to change a role
// (docs/product.md 35). The script in apps/server/scripts/admin.ts opens the database around it.
import type { Db } from "../../db/client.ts";
import { createUsersRepository, type Role } from "./users.repository.ts";

export const ROLE_CHANGE_USAGE = "Usage: npm run admin -- grant <email> | revoke <email>";

export interface RoleChange {
  role: Role;
  email: string;
}

/** The change the command's arguments ask for, or undefined when they are not a command. */
export function parseRoleChange(args: readonly string[]): RoleChange | undefined {
  const [action, email] = args;
  if ((action !== "grant" && action !== "revoke") || !email) return undefined;
  return { role: action === "grant" ? "ADMIN" : "REGULAR", email };
}

/** Changes the account's role; the message says to whom, or that nobody uses the e-mail. */
export async function changeRole(db: Db, { role, email }: RoleChange) {
  const changed = await createUsersRepository(db).setRoleByEmail(db, email, role);
  if (!changed) {
    return { changed: false, message: `No account uses the e-mail ${email}. The person must sign up first.` };
  }
  const becomes = role === "ADMIN" ? "an admin" : "a regular shopper";
  return { changed: true, message: `${changed} is now ${becomes}.` };
}
