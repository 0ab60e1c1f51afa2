import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { users, verifications } from "../src/db/schema/index.ts";
import { createUser, signIn, type TestUser } from "./helpers/factories.ts";
import { useMailTestApp } from "./helpers/mail-test-app.ts";
import { linksIn, mailTo } from "./helpers/smtp-inbox.ts";
import { cookieHeader } from "./helpers/test-app.ts";

const SUBJECT = "Verify your e-mail for Hogar";

const { t, inbox } = useMailTestApp({
  overrides: { adminEmails: ["boss@example.com", "boss-to-be@example.com"] },
});

/** The verification links that reached `email`, oldest first. */
async function verificationLinks(email: string, count = 1): Promise<string[]> {
  await inbox.waitFor(() => inbox.messages().filter(mailTo(email, SUBJECT)).length >= count);
  return inbox
    .messages()
    .filter(mailTo(email, SUBJECT))
    .map((mail) => linksIn(mail)[0] as string);
}

/** Follows a link as the browser would, with or without the shopper's session. */
function follow(link: string, cookie?: string): Promise<LightMyRequestResponse> {
  const url = new URL(link);
  return t.app.inject({ url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });
}

async function me(user: TestUser) {
  return (await t.app.inject({ url: "/api/me", headers: { cookie: user.cookie } })).json();
}

const resend = (cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/verification-email",
    headers: cookie ? { cookie } : {},
  });

describe("e-mail verification", () => {
  it("sends a link at sign-up that verifies the e-mail and lands on My Data", async () => {
    const user = await createUser(t.app);
    expect(await me(user)).toMatchObject({ emailVerified: false });

    const [link] = await verificationLinks(user.email);
    const mail = inbox.messages().find(mailTo(user.email, SUBJECT));
    expect(mail?.html).toContain("Verify my e-mail");
    expect(mail?.text).toContain(`Hi ${user.name},`);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w-]{43}$/);

    const followed = await follow(link as string, user.cookie);
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe("/account/my-data?notice=email-verified");
    expect(followed.headers["cache-control"]).toBe("no-store");
    expect(await me(user)).toMatchObject({ emailVerified: true });
  });

  it("says a used link is no longer needed by its verified account, and no longer valid signed out", async () => {
    const user = await createUser(t.app);
    const [link] = await verificationLinks(user.email);
    expect((await follow(link as string, user.cookie)).headers.location).toMatch(/email-verified$/);
    const again = await follow(link as string, user.cookie);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe("/account/my-data?notice=email-already-verified");
    expect((await follow(link as string)).headers.location).toBe("/login?notice=verification-link-invalid");
  });

  it("verifies nothing signed out: the login page asks to sign in, and the link works once signed in", async () => {
    const user = await createUser(t.app);
    const [link] = await verificationLinks(user.email);
    const token = new URL(link as string).searchParams.get("token") as string;
    // A mail scanner, or the inbox's owner on another device.
    const signedOut = await follow(link as string);
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe(`/login?verify=${encodeURIComponent(token)}`);
    expect(await me(user)).toMatchObject({ emailVerified: false });

    const later = cookieHeader(await signIn(t.app, user.email, user.password));
    expect((await follow(link as string, later)).headers.location).toBe(
      "/account/my-data?notice=email-verified",
    );
    expect(await me(user)).toMatchObject({ emailVerified: true });
  });

  it("verifies nothing in a browser signed in to another account", async () => {
    const [owner, other] = [await createUser(t.app), await createUser(t.app)];
    const [link] = await verificationLinks(owner.email);
    const followed = await follow(link as string, other.cookie);
    expect(followed.headers.location).toBe("/account/my-data?notice=verification-link-other-account");
    expect(await me(owner)).toMatchObject({ emailVerified: false });
    expect(await me(other)).toMatchObject({ emailVerified: false });
    // The link still works for its account.
    expect((await follow(link as string, owner.cookie)).headers.location).toMatch(/email-verified$/);
  });

  it("refuses an expired link and changes nothing", async () => {
    const user = await createUser(t.app);
    const [link] = await verificationLinks(user.email);
    // A day has passed: the stored expiry is moved, the database's clock judges it.
    await t.database.db.update(verifications).set({ expiresAt: sql`now() - interval '1 second'` });
    const followed = await follow(link as string, user.cookie);
    expect(followed.headers.location).toBe("/account/my-data?notice=verification-link-invalid");
    expect(await me(user)).toMatchObject({ emailVerified: false });
  });

  it("refuses a made-up or missing token", async () => {
    for (const url of ["/api/auth/verify-email?token=forged", "/api/auth/verify-email"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/login?notice=verification-link-invalid");
    }
  });

  it("does not verify an address the account no longer uses", async () => {
    const user = await createUser(t.app);
    const [link] = await verificationLinks(user.email);
    const other = `moved-${user.email}`;
    await t.database.db.update(users).set({ email: other }).where(eq(users.id, user.id));
    expect((await follow(link as string, user.cookie)).headers.location).toMatch(
      /verification-link-invalid$/,
    );
    expect(await me(user)).toMatchObject({ email: other, emailVerified: false });
  });
});

describe("sending the link again", () => {
  it("sends a new working link to a signed-in shopper, at most three times an hour", async () => {
    const user = await createUser(t.app);
    await verificationLinks(user.email);
    for (let i = 0; i < 3; i++) expect((await resend(user.cookie)).statusCode).toBe(204);
    const links = await verificationLinks(user.email, 4);
    expect(new Set(links).size).toBe(4);

    const limited = await resend(user.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: "too_many_requests",
      message: expect.stringMatching(/^Too many e-mails asked for\. Please try again in \d+ minutes?\.$/),
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3_000);

    expect((await follow(links[3] as string, user.cookie)).headers.location).toMatch(/email-verified$/);
    // An earlier link still works until it expires, and finds the e-mail already verified.
    expect((await follow(links[1] as string, user.cookie)).headers.location).toMatch(/email-verified$/);
  });

  it("answers 409 once the e-mail is verified, and 401 without a session", async () => {
    const user = await createUser(t.app);
    const [link] = await verificationLinks(user.email);
    await follow(link as string, user.cookie);
    const verified = await resend(user.cookie);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe("Your e-mail is already verified.");
    expect((await resend()).statusCode).toBe(401);
  });
});

describe("ADMIN_EMAILS", () => {
  it("makes a listed account an admin only once its e-mail is verified", async () => {
    const boss = await createUser(t.app, { email: "boss@example.com" });
    expect(await me(boss)).toMatchObject({ role: "REGULAR" });
    const later = cookieHeader(await signIn(t.app, boss.email, boss.password));
    expect(await me({ ...boss, cookie: later })).toMatchObject({ role: "REGULAR" });

    const [link] = await verificationLinks(boss.email);
    await follow(link as string, boss.cookie);
    expect(await me(boss)).toMatchObject({ role: "ADMIN", emailVerified: true });
  });

  it("does not make an admin of whoever signed up first with a listed address when its owner opens the link", async () => {
    const intruder = await createUser(t.app, { email: "boss-to-be@example.com" });
    const [link] = await verificationLinks(intruder.email);
    // The address's owner (or a mail scanner) opens the link, signed out: nothing is verified.
    expect((await follow(link as string)).headers.location).toMatch(/^\/login\?verify=/);
    const again = cookieHeader(await signIn(t.app, intruder.email, intruder.password));
    expect(await me({ ...intruder, cookie: again })).toMatchObject({ role: "REGULAR", emailVerified: false });
  });
});
