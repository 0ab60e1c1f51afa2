import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccountRecovery, FORGOT_PASSWORD_ANSWER_MS } from "../src/auth/account-recovery.ts";
import { createMailRequestLimit } from "../src/auth/mail-request-limit.ts";
import { DEFAULT_SIGN_IN_LIMITS } from "../src/config.ts";
import { accounts, jobs, sessions, users, verifications } from "../src/db/schema/index.ts";
import { MAIL_JOB } from "../src/modules/mail/outbox.ts";
import { createUser, signIn, type TestUser } from "./helpers/factories.ts";
import { useMailTestApp } from "./helpers/mail-test-app.ts";
import { linksIn, mailTo } from "./helpers/smtp-inbox.ts";
import { buildTestApp, cookieHeader } from "./helpers/test-app.ts";

const RESET_SUBJECT = "Set a new password for Hogar";
const ATTEMPT_SUBJECT = "Someone tried to sign up to Hogar with your e-mail";
const SIGN_UP_MESSAGE = "Password: 8-16 characters, at least one digit, one lower and upper case letter";

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
// The shop's first wait after three wrong passwords is 2 s; under CI's load two sign-ins took longer
// than that, and the lock test's right password went through. Two minutes here, as in
// my-account.test.ts.
const signInLimits = { ...DEFAULT_SIGN_IN_LIMITS, firstWaitSeconds: 120 };
const { t, inbox } = useMailTestApp({ overrides: { logLevel: "debug", logStream, signInLimits } });

let nextAddress = 0;
/** Each test asks from its own client address, so the per-address limit stays out of its way. */
const address = () => `10.9.0.${++nextAddress}`;

function forgotPassword(email: string, remoteAddress = address()) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email },
    remoteAddress,
  });
}

function resetPassword(token: string, password: string) {
  return t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, password } });
}

/** The reset tokens mailed to `email`, oldest first (waits for `count` of them). */
async function resetTokens(email: string, count = 1): Promise<string[]> {
  await inbox.waitFor(() => inbox.messages().filter(mailTo(email, RESET_SUBJECT)).length >= count);
  return inbox
    .messages()
    .filter(mailTo(email, RESET_SUBJECT))
    .map((mail) => {
      const link = new URL(linksIn(mail)[0] as string);
      expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/reset-password");
      return link.searchParams.get("token") as string;
    });
}

/**
 * Every mail queued so far is in the inbox: the outbox holds none still to send. A job is deleted
 * only after the mail server accepted its message, so nothing can arrive after this.
 */
async function outboxDelivered(timeoutMs = 10_000) {
  const queued = () =>
    t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), eq(jobs.status, "pending")));
  await expect.poll(async () => (await queued()).length, { timeout: timeoutMs }).toBe(0);
}

async function requestToken(user: TestUser): Promise<string> {
  const before = inbox.messages().filter(mailTo(user.email, RESET_SUBJECT)).length;
  expect((await forgotPassword(user.email)).statusCode).toBe(200);
  return (await resetTokens(user.email, before + 1)).at(-1) as string;
}

const meStatus = async (cookie: string) =>
  (await t.app.inject({ url: "/api/me", headers: { cookie } })).statusCode;

describe("forgot password", () => {
  it("gives the same status and words, never sooner than the floor, whether or not an account uses the e-mail", async () => {
    const known = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    const unknown = known.map(() => `nobody-${randomUUID()}@example.com`);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await forgotPassword(email);
      return { response, ms: performance.now() - started };
    };
    for (const [i, user] of known.entries()) {
      const stranger = unknown[i] as string;
      const mine = await timed(user.email);
      const theirs = await timed(stranger);
      expect(mine.response.statusCode).toBe(200);
      expect(theirs.response.statusCode).toBe(200);
      expect(mine.response.body.replace(user.email, "<e-mail>")).toBe(
        theirs.response.body.replace(stranger, "<e-mail>"),
      );
      // A lower bound only (a timer may fire a millisecond early): how much later an answer comes
      // depends on the machine; the next test shows both wait for the same moment.
      expect(mine.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 10);
      expect(theirs.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 10);
    }
    expect((await forgotPassword(unknown[0] as string)).json()).toEqual({
      message: `If an account uses ${unknown[0]}, we sent it a link to set a new password. Check your inbox.`,
    });

    // Only accounts' owners get a mail; once all was delivered, nothing went to the unknown addresses.
    await outboxDelivered();
    for (const user of known)
      expect(inbox.messages().filter(mailTo(user.email, RESET_SUBJECT))).toHaveLength(1);
    for (const email of unknown) expect(inbox.messages().filter(mailTo(email))).toEqual([]);
  });

  // Builds a second app on a database of its own: under CI's load on the embedded database that took
  // over the 30 s a test gets (the file took 65 s), so it has the time a hook has twice over.
  it("waits, whatever the e-mail, until the floor after the request arrived, with the work done before", async () => {
    // Measured durations on a busy machine differ by chance. What makes the two answers alike is
    // the code: both wait for a moment fixed as the request arrives, after the mail (if any) is
    // queued. A clock that moves on 100 ms at each reading shows when that moment is fixed.
    const quiet = await buildTestApp(); // no worker: queued mail stays in the outbox to be counted
    try {
      const db = quiet.database.db;
      const user = await createUser(quiet.app);
      const stranger = `nobody-${randomUUID()}@example.com`;
      const resetMailsTo = async (email: string) =>
        (
          await db
            .select({ id: jobs.id })
            .from(jobs)
            .where(
              and(
                eq(jobs.kind, MAIL_JOB),
                sql`${jobs.payload} ->> 'to' = ${email}`,
                sql`${jobs.payload} ->> 'subject' = ${RESET_SUBJECT}`,
              ),
            )
        ).length;
      const ARRIVAL = 1_000_000;
      let readings = 0;
      let asking = "";
      const waits: { email: string; until: number; resetMailsQueued: number }[] = [];
      const recovery = createAccountRecovery({
        db,
        config: quiet.config,
        limit: createMailRequestLimit(db),
        liftLocks: async () => {},
        clock: {
          now: () => ARRIVAL + 100 * readings++,
          async sleepUntil(until) {
            waits.push({ email: asking, until, resetMailsQueued: await resetMailsTo(asking) });
          },
        },
      });
      for (const email of [user.email, stranger]) {
        asking = email;
        readings = 0;
        await recovery.requestReset(email, "10.9.50.1");
      }
      expect(waits).toEqual([
        { email: user.email, until: ARRIVAL + FORGOT_PASSWORD_ANSWER_MS, resetMailsQueued: 1 },
        { email: stranger, until: ARRIVAL + FORGOT_PASSWORD_ANSWER_MS, resetMailsQueued: 0 },
      ]);
    } finally {
      await quiet.close();
    }
  }, 120_000);

  it("limits each e-mail to three a hour, for e-mails with and without an account alike", async () => {
    const user = await createUser(t.app);
    const unknown = `nobody-${randomUUID()}@example.com`;
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < 3; i++) expect((await forgotPassword(email)).statusCode).toBe(200);
      const limited = await forgotPassword(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(
        /^Too many e-mails asked for\. Please try again in \d+ minutes?\.$/,
      );
      expect(limited.headers["retry-after"]).toBeDefined();
    }
    expect(await resetTokens(user.email, 3)).toHaveLength(3);
  });

  it("limits each client address to ten a hour, whatever the e-mails", async () => {
    const from = "10.9.99.1";
    for (let i = 0; i < 10; i++) {
      expect((await forgotPassword(`many-${i}-${randomUUID()}@example.com`, from)).statusCode).toBe(200);
    }
    expect((await forgotPassword(`one-more-${randomUUID()}@example.com`, from)).statusCode).toBe(429);
    expect((await forgotPassword(`one-more-${randomUUID()}@example.com`, "10.9.99.2")).statusCode).toBe(200);
  });

  it("answers 400 to a malformed e-mail, without a mail", async () => {
    const response = await forgotPassword("not-an-email");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "invalid",
      message: "email: Enter a valid e-mail address",
      fields: { email: "Enter a valid e-mail address" },
    });
  });
});

describe("setting a new password with the link", () => {
  it("sets it, ends every session, verifies the e-mail and signs in here", async () => {
    const user = await createUser(t.app);
    const otherDevice = cookieHeader(await signIn(t.app, user.email, user.password));
    const token = await requestToken(user);

    const reset = await resetPassword(token, "Nueva2024x");
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user).toMatchObject({ id: user.id, email: user.email });
    expect(reset.json().token).toBeUndefined();
    expect(reset.headers["cache-control"]).toBe("no-store");

    // Every earlier session ended at once, on routes read through Better Auth and on the shop's own.
    expect(await meStatus(user.cookie)).toBe(401);
    expect(await meStatus(otherDevice)).toBe(401);
    const cart = await t.app.inject({ url: "/api/cart", headers: { cookie: otherDevice } });
    expect(cart.statusCode).toBe(401);
    const [left] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left?.n).toBe(1);

    const fresh = cookieHeader(reset);
    const me = await t.app.inject({ url: "/api/me", headers: { cookie: fresh } });
    expect(me.json()).toMatchObject({ id: user.id, emailVerified: true });
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, "Nueva2024x")).statusCode).toBe(200);

    // The owner is told, with the way back if it was not them.
    const told = await inbox.waitFor(mailTo(user.email, "Your Hogar password was changed"));
    expect(told.text).toContain("every other device signed in to it was signed out");
    expect(linksIn(told)).toContain("http://localhost:3000/forgot-password");
  });

  it("works once, and says beforehand whether it still does without using it", async () => {
    const user = await createUser(t.app);
    const token = await requestToken(user);
    const check = (value: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/reset-password/check", payload: { token: value } });
    expect((await check(token)).json()).toEqual({ usable: true });
    expect((await check(token)).json()).toEqual({ usable: true });
    expect((await resetPassword(token, "Nueva2024x")).statusCode).toBe(200);
    expect((await check(token)).json()).toEqual({
      usable: false,
      message: "This link to set a new password has expired or was already used. Ask for a new one.",
    });
    expect((await check("not-a-token")).json().usable).toBe(false);
    const again = await resetPassword(token, "Otra2024xy");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: "invalid",
      message: "This link to set a new password has expired or was already used. Ask for a new one.",
    });
    expect((await signIn(t.app, user.email, "Nueva2024x")).statusCode).toBe(200);
  });

  it("expires after an hour", async () => {
    const user = await createUser(t.app);
    const token = await requestToken(user);
    // An hour and a second later by the database's clock, which judges expiry.
    await t.database.db
      .update(verifications)
      .set({ expiresAt: sql`${verifications.expiresAt} - interval '1 hour 1 second'` })
      .where(sql`${verifications.identifier} like 'hogar-email-token:password-reset:%'`);
    const response = await resetPassword(token, "Nueva2024x");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired or was already used/);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it("withdraws the account's other reset links once one is used", async () => {
    const user = await createUser(t.app);
    const first = await requestToken(user);
    const second = await requestToken(user);
    expect((await resetPassword(second, "Nueva2024x")).statusCode).toBe(200);
    expect((await resetPassword(first, "Otra2024xy")).statusCode).toBe(400);
  });

  it("refuses a weak password with the sign-up message and keeps the link usable", async () => {
    const user = await createUser(t.app);
    const token = await requestToken(user);
    const weak = await resetPassword(token, "casa2024");
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      code: "invalid",
      message: `password: ${SIGN_UP_MESSAGE}`,
      fields: { password: SIGN_UP_MESSAGE },
    });
    expect(await meStatus(user.cookie)).toBe(200);
    expect((await resetPassword(token, "Casa2024ok")).statusCode).toBe(200);
  });

  it("refuses a made-up token", async () => {
    const response = await resetPassword("A".repeat(43), "Nueva2024x");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired or was already used/);
  });

  it("lifts a sign-in lock", async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 5; i++) await signIn(t.app, user.email, "Wrong2024x");
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(429);
    const token = await requestToken(user);
    expect((await resetPassword(token, "Nueva2024x")).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, "Nueva2024x")).statusCode).toBe(200);
  });

  it("gives an account that only signed in socially a password as well", async () => {
    const email = `social-${randomUUID()}@example.com`;
    const [user] = await t.database.db
      .insert(users)
      .values({ name: "Luis", email, emailVerified: true })
      .returning({ id: users.id });
    const userId = user?.id as string;
    await t.database.db.insert(accounts).values({ userId, providerId: "google", accountId: randomUUID() });
    const token = await requestToken({ id: userId, email, name: "Luis", password: "", cookie: "" });
    expect((await resetPassword(token, "Nueva2024x")).statusCode).toBe(200);
    const methods = await t.database.db
      .select({ providerId: accounts.providerId })
      .from(accounts)
      .where(eq(accounts.userId, userId));
    expect(methods.map((m) => m.providerId).sort()).toEqual(["credential", "google"]);
    expect((await signIn(t.app, email, "Nueva2024x")).statusCode).toBe(200);
  });

  it("never writes a verification link's token to the log, on the link or on the login page it leads to", async () => {
    const user = await createUser(t.app);
    const [mail] = inbox.messages().filter(mailTo(user.email, "Verify your e-mail for Hogar"));
    const link = new URL(
      linksIn(mail ?? (await inbox.waitFor(mailTo(user.email, "Verify your e-mail for Hogar"))))[0] as string,
    );
    const token = link.searchParams.get("token") as string;
    // Opened signed out: it leads to /login?verify=<token>, which the shop serves as any page.
    const followed = await t.app.inject({ url: `${link.pathname}${link.search}` });
    await t.app.inject({ url: followed.headers.location as string });
    const log = logLines.join("");
    expect(log).toContain("/api/auth/verify-email");
    expect(log).toContain("/login?verify=");
    expect(log).not.toContain(token);
  });

  it("never writes a reset token or password to the log", async () => {
    const user = await createUser(t.app);
    const token = await requestToken(user);
    await resetPassword(token, "Secreta2024x");
    const log = logLines.join("");
    expect(log).toContain("/api/auth/reset-password");
    expect(log).not.toContain(token);
    expect(log).not.toContain("Secreta2024x");
  });
});

describe("sign-up with an e-mail that has an account", () => {
  it("tells the owner by mail, with the way to a new password, at most three times a hour", async () => {
    const user = await createUser(t.app);
    const signUpAgain = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        payload: { name: "Intruso", email: user.email, password: "Otra2024x" },
        remoteAddress: address(),
      });
    const answer = await signUpAgain();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      user: null,
      message: `We sent a message to ${user.email}. Check your inbox.`,
    });

    const mail = await inbox.waitFor(mailTo(user.email, ATTEMPT_SUBJECT));
    expect(mail.text).toContain(`Hi ${user.name},`);
    expect(linksIn(mail)[0]).toBe("http://localhost:3000/forgot-password");

    for (let i = 0; i < 3; i++) expect((await signUpAgain()).statusCode).toBe(200);
    await outboxDelivered();
    expect(inbox.messages().filter(mailTo(user.email, ATTEMPT_SUBJECT))).toHaveLength(3);
  });
});
