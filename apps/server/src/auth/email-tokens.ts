import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/client.ts";
import { createEmailTokensRepository } from "./email-tokens.repository.ts";

/** What a link in an e-mail may do; a token issued for one purpose never serves another. */
export type EmailTokenPurpose = "password-reset" | "verify-email" | "change-email";

const repository = createEmailTokensRepository();

// Better Auth keeps its own rows (OAuth state, ...) in the same table: the prefix keeps ours apart.
const prefixOf = (purpose: EmailTokenPurpose) => `hogar-email-token:${purpose}:`;

// What issueEmailToken makes (32 bytes, base64url): anything else cannot match, so no query is made
// (and megabytes from a query string are never hashed).
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Only a hash is stored: someone reading the table (or a backup) cannot use the links. */
const identifierOf = (purpose: EmailTokenPurpose, rawToken: string) =>
  prefixOf(purpose) + createHash("sha256").update(rawToken).digest("hex");

/**
 * Issues a one-time token and stores its hash in `tx` (with the mail that carries it, so both or
 * neither exist). Returns the raw token for the link: 32 random bytes, base64url.
 */
export async function issueEmailToken(
  tx: Db,
  input: { purpose: EmailTokenPurpose; userId: string; email: string; ttlSeconds: number },
): Promise<string> {
  const rawToken = randomBytes(32).toString("base64url");
  await repository.insert(tx, {
    identifier: identifierOf(input.purpose, rawToken),
    value: JSON.stringify({ userId: input.userId, email: input.email }),
    ttlSeconds: input.ttlSeconds,
  });
  return rawToken;
}

/** Who a token was issued to: the account, and the e-mail it was sent to. */
export interface EmailTokenClaim {
  userId: string;
  email: string;
}

function claimOf(value: string | null): EmailTokenClaim | null {
  if (value === null) return null;
  const parsed = JSON.parse(value) as EmailTokenClaim;
  return { userId: parsed.userId, email: parsed.email };
}

/**
 * Uses a token up: the account and e-mail it was issued for, or null when it is unknown, was
 * already used, has expired or belongs to another purpose. Single use even under concurrency
 * (the row is deleted as it is read).
 */
export async function consumeEmailToken(
  tx: Db,
  purpose: EmailTokenPurpose,
  rawToken: string,
): Promise<EmailTokenClaim | null> {
  if (!TOKEN_FORMAT.test(rawToken)) return null;
  return claimOf(await repository.take(tx, identifierOf(purpose, rawToken)));
}

/** Who a token that would still work now was issued to, without using it; null as for consuming. */
export async function peekEmailToken(
  tx: Db,
  purpose: EmailTokenPurpose,
  rawToken: string,
): Promise<EmailTokenClaim | null> {
  if (!TOKEN_FORMAT.test(rawToken)) return null;
  return claimOf(await repository.peek(tx, identifierOf(purpose, rawToken)));
}

/** Whether a token would still work now (unused, unexpired, of this purpose), without using it. */
export async function isEmailTokenLive(
  tx: Db,
  purpose: EmailTokenPurpose,
  rawToken: string,
): Promise<boolean> {
  return (await peekEmailToken(tx, purpose, rawToken)) !== null;
}

/**
 * The e-mail an unused, unexpired token of this purpose was issued for, and when it expires (the
 * newest, when there are several); null when there is none. For the data download: a pending
 * e-mail change is data the shop holds about the shopper.
 */
export async function findPendingEmailToken(
  tx: Db,
  purpose: EmailTokenPurpose,
  userId: string,
): Promise<{ email: string; expiresAt: Date } | null> {
  const row = await repository.findLiveForUser(tx, prefixOf(purpose), userId);
  if (!row) return null;
  const parsed = JSON.parse(row.value) as { email: string };
  return { email: parsed.email, expiresAt: row.expiresAt };
}

/** Withdraws every unused token of this purpose for the account (a reset made the others moot). */
export function revokeEmailTokens(tx: Db, purpose: EmailTokenPurpose, userId: string): Promise<void> {
  return repository.deleteForUser(tx, prefixOf(purpose), userId);
}
