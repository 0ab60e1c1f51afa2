import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { createUser, signIn } from "./helpers/factories.ts";
import { buildTestApp, type TestApp, testConfig } from "./helpers/test-app.ts";

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await buildTestApp({ logLevel: "trace", logStream });
});
afterAll(() => t.close());

describe("health", () => {
  it("answers ok with the database kind after checking it", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: t.database.kind });
  });

  it("answers 503 with a readable message when the database is unreachable", async () => {
    const config = testConfig({
      database: { kind: "postgres", url: "postgres://postgres@127.0.0.1:1/none" },
    });
    const database = openDatabase(config.database);
    const app = await buildApp(config, database);
    try {
      const response = await app.inject({ url: "/api/health" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: "unavailable", message: expect.stringMatching(/unavailable/) });
      // Other routes that need the database answer 503 too, not 500.
      const me = await app.inject({ url: "/api/me", headers: { cookie: "better-auth.session_token=a.b" } });
      expect(me.statusCode).toBe(503);
      expect(me.json().message).toMatch(/unavailable/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("OpenAPI document", () => {
  it("describes the API from the same schemas", async () => {
    const response = await t.app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/me", "/api/health", "/api/auth/sign-up/email"]),
    );
    const signUpBody =
      doc.paths["/api/auth/sign-up/email"].post.requestBody.content["application/json"].schema;
    expect(signUpBody.required).toEqual(expect.arrayContaining(["name", "email", "password"]));
  });
});

describe("request ids and logs", () => {
  it("gives each request an id and returns it", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "lb-1234" } });
    expect(traced.headers["x-request-id"]).toBe("lb-1234");
    expect(logLines.some((line) => line.includes('"reqId":"lb-1234"'))).toBe(true);
  });

  it("never writes a password, cookie or session token", async () => {
    const user = await createUser(t.app, { password: "Secreto2024" });
    await signIn(t.app, user.email, "Equivocado1");
    await t.app.inject({ url: "/api/me", headers: { cookie: user.cookie } });
    await t.app.inject({ url: "/api/auth/callback/github?code=abc123secret&state=st4te" });
    const token = user.cookie.split("=")[1]?.split(".")[0] ?? "";
    const log = logLines.join("");
    expect(log.length).toBeGreaterThan(0);
    expect(token.length).toBeGreaterThan(10);
    for (const secret of ["Secreto2024", "Equivocado1", token, "abc123secret", "st4te"]) {
      expect(log).not.toContain(secret);
    }
  });

  it("never writes a session token when the database fails under a request", async () => {
    const user = await createUser(t.app);
    const token = user.cookie.split("=")[1]?.split(".")[0] ?? "";
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // Same secret, so the cookie's signature holds and the token reaches a query that fails.
    const config = testConfig({
      logLevel: "info",
      logStream,
      database: { kind: "postgres", url: "postgres://postgres@127.0.0.1:1/none" },
    });
    const database = openDatabase(config.database);
    const app = await buildApp(config, database);
    try {
      const response = await app.inject({ url: "/api/cart", headers: { cookie: user.cookie } });
      expect(response.statusCode).toBe(503);
      const log = lines.join("");
      expect(log).toContain("database unavailable");
      expect(log).toContain("ECONNREFUSED");
      expect(log).not.toContain(token);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
