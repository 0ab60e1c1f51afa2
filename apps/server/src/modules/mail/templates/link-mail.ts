import { m } from "@hogar/shared/messages";
import { type MailLocale, writtenIn } from "../mail-locale.ts";
import type { OutgoingMail } from "../outbox.ts";
import { renderMail } from "./layout.ts";

/** Who a one-link account mail goes to, and the link it carries. */
export interface LinkMailTo {
  to: string;
  name: string;
  url: string;
  locale?: MailLocale;
}

/** The words of one kind of link mail, as message functions (called in the mail's language). */
export interface LinkMailWords {
  subject: () => string;
  preheader: () => string;
  body: (inputs: { email: string }) => string;
  action: () => string;
  footnote: () => string;
}

/** A greeting, one paragraph naming the address, a button with the link and a footnote. */
export function linkMail({ to, name, url, locale }: LinkMailTo, words: LinkMailWords): OutgoingMail {
  return writtenIn(locale, () => {
    const subject = words.subject();
    return {
      to,
      subject,
      link: url,
      ...renderMail({
        preheader: words.preheader(),
        heading: subject,
        paragraphs: [m.mail_greeting({ name }), words.body({ email: to })],
        action: { label: words.action(), url },
        footnote: words.footnote(),
      }),
    };
  });
}
