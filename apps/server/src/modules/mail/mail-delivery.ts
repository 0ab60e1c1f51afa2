import type { FastifyBaseLogger } from "fastify";
import { type AppConfig, mailDir } from "../../config.ts";
import type { JobHandler } from "../jobs/job-worker.ts";
import { createFileTransport, createSmtpTransport, type MailTransport } from "./mail-transport.ts";
import { outgoingMailSchema } from "./outbox.ts";

/** The transport the settings choose: SMTP_URL's server, or .eml files in DATA_DIR/mail. */
export function createMailTransport(config: AppConfig, log: FastifyBaseLogger): MailTransport {
  return config.mail.smtpUrl
    ? createSmtpTransport(config.mail.smtpUrl)
    : createFileTransport(mailDir(config), log);
}

/**
 * The worker's handler for mail jobs. The Message-ID comes from the job's id, so a message sent
 * again after a crash between sending and recording it carries the same one; its Date is when it
 * was queued.
 */
export function mailJobHandler(transport: MailTransport, config: AppConfig): JobHandler {
  const domain = new URL(config.baseUrl).hostname;
  return async (job) => {
    const mail = outgoingMailSchema.parse(job.payload);
    await transport.send({
      ...mail,
      from: config.mail.from,
      messageId: `<${job.id}@${domain}>`,
      date: job.createdAt,
    });
  };
}
