import type { SignInLimits } from "../config.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { createSignInThrottleRepository } from "./sign-in-throttle.repository.ts";

/**
 * Limits failed e-mail sign-ins per e-mail (guessing one account's password) and per client
 * address (trying many accounts). Counters live in the database, so every process shares them.
 * Each attempt is counted before the password is checked and taken back when it succeeds, so
 * guesses sent all at once cannot slip past the limit.
 */
export function createSignInThrottle(db: Db, limits: SignInLimits) {
  const repository = createSignInThrottleRepository();
  const keysFor = (email: string, address: string) => ({ email: `email:${email}`, address: `ip:${address}` });

  return {
    /** Counts the attempt; 429 when the e-mail or the address has used up its failures. */
    async begin(email: string, address: string) {
      const keys = keysFor(email, address);
      const rows = await repository.count(db, [keys.email, keys.address], limits.windowSeconds);
      const blocked = rows.filter((row) =>
        row.key === keys.email ? row.failures > limits.perEmail : row.failures > limits.perAddress,
      );
      if (blocked.length === 0) return;
      const reopensAt =
        Math.max(...blocked.map((row) => row.windowStartedAt.getTime())) + limits.windowSeconds * 1000;
      const minutes = Math.max(1, Math.ceil((reopensAt - Date.now()) / 60_000));
      throw new AppError(
        "too_many_requests",
        `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      );
    },

    /** A right password: the e-mail starts afresh, and the attempt is not held against the address. */
    async succeeded(email: string, address: string) {
      const keys = keysFor(email, address);
      await repository.clear(db, [keys.email]);
      await repository.uncount(db, [keys.address]);
    },

    /** An answer that says nothing about the password (a refused origin, a server error). */
    notAFailure(email: string, address: string) {
      const keys = keysFor(email, address);
      return repository.uncount(db, [keys.email, keys.address]);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
