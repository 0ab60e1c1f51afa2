import { afterAll, beforeAll } from "vitest";
import type { AppConfig } from "../../src/config.ts";
import { type SmtpInbox, startSmtpInbox } from "./smtp-inbox.ts";
import { buildTestApp, type TestApp, type TestAppOptions } from "./test-app.ts";

export interface MailTestAppOptions {
  /** Passed to buildTestApp (its first argument), e.g. `{ adminEmails: [...] }`. */
  overrides?: Partial<AppConfig>;
  /** Passed to buildTestApp (its second argument); `mailInbox` is always this file's inbox. */
  app?: Omit<TestAppOptions, "mailInbox">;
  /** Passed to startSmtpInbox. */
  inbox?: Parameters<typeof startSmtpInbox>[0];
}

/** The value beforeAll made, or a clear error when a test file reads it while being loaded. */
export function madeInBeforeAll<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is made in beforeAll: use it inside a hook or a test`);
  return value;
}

/**
 * Registers this test file's beforeAll/afterAll: an SMTP inbox, and a test app that delivers its
 * mail there (jobs worker on). Returns stand-ins for both that read the real ones once beforeAll
 * has run, so a file can write `const { t, inbox } = useMailTestApp()` at its top.
 */
export function useMailTestApp(options: MailTestAppOptions = {}): { t: TestApp; inbox: SmtpInbox } {
  let built: TestApp | undefined;
  let started: SmtpInbox | undefined;

  beforeAll(async () => {
    started = await startSmtpInbox(options.inbox);
    built = await buildTestApp(options.overrides, { ...options.app, mailInbox: started });
    await built.app.ready();
  });
  afterAll(async () => {
    await built?.close();
    await started?.close();
  });

  const app = () => madeInBeforeAll(built, "The test app");
  const mail = () => madeInBeforeAll(started, "The SMTP inbox");
  const t: TestApp = {
    get app() {
      return app().app;
    },
    injectBare: (request) => app().injectBare(request),
    get database() {
      return app().database;
    },
    get config() {
      return app().config;
    },
    restart: () => app().restart(),
    close: () => app().close(),
  };
  const inbox: SmtpInbox = {
    get url() {
      return mail().url;
    },
    messages: () => mail().messages(),
    connections: () => mail().connections(),
    waitFor: (predicate, timeoutMs) => mail().waitFor(predicate, timeoutMs),
    stop: () => mail().stop(),
    start: () => mail().start(),
    close: () => mail().close(),
  };
  return { t, inbox };
}
