import type { SignInLimits } from "../config.ts";
import type { Db } from "../db/client.ts";
import { clientAddressKey } from "../lib/client-address.ts";
import { TooManyRequestsError } from "../lib/errors.ts";
import { type Counter, createSignInThrottleRepository } from "./sign-in-throttle.repository.ts";
import { type Refusal, signInRefusal } from "./sign-in-throttle.rules.ts";

/** An address that signed in to an account is remembered this long after its last sign-in. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;
/** Counters idle this long are swept (longer than any window that reads them: the mail limits' hour). */
const IDLE_SECONDS = 24 * 3600;
const SWEEP_EVERY_MS = 3600 * 1000;

// Half of a UTF-16 surrogate pair on its own: PostgreSQL's text cannot hold it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The e-mail as counters know it: what sign-in matches (trimmed, lower case), storable as text. */
function accountOf(email: string): string {
  return email.trim().toLowerCase().replace(LONE_SURROGATE, "\uFFFD");
}

/**
 * Keys are "<kind>:<e-mail> <address>": an e-mail never holds a space, so no account's keys start
 * with another's prefix.
 */
function keysFor(email: string, ip: string) {
  const account = accountOf(email);
  const address = clientAddressKey(ip);
  return {
    pair: `pair:${account} ${address}`,
    address: `ip:${address}`,
    account: `account:${account}`,
    known: `${knownPrefixOf(email)}${address}`,
  };
}

/** The start of every "known:" key of the account: the addresses it signed in from follow it. */
const knownPrefixOf = (email: string) => `known:${accountOf(email)} `;

/**
 * The client addresses the throttle remembers the account signing in from (an IPv6 address by its
 * /64), with the last sign-in from each, newest first: data the shop holds about the shopper, for
 * the data download (docs/product.md 62).
 */
export async function findSignInAddresses(db: Db, email: string) {
  const prefix = knownPrefixOf(email);
  const rows = await createSignInThrottleRepository().findStartingWith(db, prefix);
  return rows.map((row) => ({ address: row.key.slice(prefix.length), lastSignInAt: row.lastAttemptAt }));
}

const withinWindow = (counter: Counter, now: Date, windowSeconds: number) =>
  now.getTime() - counter.windowStartedAt.getTime() < windowSeconds * 1000;

/** One more failure on a fixed-window counter (per address, per account). */
function countedInWindow(counter: Counter, now: Date, windowSeconds: number): Counter {
  if (!withinWindow(counter, now, windowSeconds)) {
    return { ...counter, failures: 1, windowStartedAt: now, lastAttemptAt: now };
  }
  return { ...counter, failures: counter.failures + 1, lastAttemptAt: now };
}

/** One more failure on the account-and-address counter, forgotten after a window without any. */
function countedSinceLast(counter: Counter, now: Date, windowSeconds: number): Counter {
  if (now.getTime() - counter.lastAttemptAt.getTime() >= windowSeconds * 1000) {
    return { ...counter, failures: 1, windowStartedAt: now, lastAttemptAt: now };
  }
  return { ...counter, failures: counter.failures + 1, lastAttemptAt: now };
}

/**
 * Failed e-mail sign-ins slow down, then lock, per account and client address together
 * (docs/product.md 7), so a stranger's failures elsewhere never lock the owner out of their own
 * device. Two wider limits stand behind it: one address trying many accounts, and many addresses
 * trying one account (then only addresses that signed in to it before may go on).
 *
 * Counters live in the database, so every process shares them. Each attempt is judged and counted
 * in one transaction holding the counters' rows, before the password is checked, and taken back
 * when it succeeds: guesses sent all at once cannot slip past a limit. A refused attempt counts
 * nothing, so waiting out a lock is enough to end it.
 */
export function createSignInThrottle(db: Db, limits: SignInLimits) {
  const repository = createSignInThrottleRepository();
  let lastSweep = 0;

  async function sweepNowAndThen() {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await repository.sweep(db, {
      idleSeconds: Math.max(IDLE_SECONDS, limits.windowSeconds),
      keptPrefix: "known:",
      keptSeconds: KNOWN_ADDRESS_SECONDS,
    });
  }

  async function liftLocks(tx: Db, email: string) {
    const keys = keysFor(email, "");
    // In the order begin() locks them (account before pair), so the two never deadlock.
    await repository.clear(tx, [keys.account]);
    await repository.clearStartingWith(tx, `pair:${accountOf(email)} `);
  }

  function refuse(refusal: Refusal): never {
    throw new TooManyRequestsError(refusal.message, refusal.retryAfterSeconds);
  }

  return {
    /** Counts the attempt; 429 with Retry-After while one of the limits holds. */
    async begin(email: string, ip: string) {
      await sweepNowAndThen();
      const keys = keysFor(email, ip);
      await db.transaction(async (tx) => {
        const { rows, now } = await repository.lock(tx, [keys.pair, keys.address, keys.account]);
        const row = (key: string) => rows.find((r) => r.key === key) as Counter;
        const counters = { pair: row(keys.pair), address: row(keys.address), account: row(keys.account) };
        const known = await repository.find(tx, keys.known);
        const refusal = signInRefusal({ ...counters, now, knownAddress: known !== undefined, limits });
        if (refusal) refuse(refusal);
        await repository.save(tx, countedSinceLast(counters.pair, now, limits.windowSeconds));
        await repository.save(tx, countedInWindow(counters.address, now, limits.windowSeconds));
        await repository.save(tx, countedInWindow(counters.account, now, limits.windowSeconds));
      });
    },

    /**
     * A right password: this account starts afresh on this address, which is remembered as one
     * the account signs in from, and the attempt is held against neither the address nor the account.
     */
    async succeeded(email: string, ip: string) {
      const keys = keysFor(email, ip);
      await db.transaction(async (tx) => {
        await repository.uncount(tx, [keys.account, keys.address]);
        await repository.clear(tx, [keys.pair]);
        await repository.touch(tx, keys.known);
      });
    },

    /** An answer that says nothing about the password (a refused origin, a server error). */
    notAFailure(email: string, ip: string) {
      const keys = keysFor(email, ip);
      return repository.uncount(db, [keys.account, keys.address, keys.pair].sort());
    },

    /**
     * A password reset proved the shopper owns the e-mail: every lock and wait on the account ends,
     * whichever address it was counted from (docs/product.md 7). Runs in the reset's transaction.
     */
    liftLocks,

    /**
     * The account is being deleted: every counter keyed by its e-mail goes, the addresses it
     * signed in from too (docs/product.md 61). Runs in the deletion's transaction.
     */
    async forgetAccount(tx: Db, email: string) {
      // After liftLocks' account and pair, as succeeded() takes pair before known: no deadlock.
      await liftLocks(tx, email);
      await repository.clearStartingWith(tx, knownPrefixOf(email));
    },

    /** Deletes idle counters at once (otherwise done now and then by begin). */
    sweep() {
      lastSweep = 0;
      return sweepNowAndThen();
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
