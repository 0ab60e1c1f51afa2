import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, users } from "../src/db/schema/index.ts";
import { createUser } from "./helpers/factories.ts";
import { startOidcProvider } from "./helpers/oidc-provider.ts";
import { buildTestApp, cookieHeader, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
beforeAll(async () => {
  provider = await startOidcProvider();
  const standIn = provider.standIn();
  t = await buildTestApp({ oidcStandIns: { google: standIn, facebook: standIn, github: standIn } });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** The whole authorization-code flow: start at the shop, pass the provider, come back to the callback. */
async function signInWith(app: FastifyInstance, providerId: string) {
  const start = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/social",
    payload: { provider: providerId, callbackURL: "/feed", errorCallbackURL: "/login" },
  });
  expect(start.statusCode).toBe(200);
  const authorizeUrl = new URL(start.json().url);
  const atProvider = await fetch(authorizeUrl, { redirect: "manual" });
  const back = new URL(atProvider.headers.get("location") ?? "");
  expect(back.pathname).toBe(`/api/auth/callback/${providerId}`);
  const callback = await app.inject({
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookieHeader(start) },
  });
  return { authorizeUrl, callback };
}

async function me(app: FastifyInstance, cookie: string) {
  const response = await app.inject({ url: "/api/me", headers: { cookie } });
  return response.statusCode === 200 ? response.json() : null;
}

const identity = (overrides: Partial<Parameters<typeof provider.nextIdentity>[0]> = {}) => ({
  sub: randomUUID(),
  email: `social-${randomUUID()}@example.com`,
  emailVerified: true,
  name: "Luis Pérez",
  ...overrides,
});

describe.each(["google", "facebook", "github"])("sign-in with %s", (providerId) => {
  it("completes the authorization-code flow with PKCE and creates a REGULAR shopper", async () => {
    const person = identity();
    provider.nextIdentity(person);
    const { authorizeUrl, callback } = await signInWith(t.app, providerId);
    expect(authorizeUrl.searchParams.get("response_type")).toBe("code");
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("code_challenge")).toBeTruthy();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toMatch(/\/feed$/);
    expect(await me(t.app, cookieHeader(callback))).toMatchObject({
      email: person.email,
      emailVerified: true,
      name: person.name,
      role: "REGULAR",
    });

    // A second sign-in finds the same shopper.
    provider.nextIdentity(person);
    const again = await signInWith(t.app, providerId);
    const first = await me(t.app, cookieHeader(callback));
    expect((await me(t.app, cookieHeader(again.callback)))?.id).toBe(first?.id);
  });
});

describe("account linking", () => {
  it("links a provider that vouches for the e-mail to an account that verified it", async () => {
    const user = await createUser(t.app);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    provider.nextIdentity(identity({ email: user.email, emailVerified: true }));
    const { callback } = await signInWith(t.app, "github");
    expect(callback.headers.location).toMatch(/\/feed$/);
    expect((await me(t.app, cookieHeader(callback)))?.id).toBe(user.id);
  });

  it("refuses to link even a vouched e-mail to an account that never verified it", async () => {
    // docs/product.md 5: whoever signed up first with someone else's address must not end up
    // sharing the real owner's account (the pre-registration hole of decision 001).
    const squatter = await createUser(t.app);
    provider.nextIdentity(identity({ email: squatter.email, emailVerified: true }));
    const { callback } = await signInWith(t.app, "google");
    expect(callback.headers.location).toBe("/login?error=account_not_linked&method=credential");
    expect(callback.cookies.find((c) => c.name.endsWith("session_token"))).toBeUndefined();
    const methods = await t.database.db
      .select({ providerId: accounts.providerId })
      .from(accounts)
      .where(eq(accounts.userId, squatter.id));
    expect(methods).toEqual([{ providerId: "credential" }]);
  });

  it("refuses an unverified provider e-mail, naming the method the account uses", async () => {
    const user = await createUser(t.app);
    provider.nextIdentity(identity({ email: user.email, emailVerified: false }));
    const { callback } = await signInWith(t.app, "google");
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/login?error=account_not_linked&method=credential");
    expect(callback.cookies.find((c) => c.name.endsWith("session_token"))).toBeUndefined();
  });

  it("names the first social method when the account has no password", async () => {
    const email = `linked-${randomUUID()}@example.com`;
    provider.nextIdentity(identity({ email }));
    await signInWith(t.app, "facebook");
    provider.nextIdentity(identity({ email, emailVerified: false }));
    const { callback } = await signInWith(t.app, "github");
    expect(callback.headers.location).toBe("/login?error=account_not_linked&method=facebook");
  });
});

describe("provider configuration", () => {
  it("lists which providers are configured", async () => {
    const response = await t.app.inject({ url: "/api/social-providers" });
    expect(response.json()).toEqual([
      { id: "google", name: "Google", configured: true },
      { id: "facebook", name: "Facebook", configured: true },
      { id: "github", name: "GitHub", configured: true },
    ]);
  });

  it("refuses to start an unconfigured provider", async () => {
    const bare = await buildTestApp();
    try {
      const list = await bare.app.inject({ url: "/api/social-providers" });
      expect(list.json().every((p: { configured: boolean }) => !p.configured)).toBe(true);
      const start = await bare.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/social",
        payload: { provider: "github", callbackURL: "/feed" },
      });
      expect(start.statusCode).toBe(404);
      expect(start.json().message).toBe("GitHub sign-in is not configured");
    } finally {
      await bare.close();
    }
  });
});
