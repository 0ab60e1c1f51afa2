import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "./helpers/http-shopper.ts";
import { type ServerProcess, startTwoShops, type TwoShops } from "./helpers/server-process.ts";

let shops: TwoShops;

beforeAll(async () => {
  shops = await startTwoShops();
});

afterAll(() => shops.close());

describe("several processes on one PostgreSQL", () => {
  it("migrated the database exactly once", async () => {
    const client = new pg.Client({ connectionString: shops.url });
    await client.connect();
    try {
      const { rows } = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(rows[0].n).toBeGreaterThanOrEqual(1);
      const { rows: dupes } = await client.query(
        "select hash, count(*) from drizzle.__drizzle_migrations group by hash having count(*) > 1",
      );
      expect(dupes).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it("accepts a session made on one process on the other, and ends it everywhere at logout", async () => {
    const [a, b] = shops.servers;
    const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a.url },
      body: JSON.stringify({ name: "Ana", email: "two-processes@example.com", password: "Casa2024" }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const onB = await fetch(`${b.url}/api/me`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect((await onB.json()).email).toBe("two-processes@example.com");

    const out = await fetch(`${a.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: a.url },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect((await fetch(`${b.url}/api/me`, { headers: { cookie } })).status).toBe(401);
  });

  it("holds the sign-in throttle across processes: failures spread over both are counted together", async () => {
    const [a, b] = shops.servers;
    const email = `guessed-${Date.now()}@example.com`;
    const signUp = await call(a.url, "/api/auth/sign-up/email", {
      method: "POST",
      body: { name: "Ana", email, password: "Casa2024x" },
    });
    expect(signUp.status).toBe(200);
    const signIn = (server: ServerProcess, password: string) =>
      call(server.url, "/api/auth/sign-in/email", { method: "POST", body: { email, password } });
    // A wait of `seconds` from the last failure; a slow machine may have used up most of it (a
    // busy CI host took over a second between two requests), so only its ceiling is certain.
    const expectWait = async (response: Response, seconds: number) => {
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(seconds);
      expect((await response.json()).message).toMatch(
        new RegExp(`^Too many failed sign-in attempts\\. Please wait ${retryAfter} seconds? before`),
      );
    };

    // docs/product.md 7: 3 free failures, then a wait of 2 s that doubles. Alternate the processes
    // so neither sees more than two failures: only a shared count can make the next try wait.
    for (let i = 0; i < 3; i++) expect((await signIn(i % 2 ? b : a, "Wrong2024x")).status).toBe(401);
    await failedJustNow(email);
    await expectWait(await signIn(b, "Wrong2024x"), 2);
    // The wait holds on both processes, for the right password too.
    await expectWait(await signIn(a, "Casa2024x"), 2);

    await passTime(email, 2);
    expect((await signIn(a, "Wrong2024x")).status).toBe(401);
    await failedJustNow(email);
    // The fourth failure, made on a, doubles the wait that b asks for: more than the 2 s of three.
    const doubled = await signIn(b, "Wrong2024x");
    await expectWait(doubled, 4);
    expect(Number(doubled.headers.get("retry-after"))).toBeGreaterThan(2);

    await passTime(email, 4);
    expect((await signIn(b, "Casa2024x")).status).toBe(200);
  });
});

/** Runs one statement on the shops' database. */
async function query(text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: shops.url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Time passes for the e-mail's failed sign-in counters, as the in-process throttle test does. */
function passTime(email: string, seconds: number) {
  return query(
    `update sign_in_throttle set last_attempt_at = last_attempt_at - make_interval(secs => $2),
     window_started_at = window_started_at - make_interval(secs => $2) where starts_with(key, $1)`,
    [`pair:${email} `, seconds],
  );
}

/**
 * The last failure happened just now: its password check (scrypt) may take seconds on a busy CI
 * host, which used up the 2 s wait the next attempt is to meet (as account-recovery.test.ts saw).
 */
function failedJustNow(email: string) {
  return query("update sign_in_throttle set last_attempt_at = now() where starts_with(key, $1)", [
    `pair:${email} `,
  ]);
}
