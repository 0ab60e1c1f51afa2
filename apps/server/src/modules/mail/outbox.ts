import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { jobsRepository } from "../jobs/jobs.repository.ts";

/**
 * A file sent with the message. With a `cid` it is a picture shown inside the HTML as
 * `<img src="cid:...">` (the OXXO barcode): nothing is loaded from elsewhere (docs/product.md 55).
 * Without one it is an attachment to save (an invoice's XML and PDF, docs/product.md 92). Base64,
 * since a job's payload is JSON.
 */
export interface MailAttachment {
  cid?: string;
  filename: string;
  contentType: (typeof ATTACHMENT_TYPES)[number];
  contentBase64: string;
}

const ATTACHMENT_TYPES = ["image/png", "application/xml", "application/pdf"] as const;

/** A message ready to send; templates in ./templates make them. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The message's main link, printed in the log when mail is kept as files (no SMTP_URL). */
  link?: string;
  /** Inline pictures; most messages have none and their payload has no such key. */
  attachments?: MailAttachment[];
}

export const MAIL_JOB = "mail";

/** What a mail job holds; read back with it, so a row written by an older version still parses. */
export const outgoingMailSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(200),
  html: z.string().min(1),
  text: z.string().min(1),
  link: z.url().optional(),
  // Small files only (a barcode is a few hundred bytes, an invoice's PDF some tens of kB): the
  // outbox is a table, not a file store.
  attachments: z
    .array(
      z.object({
        cid: z
          .string()
          .regex(/^[A-Za-z0-9._@-]{1,100}$/)
          .optional(),
        filename: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/),
        contentType: z.enum(ATTACHMENT_TYPES),
        contentBase64: z.base64().max(500_000),
      }),
    )
    .max(4)
    .optional(),
});

/**
 * Puts a message in the outbox inside the caller's transaction (`db` itself for a single statement):
 * it is sent only if that transaction commits, and then by the jobs worker, retried until the mail
 * server takes it. Callers never send mail directly. docs/product.md 51.
 */
export async function queueMail(tx: Db, mail: OutgoingMail): Promise<void> {
  // A template's mistake is found where it is made, not later in the worker.
  const checked = outgoingMailSchema.parse(mail);
  await jobsRepository.enqueue(tx, MAIL_JOB, checked);
}

/** A mail as the job that sends it, checked, for a statement that queues it with the change it is about. */
export function mailJob(mail: OutgoingMail): { kind: string; payload: OutgoingMail } {
  return { kind: MAIL_JOB, payload: outgoingMailSchema.parse(mail) };
}

/**
 * Withdraws every message to `email` that has not gone out yet, failed ones included, inside the
 * caller's transaction: a deleted account's address and the links mailed to it leave the outbox
 * (docs/product.md 61). A message queued after this in the same transaction stays.
 */
export async function withdrawMailTo(tx: Db, email: string): Promise<void> {
  await jobsRepository.withdraw(tx, MAIL_JOB, "to", email);
}
