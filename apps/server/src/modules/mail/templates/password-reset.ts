import { m } from "@hogar/shared/messages";
import { type MailLocale, writtenIn } from "../mail-locale.ts";
import type { OutgoingMail } from "../outbox.ts";
import { renderMail } from "./layout.ts";

/** The link to set a new password: one use, one hour (docs/product.md 64). */
export function passwordResetMail({
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
    const subject = m.mail_password_reset_subject();
    return {
      to,
      subject,
      link: url,
      ...renderMail({
        preheader: m.mail_password_reset_preheader(),
        heading: subject,
        paragraphs: [m.mail_greeting({ name }), m.mail_password_reset_body({ email: to })],
        action: { label: m.mail_password_reset_action(), url },
        footnote: m.mail_password_reset_footnote(),
      }),
    };
  });
}
