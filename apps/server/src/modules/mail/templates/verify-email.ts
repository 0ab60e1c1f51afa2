import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { type LinkMailTo, linkMail } from "./link-mail.ts";

/** Sent at sign-up and on "Send the link again": following it proves the shopper reads this inbox. */
export function verifyEmailMail(recipient: LinkMailTo): OutgoingMail {
  return linkMail(recipient, {
    subject: m.mail_verify_email_subject,
    preheader: m.mail_verify_email_preheader,
    body: m.mail_verify_email_body,
    action: m.mail_verify_email_action,
    footnote: m.mail_verify_email_footnote,
  });
}
