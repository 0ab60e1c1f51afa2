import { m } from "@hogar/shared/messages";
import { type MailLocale, writtenIn } from "../mail-locale.ts";
import type { OutgoingMail } from "../outbox.ts";
import { renderMail } from "./layout.ts";
import { type LinkMailTo, linkMail } from "./link-mail.ts";

/**
 * To the new address: the link that makes the change (docs/product.md 60). The same message goes
 * to an address another account already uses, so the answer on screen never tells whether it is
 * taken; confirming such a link changes nothing.
 */
export function emailChangeMail(recipient: LinkMailTo): OutgoingMail {
  return linkMail(recipient, {
    subject: m.mail_email_change_subject,
    preheader: m.mail_email_change_preheader,
    body: m.mail_email_change_body,
    action: m.mail_email_change_action,
    footnote: m.mail_email_change_footnote,
  });
}

/** To the old address: a change was asked, so a stranger with a session cannot move the account quietly. */
export function emailChangeRequestedMail({
  to,
  name,
  newEmail,
  locale,
  baseUrl,
}: {
  to: string;
  name: string;
  newEmail: string;
  locale?: MailLocale;
  /** For "Forgot password?": a new password ends the stranger's session and the change's link. */
  baseUrl: string;
}): OutgoingMail {
  return writtenIn(locale, () => {
    const subject = m.mail_email_change_requested_subject();
    return {
      to,
      subject,
      ...renderMail({
        preheader: m.mail_email_change_requested_preheader({ newEmail }),
        heading: subject,
        paragraphs: [
          m.mail_greeting({ name }),
          m.mail_email_change_requested_body({ newEmail }),
          m.mail_email_change_requested_if_you(),
        ],
        action: { label: m.mail_password_changed_action(), url: `${baseUrl}/forgot-password` },
        footnote: m.mail_email_change_requested_footnote(),
      }),
    };
  });
}
