import { m } from "@hogar/shared/messages";
import { type MailLocale, writtenIn } from "../mail-locale.ts";
import type { OutgoingMail } from "../outbox.ts";
import { renderMail } from "./layout.ts";

/**
 * To an account's owner when someone signs up with its e-mail. The sign-up screen answers as for
 * a new address, so only the inbox's owner learns the account exists (docs/product.md 66).
 */
export function signUpAttemptMail({
  to,
  name,
  resetUrl,
  locale,
}: {
  to: string;
  name: string;
  resetUrl: string;
  locale?: MailLocale;
}): OutgoingMail {
  return writtenIn(locale, () => {
    const subject = m.mail_sign_up_attempt_subject();
    return {
      to,
      subject,
      link: resetUrl,
      ...renderMail({
        preheader: m.mail_sign_up_attempt_preheader(),
        heading: subject,
        paragraphs: [
          m.mail_greeting({ name }),
          m.mail_sign_up_attempt_body({ email: to }),
          m.mail_sign_up_attempt_forgot(),
        ],
        action: { label: m.mail_password_reset_action(), url: resetUrl },
        footnote: m.mail_sign_up_attempt_footnote(),
      }),
    };
  });
}
