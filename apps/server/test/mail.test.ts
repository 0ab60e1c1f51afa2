import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq, inArray } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../src/db/schema/index.ts";
import { createJobWorker, describeError, retryDelaySeconds } from "../src/modules/jobs/job-worker.ts";
import { jobsRepository } from "../src/modules/jobs/jobs.repository.ts";
import { mailJobHandler } from "../src/modules/mail/mail-delivery.ts";
import { createSmtpTransport, type MailTransport } from "../src/modules/mail/mail-transport.ts";
import { MAIL_JOB, queueMail } from "../src/modules/mail/outbox.ts";
import { renderMail } from "../src/modules/mail/templates/layout.ts";
import { useMailTestApp } from "./helpers/mail-test-app.ts";
import { linksIn, mailTo } from "./helpers/smtp-inbox.ts";
import { buildTestApp, TEST_JOBS_CONFIG, type TestApp } from "./helpers/test-app.ts";

const { t, inbox } = useMailTestApp();

function welcomeMail(to: string, url = "http://localhost:3000/feed?from=mail") {
  return {
    to,
    subject: `Welcome, ${to}`,
    link: url,
    ...renderMail({
      preheader: "Your new home for home things",
      heading: "Welcome to Hogar <3",
      paragraphs: ["Thanks for joining."],
      action: { label: "Start shopping", url },
    }),
  };
}

describe("the outbox", () => {
  it("delivers a queued message over SMTP with its HTML and text parts, subject and link", async () => {
    await t.database.db.transaction((tx) => queueMail(tx, welcomeMail("ana@example.com")));
    const mail = await inbox.waitFor(mailTo("ana@example.com"));
    expect(mail.subject).toBe("Welcome, ana@example.com");
    expect(mail.from?.text).toBe('"Hogar" <no-reply@localhost>');
    expect(mail.html).toContain("Welcome to Hogar &lt;3");
    expect(mail.html).toContain('href="http://localhost:3000/feed?from=mail"');
    expect(mail.text).toContain("Welcome to Hogar <3");
    expect(linksIn(mail)).toContain("http://localhost:3000/feed?from=mail");
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    // Delivered, so the job is gone.
    await expect.poll(() => jobsRepository.list(t.database.db, MAIL_JOB)).toEqual([]);
  });

  it("sends nothing when the transaction that queued the message rolls back", async () => {
    const rollback = new Error("the order failed after all");
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueMail(tx, welcomeMail("rolled-back@example.com"));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    // A message queued after it arrives, so the worker has run since.
    await queueMail(t.database.db, welcomeMail("after@example.com"));
    await inbox.waitFor(mailTo("after@example.com"));
    expect(inbox.messages().filter(mailTo("rolled-back@example.com"))).toEqual([]);
    await expect.poll(() => jobsRepository.list(t.database.db, MAIL_JOB)).toEqual([]);
  });

  it("refuses a message without a valid recipient where it is queued", async () => {
    await expect(queueMail(t.database.db, welcomeMail("not an address"))).rejects.toThrow();
  });
});

describe("sending", () => {
  it("reuses one connection to the mail server for messages one after another", async () => {
    const transport = createSmtpTransport(inbox.url);
    const send = mailJobHandler(transport, t.config);
    const before = inbox.connections();
    try {
      for (const n of [1, 2, 3]) {
        await send({
          id: randomUUID(),
          kind: MAIL_JOB,
          payload: welcomeMail(`reused-${n}@example.com`),
          attempts: 1,
          createdAt: new Date(),
        });
      }
    } finally {
      transport.close();
    }
    expect(inbox.messages().filter((mail) => mail.subject?.startsWith("Welcome, reused-"))).toHaveLength(3);
    expect(inbox.connections() - before).toBe(1);
  });

  it("dates a message when it was queued, not when a later try sends it", async () => {
    const queuedAt = new Date(Date.now() - 3_600_000);
    queuedAt.setMilliseconds(0); // a Date header has whole seconds
    await t.database.db
      .insert(jobs)
      .values({ kind: MAIL_JOB, payload: welcomeMail("late@example.com"), createdAt: queuedAt });
    const mail = await inbox.waitFor(mailTo("late@example.com"));
    expect(mail.date?.toISOString()).toBe(queuedAt.toISOString());
  });
});

describe("when the mail server is down", () => {
  it("keeps the message, retries with the error kept, and delivers it once the server is back", async () => {
    await inbox.stop();
    try {
      await queueMail(t.database.db, welcomeMail("patient@example.com"));
      // Tried and failed at least twice: the message waits in the outbox with the last error.
      await expect
        .poll(async () => (await jobsRepository.list(t.database.db, MAIL_JOB))[0], { timeout: 10_000 })
        .toMatchObject({ status: "pending", attempts: expect.any(Number), lastError: /ECONNREFUSED/ });
      await expect
        .poll(async () => (await jobsRepository.list(t.database.db, MAIL_JOB))[0]?.attempts, {
          timeout: 10_000,
        })
        .toBeGreaterThanOrEqual(2);
    } finally {
      await inbox.start();
    }
    const mail = await inbox.waitFor(mailTo("patient@example.com"));
    expect(mail.subject).toBe("Welcome, patient@example.com");
    await expect.poll(() => jobsRepository.list(t.database.db, MAIL_JOB)).toEqual([]);
    expect(inbox.messages().filter(mailTo("patient@example.com"))).toHaveLength(1);
  });
});

describe("a worker that dies holding a message", () => {
  it("lets another send it after the lease, with the same Message-ID", async () => {
    // Another process takes the message for 1 s as it is queued, sends it, and dies before
    // recording it sent.
    const taken = await t.database.db.transaction(async (tx) => {
      await queueMail(tx, welcomeMail("twice@example.com"));
      const [job] = await jobsRepository.claimDue(tx, 1, 1);
      return job;
    });
    if (!taken) return expect.fail("the message was not taken");
    const transport = createSmtpTransport(inbox.url);
    await mailJobHandler(transport, t.config)(taken);
    transport.close();
    const first = await inbox.waitFor(mailTo("twice@example.com"));
    // After the lease the app's worker sends it again, then records it sent.
    await expect
      .poll(() => inbox.messages().filter(mailTo("twice@example.com")).length, { timeout: 5_000 })
      .toBe(2);
    const [, second] = inbox.messages().filter(mailTo("twice@example.com"));
    expect(second?.messageId).toBe(first.messageId);
    await expect.poll(() => jobsRepository.list(t.database.db, MAIL_JOB)).toEqual([]);
  });
});

describe("retries", () => {
  let quiet: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    quiet = await buildTestApp({ logLevel: "warn", logStream }); // no worker of its own: the test runs one
  });
  afterAll(() => quiet.close());
  const timing = { ...TEST_JOBS_CONFIG, retryBaseSeconds: 30, retryMaxSeconds: 3_600 };
  it("wait twice as long after each failure, at most the cap", () => {
    expect([1, 2, 3, 4, 7, 8, 50].map((n) => retryDelaySeconds(n, timing))).toEqual([
      30, 60, 120, 240, 1_920, 3_600, 3_600,
    ]);
  });

  it("stop when a message is too old, keeping it as failed with its last error, without addresses", async () => {
    const transport: MailTransport = {
      kind: "smtp",
      send: async () => {
        const refusal = "550 <never@example.com>: mailbox unavailable\nsecond line";
        throw Object.assign(new Error(refusal), { code: "EENVELOPE" });
      },
      close: () => {},
    };
    const config = { ...quiet.config, jobs: { ...TEST_JOBS_CONFIG, giveUpAfterSeconds: 0 } };
    const handlers = { [MAIL_JOB]: mailJobHandler(transport, config) };
    const worker = createJobWorker(quiet.database.db, handlers, quiet.app.log, config.jobs);
    await queueMail(quiet.database.db, welcomeMail("never@example.com"));
    expect(await worker.runOnce()).toBe(1);
    const [job] = await jobsRepository.list(quiet.database.db, MAIL_JOB);
    expect(job).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "EENVELOPE: 550 <[e-mail]>: mailbox unavailable",
    });
    const given = logs.map((line) => JSON.parse(line)).find((line) => line.msg === "job failed; giving up");
    expect(given).toMatchObject({ reason: "EENVELOPE: 550 <[e-mail]>: mailbox unavailable" });
    expect(logs.join("")).not.toContain("never@example.com");
    // Its run_at says when it failed (not the lease's end, 30 s on): the purge counts from it.
    expect(job?.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    // A failed message is not taken again.
    expect(await worker.runOnce()).toBe(0);
  });

  it("delete a failed message once it was kept 30 days, and nothing else", async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3_600_000);
    const [longAgo, lately, waiting] = await quiet.database.db
      .insert(jobs)
      .values([
        {
          kind: MAIL_JOB,
          payload: welcomeMail("failed-long-ago@example.com"),
          status: "failed",
          runAt: daysAgo(31),
        },
        {
          kind: MAIL_JOB,
          payload: welcomeMail("failed-lately@example.com"),
          status: "failed",
          runAt: daysAgo(29),
        },
        // Queued long ago, waiting for its next try.
        {
          kind: MAIL_JOB,
          payload: welcomeMail("waiting@example.com"),
          runAt: daysAgo(-1),
          createdAt: daysAgo(40),
        },
      ])
      .returning({ id: jobs.id });
    const ids = [longAgo, lately, waiting].map((job) => job?.id as string);
    const worker = createJobWorker(quiet.database.db, {}, quiet.app.log, TEST_JOBS_CONFIG);
    expect(await worker.runOnce()).toBe(0);
    const left = await quiet.database.db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, ids));
    expect(left.map((job) => job.id).sort()).toEqual([lately?.id, waiting?.id].sort());
  });

  it("keep no e-mail address of an error, in whatever shape the mail server wrote it", () => {
    const refusals = [
      [
        "550 5.1.1 <ana.lopez+casa@example.com.mx>: Recipient address rejected",
        "550 5.1.1 <[e-mail]>: Recipient address rejected",
      ],
      ["Invalid login for user:secreto@mail.example.mx", "Invalid login for user:[e-mail]"],
      ["no such user (josé@correo.mx), try later", "no such user ([e-mail]), try later"],
      ["\"luis@example.com\",'eva@example.com';x@y", "\"[e-mail]\",'[e-mail]';[e-mail]"],
    ];
    for (const [message, kept] of refusals) {
      expect(describeError(new Error(message))).toBe(kept);
      expect(describeError(message)).toBe(kept);
    }
    expect(describeError(Object.assign(new Error("refused ana@example.com"), { code: "EENVELOPE" }))).toBe(
      "EENVELOPE: refused [e-mail]",
    );
  });
});

describe("a batch of jobs", () => {
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await buildTestApp(); // no worker: the test takes the jobs itself
  });
  afterAll(() => quiet.close());

  it("gives the batch oldest due first, whatever the jobs' places in the table", async () => {
    const dueSecondsAgo = (seconds: number, to: string) => ({
      kind: MAIL_JOB,
      payload: welcomeMail(to),
      runAt: new Date(Date.now() - seconds * 1000),
    });
    // Stored newest first, as when new jobs fill the places that sent ones left.
    await quiet.database.db
      .insert(jobs)
      .values([
        dueSecondsAgo(1, "third@example.com"),
        dueSecondsAgo(2, "second@example.com"),
        dueSecondsAgo(3, "first@example.com"),
      ]);
    const batch = await jobsRepository.claimDue(quiet.database.db, 10, 30);
    expect(batch.map((job) => (job.payload as { to: string }).to)).toEqual([
      "first@example.com",
      "second@example.com",
      "third@example.com",
    ]);
  });

  it("runs side by side, so one slow job does not hold up the rest", async () => {
    let running = 0;
    let most = 0;
    const slowJob = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
    };
    const worker = createJobWorker(quiet.database.db, { slow: slowJob }, quiet.app.log, TEST_JOBS_CONFIG);
    for (let n = 0; n < 3; n++) await jobsRepository.enqueue(quiet.database.db, "slow", { n });
    expect(await worker.runOnce()).toBe(3);
    expect(most).toBe(3);
    expect(await jobsRepository.list(quiet.database.db, "slow")).toEqual([]);
  });

  it("deletes the batch's jobs, except one another worker took again once its lease ran out", async () => {
    await queueMail(quiet.database.db, welcomeMail("kept-going@example.com"));
    await queueMail(quiet.database.db, welcomeMail("taken-again@example.com"));
    const batch = await jobsRepository.claimDue(quiet.database.db, 10, 30);
    const [done, takenAgain] = batch;
    if (!done || !takenAgain) return expect.fail("both jobs were not taken");
    // Its lease ran out and another worker took it: a second attempt.
    await quiet.database.db
      .update(jobs)
      .set({ attempts: takenAgain.attempts + 1 })
      .where(eq(jobs.id, takenAgain.id));
    expect(await jobsRepository.finish(quiet.database.db, batch)).toEqual([done.id]);
    const left = (await jobsRepository.list(quiet.database.db, MAIL_JOB)).map((job) => job.id);
    expect(left).toContain(takenAgain.id);
    expect(left).not.toContain(done.id);
  });
});

describe("without SMTP_URL", () => {
  it("saves each message as an .eml file in DATA_DIR/mail and logs its subject and link, not its body", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "hogar-mail-"));
    const logs: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    const local = await buildTestApp({ dataDir, logLevel: "info", logStream }, { runJobs: true });
    try {
      await local.app.ready();
      const url = "http://localhost:3000/reset-password?token=secret-token-in-the-link";
      const mail = { ...welcomeMail("local@example.com", url), text: "Body with another-secret-token" };
      await queueMail(local.database.db, mail);
      const folder = path.join(dataDir, "mail");
      // What a mail program would list: a message appears under its .eml name only once whole.
      const messages = () =>
        (existsSync(folder) ? readdirSync(folder) : []).filter((f) => !f.startsWith("."));
      await expect.poll(messages, { timeout: 5_000 }).toHaveLength(1);
      const [file] = messages();
      expect(file).toMatch(/\.eml$/);
      const saved = await simpleParser(readFileSync(path.join(folder, file as string)));
      expect(saved.subject).toBe("Welcome, local@example.com");
      expect(saved.text).toContain("Body with another-secret-token");
      expect(saved.html).toContain("Welcome to Hogar");
      expect(saved.messageId).toMatch(/@localhost>$/);
      const line = logs.map((l) => JSON.parse(l)).find((l) => l.msg?.startsWith("mail saved as a file"));
      expect(line).toMatchObject({ subject: "Welcome, local@example.com", link: url });
      expect(logs.join("")).not.toContain("another-secret-token");
    } finally {
      await local.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
