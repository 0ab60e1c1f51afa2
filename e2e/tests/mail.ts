import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type AddressObject, simpleParser } from "mailparser";

export interface ReceivedMail {
  subject: string;
  text: string;
  html: string;
  /** The http(s) links of the plain-text part, in order. */
  links: string[];
  /** The attached files (an invoice's XML and PDF, a voucher's barcode), in order. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

const POLL_MS = 100;

/** The folder e2e/smtp-sink.ts saves what the shop sends to (set in playwright.config.ts). */
function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run through e2e/playwright.config.ts");
  return dir;
}

function recipients(list: AddressObject | AddressObject[] | undefined): string[] {
  return [list ?? []].flat().flatMap((group) => group.value.map((a) => (a.address ?? "").toLowerCase()));
}

async function newestMatching(address: string, subject?: string | RegExp): Promise<ReceivedMail | null> {
  const files = readdirSync(mailDir())
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse();
  for (const name of files) {
    const mail = await simpleParser(readFileSync(path.join(mailDir(), name)));
    if (!recipients(mail.to).includes(address.toLowerCase())) continue;
    const title = mail.subject ?? "";
    if (subject !== undefined && !(typeof subject === "string" ? title === subject : subject.test(title))) {
      continue;
    }
    const text = mail.text ?? "";
    return {
      subject: title,
      text,
      html: typeof mail.html === "string" ? mail.html : "",
      links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
      attachments: mail.attachments.map(({ filename, contentType, content }) => ({
        filename: filename ?? "",
        contentType,
        content,
      })),
    };
  }
  return null;
}

/**
 * The newest message the shop sent to `address` (and, when given, with this subject), waiting
 * for it to arrive: the shop sends mail from its outbox a moment after the action that causes it,
 * longer on a busy CI host (the journeys' other waits are 15 s: docs/decisions/018).
 */
export async function latestMailTo(
  address: string,
  { subject, timeoutMs = 30_000 }: { subject?: string | RegExp; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await newestMatching(address, subject);
    if (mail) return mail;
    if (Date.now() > deadline) {
      throw new Error(
        `No mail to ${address}${subject ? ` with subject ${subject}` : ""} within ${timeoutMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
