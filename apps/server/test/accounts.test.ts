import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, sessions, users } from "../src/db/schema/index.ts";
import { createUser, signIn } from "./helpers/factories.ts";
import { buildTestApp, cookieHeader, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function countUsers() {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n;
}

describe("sign-up", () => {
  it("creates a REGULAR shopper, signs them in and keeps the token out of the body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: " Ana López ", email: "Ana@Example.com", password: "Casa2024" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeUndefined();
    expect(response.json().user).toMatchObject({ name: "Ana López", email: "ana@example.com" });
    const cookie = response.cookies.find((c) => c.name.endsWith("session_token"));
    expect(cookie?.httpOnly).toBe(true);

    const me = await t.app.inject({ url: "/api/me", headers: { cookie: cookieHeader(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Ana López",
      email: "ana@example.com",
      emailVerified: false,
      image: null,
      role: "REGULAR",
      phone: null,
      // No language picked yet: the browser's languages decide (docs/product.md 80).
      locale: null,
    });
  });

  it("stores the password as an argon2id hash at OWASP's minimum cost or above", async () => {
    const user = await createUser(t.app);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, memory, passes] = /m=(\d+),t=(\d+)/.exec(account?.password ?? "") ?? [];
    expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
    expect(Number(passes)).toBeGreaterThanOrEqual(2);
    expect(account?.password).not.toContain(user.password);
  });

  it("answers an e-mail that has an account like a new one, making no account and changing nothing", async () => {
    const user = await createUser(t.app);
    const before = await countUsers();
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "Other", email: user.email.toUpperCase(), password: "Otra2024x" },
    });
    // docs/product.md 66: the status and words a new e-mail gets, no session.
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      user: null,
      message: `We sent a message to ${user.email}. Check your inbox.`,
    });
    expect(again.cookies).toHaveLength(0);
    expect(await countUsers()).toBe(before);
    expect((await signIn(t.app, user.email, "Otra2024x")).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it("says the same about the inbox to a new e-mail, which is signed in", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "Nuevo", email: "nuevo@example.com", password: "Casa2024" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email: "nuevo@example.com", emailVerified: false },
      message: "We sent a message to nuevo@example.com. Check your inbox.",
    });
    expect(response.cookies.some((c) => c.name.endsWith("session_token"))).toBe(true);
  });

  // The field at fault, for the form to show its message beside it; none for a key the form never sends.
  it.each([
    ["a missing name", { email: "x1@example.com", password: "Casa2024" }, "name", /Name is required/],
    ["a missing password", { name: "Ana", email: "x2@example.com" }, "password", /Password is required/],
    [
      "a weak password",
      { name: "Ana", email: "x3@example.com", password: "casa2024" },
      "password",
      /8-16 characters/,
    ],
    ["a bad e-mail", { name: "Ana", email: "not-an-email", password: "Casa2024" }, "email", /valid e-mail/],
    ["a number for a name", { name: 42, email: "x4@example.com", password: "Casa2024" }, "name", /Name/],
    [
      "a 10 kB name",
      { name: "a".repeat(10_240), email: "x5@example.com", password: "Casa2024" },
      "name",
      /at most/,
    ],
    [
      "a 10 kB e-mail",
      { name: "Ana", email: `${"a".repeat(10_240)}@example.com`, password: "Casa2024" },
      "email",
      /too long/,
    ],
    [
      "a role",
      { name: "Ana", email: "x6@example.com", password: "Casa2024", role: "ADMIN" },
      null,
      /Unrecognized key: "role"/,
    ],
  ])("answers 400 to %s and stores nothing", async (_case, payload, field, message) => {
    const before = await countUsers();
    const response = await t.app.inject({ method: "POST", url: "/api/auth/sign-up/email", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "invalid",
      message: expect.stringMatching(message),
      ...(field && { fields: { [field]: expect.stringMatching(message) } }),
    });
    expect(await countUsers()).toBe(before);
  });

  it("answers 400 to malformed JSON and stores nothing", async () => {
    const before = await countUsers();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { "content-type": "application/json" },
      payload: '{"name":"Ana","email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "invalid", message: "The request body is not valid JSON" });
    expect(await countUsers()).toBe(before);
  });

  it("answers 413 to an oversized body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "a".repeat(200_000), email: "big@example.com", password: "Casa2024" },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/);
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password only", async () => {
    const user = await createUser(t.app);
    const wrong = await signIn(t.app, user.email, "Wrong2024");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Invalid e-mail or password");
    expect(wrong.cookies.find((c) => c.name.endsWith("session_token"))).toBeUndefined();

    const right = await signIn(t.app, user.email.toUpperCase(), user.password);
    expect(right.statusCode).toBe(200);
    expect(right.json().token).toBeUndefined();
    const me = await t.app.inject({ url: "/api/me", headers: { cookie: cookieHeader(right) } });
    expect(me.json().email).toBe(user.email);
  });

  it("answers 400 to bad sign-in input", async () => {
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "a@b.co" },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/password/i);
    const short = await signIn(t.app, "a@b.co", "12345");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 6/);
  });

  it("ends the session on the server at logout", async () => {
    const user = await createUser(t.app);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie: user.cookie, origin: t.config.baseUrl },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    // The old cookie, replayed after logout, no longer opens a session.
    const me = await t.app.inject({ url: "/api/me", headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("keeps the session across a restart of the server", async () => {
    const user = await createUser(t.app);
    const restarted = await t.restart();
    const me = await restarted.inject({ url: "/api/me", headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });
});

describe("origins", () => {
  const payload = () => ({ name: "Ana", email: `origin-${Math.random()}@example.com`, password: "Casa2024" });

  it("accepts the shop opened as 127.0.0.1 as well as localhost outside production", async () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: { origin },
        payload: payload(),
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it("refuses a sign-up posted from another site", async () => {
    const before = await countUsers();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: "https://evil.example" },
      payload: payload(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: "forbidden", message: expect.stringMatching(/another site/) });
    expect(await countUsers()).toBe(before);
  });

  it("refuses a logout posted from another site, so the session stays", async () => {
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { origin: "https://evil.example", cookie: user.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/me", headers: { cookie: user.cookie } })).statusCode).toBe(200);
  });
});

describe("sessions on resource routes", () => {
  const products = (cookie: string) => t.app.inject({ url: "/api/products", headers: { cookie } });

  it("accept a live session and refuse a tampered, expired or ended one", async () => {
    const user = await createUser(t.app);
    expect((await products(user.cookie)).statusCode).toBe(200);

    const [name, value] = user.cookie.split("=") as [string, string];
    const [token, signature] = decodeURIComponent(value).split(".") as [string, string];
    const otherToken = `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`;
    for (const forged of [`${otherToken}.${signature}`, token, `${token}.${"A".repeat(43)}=`]) {
      const response = await products(`${name}=${encodeURIComponent(forged)}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe("You must login or sign up before");
    }

    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await products(user.cookie)).statusCode).toBe(401);
  });

  it("refuse a session after logout", async () => {
    const user = await createUser(t.app);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie: user.cookie, origin: t.config.baseUrl },
      payload: {},
    });
    expect((await products(user.cookie)).statusCode).toBe(401);
  });
});

describe("/api/me", () => {
  it("answers 401 with a readable message without a session or with a forged cookie", async () => {
    const none = await t.app.inject({ url: "/api/me" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: "unauthorized", message: "You must login or sign up before" });
    const forged = await t.app.inject({
      url: "/api/me",
      headers: { cookie: "better-auth.session_token=abc.def" },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("never shows a session token to scripts, even where Better Auth would", async () => {
    const user = await createUser(t.app);
    const token = decodeURIComponent(user.cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    for (const url of ["/api/auth/get-session", "/api/me"]) {
      const response = await t.app.inject({ url, headers: { cookie: user.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(token);
      expect(response.body).not.toContain('"token"');
    }
  });

  it("is never cached", async () => {
    const user = await createUser(t.app);
    const me = await t.app.inject({ url: "/api/me", headers: { cookie: user.cookie } });
    expect(me.headers["cache-control"]).toBe("no-store");
  });
});

describe("sign-ups per client address", () => {
  it("answers 429 past the limit, counting e-mails that have an account like new ones", async () => {
    const limited = await buildTestApp({ signUpLimits: { perAddress: 2, windowSeconds: 3600 } });
    try {
      const signUpFrom = (email: string, remoteAddress: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/sign-up/email",
          payload: { name: "Ana", email, password: "Casa2024x" },
          remoteAddress,
        });
      expect((await signUpFrom("first@example.com", "10.7.0.1")).statusCode).toBe(200);
      // The same e-mail again: an account exists, and the attempt still counts (docs/product.md 66, 67).
      expect((await signUpFrom("first@example.com", "10.7.0.1")).statusCode).toBe(200);
      const refused = await signUpFrom("third@example.com", "10.7.0.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBeDefined();
      expect((await signUpFrom("third@example.com", "10.7.0.2")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
