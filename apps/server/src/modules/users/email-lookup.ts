import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";

/**
 * What every lookup of an account by e-mail compares: lower(users.email), the expression the
 * index users_email_lower_idx is built on, so the lookup is an index scan. Written once here, so
 * no query compares a slightly different expression the index cannot serve.
 */
const emailKey = sql`lower(${users.email})`;

/** The account whose e-mail is `email`, in any case, with spaces around it ignored. */
export function emailIs(email: string): SQL {
  return eq(emailKey, email.trim().toLowerCase());
}

/** Accounts whose e-mail is one of `emails` (given in lower case). */
export function emailIn(emails: string[]): SQL {
  return inArray(emailKey, emails);
}
