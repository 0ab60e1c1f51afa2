import { m } from "@hogar/shared/messages";
import { createSignInThrottleRepository } from "../../auth/sign-in-throttle.repository.ts";
import type { Db } from "../../db/client.ts";
import { TooManyRequestsError } from "../../lib/errors.ts";
import { PromotionRefusedError } from "./promotion-redemption.ts";

/**
 * Codes that do not exist one shopper may try in an hour, at the checkout's preview or with an
 * order: plenty for typing mistakes, too few to find a Buen Fin code by trying them all (a
 * security review sent 301 in 2.6 s). Counted in the sign-in throttle's table, shared by every
 * process, under a key of its own.
 */
export const PROMOTION_GUESSES = { perWindow: 20, windowSeconds: 3_600 } as const;

const keyOf = (userId: string) => `promotion-guess:user:${userId}`;

/** Deletes the account's counter, in its deletion's transaction (docs/product.md 61). */
export function forgetPromotionGuesses(tx: Db, userId: string): Promise<void> {
  return createSignInThrottleRepository().clear(tx, [keyOf(userId)]);
}

export function createPromotionGuessLimit(db: Db) {
  const counters = createSignInThrottleRepository();
  const { perWindow, windowSeconds } = PROMOTION_GUESSES;

  /** 429 once the shopper's unknown codes this hour reached the limit, before any code is looked up. */
  async function refuseWhenOver(userId: string): Promise<void> {
    const counter = await counters.find(db, keyOf(userId));
    if (!counter || counter.failures < perWindow) return;
    const seconds = Math.ceil((counter.windowStartedAt.getTime() + windowSeconds * 1000 - Date.now()) / 1000);
    if (seconds <= 0) return;
    const wait = m.server_wait_minutes({ count: Math.ceil(seconds / 60) });
    throw new TooManyRequestsError(m.promotions_too_many_guesses({ wait }), seconds);
  }

  return {
    /**
     * Runs a use of a code the shopper typed: refused past the limit, and a code that does not
     * exist counted (its refusal then goes on as it was).
     */
    async guarding<T>(userId: string, use: () => Promise<T>): Promise<T> {
      await refuseWhenOver(userId);
      try {
        return await use();
      } catch (error) {
        if (error instanceof PromotionRefusedError && error.code === "promotion_unknown") {
          await counters.count(db, [keyOf(userId)], windowSeconds);
        }
        throw error;
      }
    },
  };
}
