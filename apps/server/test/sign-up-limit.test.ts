import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignUpLimit } from "../src/auth/sign-up-limit.ts";
import { jobs, signInThrottle, users } from "../src/db/schema/index.ts";
import { AppError, TooManyRequestsError } from "../src/lib/errors.ts";
import { createUser } from "./helpers/factories.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

const LIMITS = { perAddress: 3, windowSeconds: 3600 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const limit = () => createSignUpLimit(t.database.db, LIMITS);

async function refusal(attempt: Promise<void>) {
  const error = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TooManyRequestsError);
  return error as TooManyRequestsError;
}

describe("sign-ups per client address (docs/product.md 67)", () => {
  it("allow three an hour from one address, then 429 with a readable message and when to retry", async () => {
    const signUps = limit();
    for (let i = 0; i < 3; i++) await signUps.begin("10.1.0.1");
    const refused = await refusal(signUps.begin("10.1.0.1"));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.kind).toBe("too_many_requests");
    expect(refused.message).toBe("Too many sign-ups from your network. Please try again in 60 minutes.");
    expect(refused.retryAfterSeconds).toBeGreaterThan(3590);
    // Another address is not affected.
    await signUps.begin("10.1.0.2");
  });

  it("count nothing for a refused attempt, and start afresh when the hour is over", async () => {
    const signUps = limit();
    for (let i = 0; i < 3; i++) await signUps.begin("10.1.1.1");
    await refusal(signUps.begin("10.1.1.1"));
    await refusal(signUps.begin("10.1.1.1"));
    const [row] = await t.database.db
      .select()
      .from(signInThrottle)
      .where(sql`${signInThrottle.key} = 'sign-up:10.1.1.1'`);
    expect(row?.failures).toBe(3);
    await t.database.db
      .update(signInThrottle)
      .set({ windowStartedAt: sql`${signInThrottle.windowStartedAt} - interval '1 hour'` })
      .where(sql`${signInThrottle.key} = 'sign-up:10.1.1.1'`);
    for (let i = 0; i < 3; i++) await signUps.begin("10.1.1.1");
    await refusal(signUps.begin("10.1.1.1"));
  });

  it("count an IPv6 /64 as one address", async () => {
    const signUps = limit();
    for (const address of ["2001:db8:5::1", "2001:db8:5:0:1::1", "2001:db8:5::ffff"]) {
      await signUps.begin(address);
    }
    await refusal(signUps.begin("2001:db8:5::2"));
    await signUps.begin("2001:db8:6::1");
  });

  it("let exactly three of many sign-ups sent at once through, in every process", async () => {
    const [one, other] = [limit(), createSignUpLimit(t.database.db, LIMITS)];
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? one : other).begin("10.1.2.1")),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toBeInstanceOf(TooManyRequestsError);
    }
  });
});

describe("the sign-up route", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ signUpLimits: { perAddress: 2, windowSeconds: 3600 } });
  });
  afterAll(() => limited.close());

  const signUp = (email: string, remoteAddress: string) =>
    limited.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: limited.config.baseUrl },
      payload: { name: "Ana López", email, password: "Casa2024x" },
      remoteAddress,
    });

  it("counts an e-mail with an account like a new one, then answers 429 and changes nothing", async () => {
    const owner = await createUser(limited.app, { email: "owner-limit@example.com" });
    expect((await signUp("new-limit-1@example.com", "10.2.0.1")).statusCode).toBe(200);
    expect((await signUp(owner.email, "10.2.0.1")).statusCode).toBe(200);
    const [accountsBefore, mailBefore] = [
      await limited.database.db.select().from(users),
      await limited.database.db.select().from(jobs),
    ];

    for (const email of ["new-limit-2@example.com", owner.email]) {
      const refused = await signUp(email, "10.2.0.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: "too_many_requests",
        message: "Too many sign-ups from your network. Please try again in 60 minutes.",
      });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3590);
      expect(refused.headers["cache-control"]).toBe("no-store");
      expect(refused.cookies).toHaveLength(0);
    }
    expect(await limited.database.db.select().from(users)).toEqual(accountsBefore);
    expect(await limited.database.db.select().from(jobs)).toEqual(mailBefore);

    expect((await signUp("new-limit-3@example.com", "10.2.0.2")).statusCode).toBe(200);
  });
});
