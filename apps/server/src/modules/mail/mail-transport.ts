import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { MailAttachment } from "./outbox.ts";

/** A message as a transport sends it: the outbox's mail with its From and Message-ID. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  link?: string;
  attachments?: MailAttachment[];
  /** The same on every try, so a receiver can tell a message sent twice (docs/decisions/008). */
  messageId: string;
  /**
   * When it was queued, not sent: the time it was "ready to enter the mail delivery system" (RFC
   * 5322, 3.6.1), as a mail server's queue keeps it through retries. Mail programs sort by it, so
   * messages sent side by side, or one sent late after a retry, read in the order their events
   * happened.
   */
  date: Date;
}

/** Where mail goes; chosen by SMTP_URL (docs/product.md 54). Throwing means "try again later". */
export interface MailTransport {
  kind: "smtp" | "files";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

// nodemailer's defaults wait up to 10 minutes on a silent server; a job's lease is 2 minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
/**
 * Connections kept open to the mail server and reused, each for up to 100 messages (nodemailer's
 * defaults). A connection per message made every message wait for a handshake (and TLS): the shop
 * sent about 17 a second while checkout placed 60 orders a second (docs/decisions/008).
 * https://nodemailer.com/smtp/pooled
 */
const SMTP_POOL = { pool: true, maxConnections: 5, maxMessages: 100 } as const;

function nodemailerMessage(message: MailMessage) {
  const { link: _link, attachments, ...fields } = message;
  if (!attachments?.length) return fields;
  return {
    ...fields,
    attachments: attachments.map(({ cid, filename, contentType, contentBase64 }) => ({
      cid,
      filename,
      contentType,
      content: Buffer.from(contentBase64, "base64"),
      contentDisposition: cid ? ("inline" as const) : ("attachment" as const),
    })),
  };
}

/**
 * Sends through the mail server of SMTP_URL (smtp:// with STARTTLS when offered, or smtps://), over
 * a few connections kept open.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, ...SMTP_POOL });
  return {
    kind: "smtp",
    async send(message) {
      await transporter.sendMail(nodemailerMessage(message));
    },
    close: () => transporter.close(),
  };
}

/**
 * No mail server (the embedded default): each message is saved as an .eml file (opens in any mail
 * program) and the log prints its subject and link, so a newcomer can follow every link. The log
 * never shows the body (it may hold other tokens).
 */
export function createFileTransport(dir: string, log: FastifyBaseLogger): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: "files",
    async send(message) {
      const info = await builder.sendMail(nodemailerMessage(message));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(":", "-");
      const id = message.messageId.replace(/[^A-Za-z0-9-]/g, "").slice(0, 36);
      const file = path.join(dir, `${stamp}-${id}.eml`);
      // Written aside, then renamed: whoever watches the folder never opens half a message.
      const partial = path.join(dir, `.${stamp}-${id}.partial`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      log.info({ subject: message.subject, link: message.link, file }, "mail saved as a file (no SMTP_URL)");
    },
    close: () => builder.close(),
  };
}
