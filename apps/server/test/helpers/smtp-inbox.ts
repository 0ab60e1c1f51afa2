import type { AddressInfo } from "node:net";
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server for tests: the shop delivers to `url`, the test reads what arrived. */
export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>, for SMTP_URL (config.mail.smtpUrl). */
  url: string;
  /** Every message received so far, parsed, oldest first. */
  messages(): ParsedMail[];
  /** How many connections senders have opened so far. */
  connections(): number;
  /** The first message (already here or still to come) that matches; throws after timeoutMs. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Stops listening (connections are refused) until start(): the mail server is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Every address a message was sent to (To, Cc), lower-cased. */
export function recipients(mail: ParsedMail): string[] {
  const lists = [mail.to, mail.cc].flat().filter((a): a is AddressObject => Boolean(a));
  return lists.flatMap((list) => list.value.map((a) => (a.address ?? "").toLowerCase()));
}

/** Is this message for `address` (and, when given, is its subject matched by `subject`)? */
export function mailTo(address: string, subject?: string | RegExp) {
  return (mail: ParsedMail) =>
    recipients(mail).includes(address.toLowerCase()) &&
    (subject === undefined ||
      (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject ?? "")));
}

/** The http(s) links of a message's plain-text part, in order. */
export function linksIn(mail: ParsedMail): string[] {
  return [...(mail.text ?? "").matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
}

interface Waiter {
  predicate: (mail: ParsedMail) => boolean;
  resolve: (mail: ParsedMail) => void;
}

/**
 * Starts an SMTP server on a free port (no TLS, no login), keeping every message it accepts.
 * `acceptDelayMs` makes it slow to accept each message, so senders overlap.
 */
export async function startSmtpInbox({ acceptDelayMs = 0 } = {}): Promise<SmtpInbox> {
  const received: ParsedMail[] = [];
  let waiters: Waiter[] = [];
  let connections = 0;

  const deliver = (mail: ParsedMail) => {
    received.push(mail);
    const matched = waiters.filter((w) => w.predicate(mail));
    waiters = waiters.filter((w) => !matched.includes(w));
    for (const waiter of matched) waiter.resolve(mail);
  };

  const newServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      closeTimeout: 1_000,
      logger: false,
      onConnect(_session, callback) {
        connections++;
        callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            setTimeout(() => {
              deliver(mail);
              callback();
            }, acceptDelayMs);
          },
          (error: Error) => callback(error),
        );
      },
    });

  const listen = (server: SMTPServer, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port));
    });
  const shut = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

  let server: SMTPServer | null = newServer();
  const port = await listen(server, 0);
  const stop = async () => {
    if (!server) return;
    const stopping = server;
    server = null;
    await shut(stopping);
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => [...received],
    connections: () => connections,
    waitFor(predicate, timeoutMs = 10_000) {
      const already = received.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter);
          const got = received.map((m) => `${recipients(m).join(",")}: ${m.subject}`);
          reject(new Error(`no matching mail within ${timeoutMs} ms; received: [${got.join("; ")}]`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    stop,
    async start() {
      if (server) return;
      server = newServer();
      await listen(server, port);
    },
    close: stop,
  };
}
