import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInRefusal, waitAfter, waitInWords } from "../src/auth/sign-in-throttle.rules.ts";
import { createSignInThrottle } from "../src/auth/sign-in-throttle.ts";
import type { SignInLimits } from "../src/config.ts";
import { signInThrottle } from "../src/db/schema/index.ts";
import { clientAddressKey } from "../src/lib/client-address.ts";
import { createUser, signIn, type TestUser } from "./helpers/factories.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

// docs/product.md 7: 3 free failures, then doubling waits, locked at the 6th failure. The shop's
// first wait is 2 s; here it is two minutes, so a request slowed by a busy machine (a sign-in hashes
// a password) never sees the wait, said in whole minutes rounded up, change between two steps: time
// passes only through age().
const FIRST_WAIT = 120;
const LIMITS: SignInLimits = {
  freeFailures: 3,
  firstWaitSeconds: FIRST_WAIT,
  lockAfter: 6,
  perAddress: 10,
  perAccount: 15,
  windowSeconds: 900,
};
const WRONG = "Wrong2024x";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ signInLimits: LIMITS });
});
afterAll(() => t.close());

/** Time passes for every counter whose key starts with `prefix`. */
async function age(prefix: string, seconds: number) {
  const earlier = (column: AnyPgColumn) => sql`${column} - make_interval(secs => ${seconds})`;
  await t.database.db
    .update(signInThrottle)
    .set({
      lastAttemptAt: earlier(signInThrottle.lastAttemptAt),
      windowStartedAt: earlier(signInThrottle.windowStartedAt),
    })
    .where(sql`starts_with(${signInThrottle.key}, ${prefix})`);
}

const retryAfter = (response: LightMyRequestResponse) => Number(response.headers["retry-after"]);

/** Retry-After counts down from `wait` seconds: what is left of it, allowing for a slow machine. */
function expectRetryAfterOf(response: LightMyRequestResponse, wait: number) {
  expect(retryAfter(response)).toBeLessThanOrEqual(wait);
  expect(retryAfter(response)).toBeGreaterThan(wait - 30);
}

/** Fails on `user` from `address`, waiting out each slow-down, until the pair is locked. */
async function lockOut(user: TestUser, address: string) {
  let failures = 0;
  for (let attempt = 0; failures < LIMITS.lockAfter && attempt < 2 * LIMITS.lockAfter; attempt++) {
    const response = await signIn(t.app, user.email, WRONG, address);
    if (response.statusCode === 429) {
      expect(response.json().message).toMatch(/Please wait/);
      await age(`pair:${user.email} `, retryAfter(response));
    } else {
      expect(response.statusCode, response.body).toBe(401);
      failures++;
    }
  }
  expect(failures).toBe(LIMITS.lockAfter);
}

function expectRefusal(response: LightMyRequestResponse, message: RegExp) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ code: "too_many_requests", message: expect.stringMatching(message) });
  expect(retryAfter(response)).toBeGreaterThan(0);
  expect(response.cookies).toHaveLength(0);
}

describe("failed sign-ins of one account from one address", () => {
  it("slow down after three: 429 with a Retry-After that doubles, even for the right password", async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 3; i++)
      expect((await signIn(t.app, user.email, WRONG, "10.0.0.1")).statusCode).toBe(401);

    const waiting = await signIn(t.app, user.email, user.password, "10.0.0.1");
    expectRefusal(
      waiting,
      /^Too many failed sign-in attempts\. Please wait 2 minutes before trying again\.$/,
    );
    expectRetryAfterOf(waiting, FIRST_WAIT);

    await age(`pair:${user.email} `, FIRST_WAIT);
    expect((await signIn(t.app, user.email, WRONG, "10.0.0.1")).statusCode).toBe(401);
    const longer = await signIn(t.app, user.email, WRONG, "10.0.0.1");
    expectRefusal(longer, /Please wait 4 minutes/);
    expectRetryAfterOf(longer, 2 * FIRST_WAIT);

    await age(`pair:${user.email} `, 2 * FIRST_WAIT);
    expect((await signIn(t.app, user.email, user.password, "10.0.0.1")).statusCode).toBe(200);
    // A right password starts the account afresh on that address.
    for (let i = 0; i < 3; i++)
      expect((await signIn(t.app, user.email, WRONG, "10.0.0.1")).statusCode).toBe(401);
  });

  it("lock it there for 15 minutes after six, saying how to end the lock", async () => {
    const user = await createUser(t.app);
    await lockOut(user, "10.0.1.1");
    const locked = await signIn(t.app, user.email, user.password, "10.0.1.1");
    expectRefusal(
      locked,
      /^Too many failed sign-in attempts\. Signing in to this account from here is locked for 15 minutes, or use "Forgot password\?"/,
    );
    expect(retryAfter(locked)).toBeGreaterThan(890);
    // Refused attempts count nothing: the lock ends when its time is up, then all is forgotten.
    await age(`pair:${user.email} `, 900);
    expect((await signIn(t.app, user.email, user.password, "10.0.1.1")).statusCode).toBe(200);
  });

  it("never lock the owner out of their own device, nor out of a new one", async () => {
    const owner = await createUser(t.app);
    expect((await signIn(t.app, owner.email, owner.password, "10.0.2.1")).statusCode).toBe(200);
    await lockOut(owner, "10.0.2.66");
    expectRefusal(await signIn(t.app, owner.email, owner.password, "10.0.2.66"), /locked/);

    expect((await signIn(t.app, owner.email, owner.password, "10.0.2.1")).statusCode).toBe(200);
    expect((await signIn(t.app, owner.email, owner.password, "10.0.2.2")).statusCode).toBe(200);
    // Nor does a mistake of the owner's add to the stranger's count.
    expect((await signIn(t.app, owner.email, WRONG, "10.0.2.1")).statusCode).toBe(401);
  });

  it("count an IPv6 /64 as one address, and IPv4-mapped addresses as IPv4", async () => {
    const user = await createUser(t.app);
    const addresses = ["2001:db8:1:2::1", "2001:db8:1:2:aaaa::5", "2001:0db8:0001:0002::ffff"];
    for (const address of addresses) {
      expect((await signIn(t.app, user.email, WRONG, address)).statusCode).toBe(401);
    }
    expectRefusal(await signIn(t.app, user.email, user.password, "2001:db8:1:2::9"), /Please wait/);
    expect((await signIn(t.app, user.email, user.password, "2001:db8:1:3::1")).statusCode).toBe(200);

    expect(clientAddressKey("::ffff:10.9.8.7")).toBe("10.9.8.7");
    expect(clientAddressKey("2001:db8::1")).toBe("2001:0db8:0000:0000::/64");
    expect(clientAddressKey("fe80::1%eth0")).toBe("fe80:0000:0000:0000::/64");
    expect(clientAddressKey("10.9.8.7")).toBe("10.9.8.7");
  });

  it("count an e-mail PostgreSQL cannot store as text (half a surrogate pair) without failing", async () => {
    const response = await signIn(t.app, "ana\ud800@example.com", WRONG, "10.0.3.9");
    // Better Auth then refuses the e-mail itself: a 400, not a failed password.
    expect(response.statusCode, response.body).toBe(400);
  });

  it("hold when many guesses arrive at once", async () => {
    const user = await createUser(t.app);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(t.app, user.email, `Wrong${i}x2024`, "10.0.3.1")),
    );
    const codes = guesses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
  });
});

describe("wider limits", () => {
  it("one address trying many accounts gets 429 for all of them; other addresses do not", async () => {
    for (let i = 0; i < LIMITS.perAddress; i++) {
      const response = await signIn(t.app, `nobody-${i}@example.com`, WRONG, "10.0.4.9");
      expect(response.statusCode).toBe(401);
    }
    const user = await createUser(t.app);
    expectRefusal(
      await signIn(t.app, user.email, user.password, "10.0.4.9"),
      /^Too many failed sign-in attempts from your network\. Please try again in 15 minutes\.$/,
    );
    expect((await signIn(t.app, user.email, user.password, "10.0.4.10")).statusCode).toBe(200);
  });

  it("many addresses trying one account: past its limit only addresses it signed in from may try", async () => {
    const owner = await createUser(t.app);
    expect((await signIn(t.app, owner.email, owner.password, "10.0.5.1")).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.perAccount; i++) {
      expect((await signIn(t.app, owner.email, WRONG, `10.5.${i}.1`)).statusCode).toBe(401);
    }
    expectRefusal(
      await signIn(t.app, owner.email, owner.password, "10.0.5.2"),
      /^Too many failed sign-in attempts on this account from other places\. .*device you signed in from before/,
    );
    expect((await signIn(t.app, owner.email, owner.password, "10.0.5.1")).statusCode).toBe(200);
  });
});

describe("liftLocks, as a password reset calls it", () => {
  it("ends every lock and wait on the account from every address, and no other account's", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    await lockOut(user, "10.0.6.1");
    await lockOut(user, "10.0.6.2");
    await lockOut(other, "10.0.6.3");
    const throttle = createSignInThrottle(t.database.db, LIMITS);
    await t.database.db.transaction((tx) => throttle.liftLocks(tx, user.email.toUpperCase()));

    expect((await signIn(t.app, user.email, user.password, "10.0.6.1")).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, user.password, "10.0.6.2")).statusCode).toBe(200);
    expectRefusal(await signIn(t.app, other.email, other.password, "10.0.6.3"), /locked/);
  });
});

describe("the counters", () => {
  it("live in the database: another process on it sees the same lock", async () => {
    const user = await createUser(t.app);
    await lockOut(user, "10.0.7.1");
    const other = await t.restart();
    expect((await signIn(other, user.email, user.password, "10.0.7.1")).statusCode).toBe(429);
  });

  it("are swept once idle for a day, except the addresses an account signed in from", async () => {
    const user = await createUser(t.app);
    expect((await signIn(t.app, user.email, user.password, "10.0.8.1")).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, WRONG, "10.0.8.1")).statusCode).toBe(401);
    const keys = async () =>
      (await t.database.db.select().from(signInThrottle))
        .map((row) => row.key)
        .filter((key) => key.includes(user.email));
    expect((await keys()).sort()).toEqual(
      [`account:${user.email}`, `known:${user.email} 10.0.8.1`, `pair:${user.email} 10.0.8.1`].sort(),
    );
    await age(`pair:${user.email} `, 24 * 3600 + 1);
    await age(`known:${user.email} `, 24 * 3600 + 1);
    await createSignInThrottle(t.database.db, LIMITS).sweep();
    expect((await keys()).sort()).toEqual([`account:${user.email}`, `known:${user.email} 10.0.8.1`].sort());
  });
});

describe("the rules", () => {
  // The shop's own first wait: 2 seconds (docs/product.md 7).
  const RULE_LIMITS: SignInLimits = { ...LIMITS, firstWaitSeconds: 2 };
  const counter = (failures: number, secondsAgo: number, now: Date) => ({
    key: "k",
    failures,
    windowStartedAt: new Date(now.getTime() - secondsAgo * 1000),
    lastAttemptAt: new Date(now.getTime() - secondsAgo * 1000),
  });

  it("wait nothing for the free failures, then double", () => {
    expect([2, 3, 4, 5, 6].map((failures) => waitAfter(failures, RULE_LIMITS))).toEqual([0, 2, 4, 8, 16]);
    expect([0.2, 1, 59.5, 60, 61, 900].map(waitInWords)).toEqual([
      "1 second",
      "1 second",
      "1 minute",
      "1 minute",
      "2 minutes",
      "15 minutes",
    ]);
  });

  it("give the reason that ends last when several hold", () => {
    const now = new Date();
    const refusal = signInRefusal({
      pair: counter(3, 0, now),
      address: counter(RULE_LIMITS.perAddress, 60, now),
      account: counter(0, 0, now),
      now,
      knownAddress: false,
      limits: RULE_LIMITS,
    });
    expect(refusal?.message).toMatch(/from your network\. Please try again in 14 minutes/);
    expect(refusal?.retryAfterSeconds).toBe(840);
  });

  it("never make a free failure wait, even when the last one is stamped a moment after now", () => {
    // Guesses sent at once: the one that held the lock first may carry a later time than this one.
    const now = new Date();
    const fresh = counter(0, 0, now);
    const input = { address: fresh, account: fresh, now, knownAddress: false, limits: RULE_LIMITS };
    const free = RULE_LIMITS.freeFailures - 1;
    expect(signInRefusal({ ...input, pair: counter(free, -0.05, now) })).toBeUndefined();
    expect(signInRefusal({ ...input, pair: counter(free + 1, -0.05, now) })?.retryAfterSeconds).toBeCloseTo(
      2.05,
    );
  });

  it("forget an account's failures from an address after a quiet window, a lock included", () => {
    const now = new Date();
    const quiet = counter(RULE_LIMITS.lockAfter, RULE_LIMITS.windowSeconds, now);
    const fresh = counter(0, 0, now);
    const input = { address: fresh, account: fresh, now, knownAddress: false, limits: RULE_LIMITS };
    expect(signInRefusal({ ...input, pair: quiet })).toBeUndefined();
    expect(
      signInRefusal({ ...input, pair: counter(RULE_LIMITS.lockAfter, 10, now) })?.retryAfterSeconds,
    ).toBe(890);
  });
});
