import { m } from "@hogar/shared/messages";
import { type MailLocale, writtenIn } from "../mail-locale.ts";
import type { OutgoingMail } from "../outbox.ts";
import { renderMail } from "./layout.ts";

/** Sent at sign-up and on "Send the link again": following it proves the shopper reads this inbox. */
export function verifyEmailMail({
  to,
  name,
  url,
  locale,
}: {
  to: string;
  name: string;
  url: string;
  locale?: MailLocale;
}): OutgoingMail {
  return writtenIn(locale, () => {
    const subject = m.mail_verify_email_subject();
    return {
      to,
      subject,
      link: url,
      ...renderMail({
        preheader: m.mail_verify_email_preheader(),
        heading: subject,
        paragraphs: [m.mail_greeting({ name }), m.mail_verify_email_body({ email: to })],
        action: { label: m.mail_verify_email_action(), url },
        footnote: m.mail_verify_email_footnote(),
      }),
    };
  });
}
