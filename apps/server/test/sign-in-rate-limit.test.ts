import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInThrottle } from "../src/db/schema/index.ts";
import { createUser, signIn } from "./helpers/factories.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ signInLimits: { perEmail: 3, perAddress: 5, windowSeconds: 900 } });
});
afterAll(() => t.close());

describe("failed sign-in rate limit", () => {
  it("answers 429 per e-mail after too many failures, even with the right password", async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 3; i++)
      expect((await signIn(t.app, user.email, "Wrong2024", "10.0.0.1")).statusCode).toBe(401);
    const blocked = await signIn(t.app, user.email, user.password, "10.0.0.2");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: "too_many_requests",
      message: expect.stringMatching(
        /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect(blocked.cookies).toHaveLength(0);
  });

  it("answers 429 per address across many e-mails", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t.app, `nobody-${i}@example.com`, "Wrong2024", "10.0.0.9")).statusCode).toBe(401);
    }
    const user = await createUser(t.app);
    expect((await signIn(t.app, user.email, user.password, "10.0.0.9")).statusCode).toBe(429);
    // Another address is not affected.
    expect((await signIn(t.app, user.email, user.password, "10.0.0.10")).statusCode).toBe(200);
  });

  it("keeps the counters in the database and clears the e-mail's on success", async () => {
    const user = await createUser(t.app);
    await signIn(t.app, user.email, "Wrong2024", "10.0.1.1");
    const rows = await t.database.db.select().from(signInThrottle);
    expect(rows.find((r) => r.key === `email:${user.email}`)?.failures).toBe(1);
    expect((await signIn(t.app, user.email, user.password, "10.0.1.1")).statusCode).toBe(200);
    const after = await t.database.db.select().from(signInThrottle);
    expect(after.find((r) => r.key === `email:${user.email}`)).toBeUndefined();
  });

  it("holds when many guesses arrive at once", async () => {
    const user = await createUser(t.app);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(t.app, user.email, `Wrong${i}x2024`, `10.0.3.${i}`)),
    );
    const codes = guesses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(3);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(9);
  });

  it("is shared by another process on the same database", async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 3; i++) await signIn(t.app, user.email, "Wrong2024", "10.0.2.1");
    const other = await t.restart();
    expect((await signIn(other, user.email, user.password, "10.0.2.2")).statusCode).toBe(429);
  });
});
