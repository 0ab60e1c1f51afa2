import { describe, expect, it } from "vitest";
import { jobsRepository } from "../src/modules/jobs/jobs.repository.ts";
import { MAIL_JOB, queueMail } from "../src/modules/mail/outbox.ts";
import { useMailTestApp } from "./helpers/mail-test-app.ts";

// On PostgreSQL (TEST_DATABASE_URL) the apps' workers take jobs over separate connections at the
// same time, as processes would; on the embedded database they take turns on its one connection,
// so fewer messages show as much there.
const MESSAGES = process.env.TEST_DB === "postgres" ? 60 : 20;

// Slow to accept, so each worker holds its batch while the others look for jobs.
const { t, inbox } = useMailTestApp({ inbox: { acceptDelayMs: 15 } });

describe("several workers on one database", () => {
  it("deliver each message exactly once", async () => {
    // Three processes' worth of workers, started before the messages exist.
    await Promise.all([t.app.ready(), (await t.restart()).ready(), (await t.restart()).ready()]);
    await t.database.db.transaction(async (tx) => {
      for (let n = 0; n < MESSAGES; n++) {
        await queueMail(tx, {
          to: `shopper-${n}@example.com`,
          subject: `Message ${n}`,
          html: `<p>Message ${n}</p>`,
          text: `Message ${n}`,
        });
      }
    });
    await expect.poll(() => inbox.messages().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(MESSAGES);
    await expect.poll(() => jobsRepository.list(t.database.db, MAIL_JOB), { timeout: 5_000 }).toEqual([]);
    const subjects = inbox.messages().map((mail) => mail.subject);
    expect(subjects).toHaveLength(MESSAGES);
    expect(new Set(subjects).size).toBe(MESSAGES);
    expect(new Set(inbox.messages().map((mail) => mail.messageId)).size).toBe(MESSAGES);
  });
});
