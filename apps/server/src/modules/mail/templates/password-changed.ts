import { m } from "@hogar/shared/messages";
import { type MailLocale, writtenIn } from "../mail-locale.ts";
import type { OutgoingMail } from "../outbox.ts";
import { renderMail } from "./layout.ts";

/**
 * To an account's address when its password was changed or set with a reset link (docs/product.md
 * 59, 64), queued in the change's transaction: the owner learns of a change they did not make, and
 * "Forgot password?" takes the account back (a reset ends every session). In the account's language.
 */
export function passwordChangedMail({
  to,
  name,
  forgotPasswordUrl,
  locale,
}: {
  to: string;
  name: string;
  forgotPasswordUrl: string;
  locale?: MailLocale;
}): OutgoingMail {
  return writtenIn(locale, () => {
    const subject = m.mail_password_changed_subject();
    return {
      to,
      subject,
      link: forgotPasswordUrl,
      ...renderMail({
        preheader: m.mail_password_changed_preheader(),
        heading: subject,
        paragraphs: [
          m.mail_greeting({ name }),
          m.mail_password_changed_body(),
          m.mail_password_changed_not_you(),
        ],
        action: { label: m.mail_password_changed_action(), url: forgotPasswordUrl },
        footnote: m.mail_password_changed_footnote(),
      }),
    };
  });
}
