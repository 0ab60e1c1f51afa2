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

  it("holds the sign-in rate limit across processes: guesses spread over both are counted together", async () => {
    const [a, b] = shops.servers;
    const email = `guessed-${Date.now()}@example.com`;
    const signUp = await call(a.url, "/api/auth/sign-up/email", {
      method: "POST",
      body: { name: "Ana", email, password: "Casa2024x" },
    });
    expect(signUp.status).toBe(200);
    const signIn = (server: ServerProcess, password: string) =>
      call(server.url, "/api/auth/sign-in/email", { method: "POST", body: { email, password } });
    // The limit is 5 failures per e-mail; alternate processes so neither sees more than 3.
    for (let i = 0; i < 5; i++) expect((await signIn(i % 2 ? b : a, "Wrong2024x")).status).toBe(401);
    for (const server of [a, b]) {
      const blocked = await signIn(server, "Casa2024x");
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).message).toMatch(/^Too many failed sign-in attempts/);
    }
  });
});
