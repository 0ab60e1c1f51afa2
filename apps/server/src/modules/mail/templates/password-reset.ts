import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { type LinkMailTo, linkMail } from "./link-mail.ts";

/** The link to set a new password: one use, one hour (docs/product.md 64). */
export function passwordResetMail(recipient: LinkMailTo): OutgoingMail {
  return linkMail(recipient, {
    subject: m.mail_password_reset_subject,
    preheader: m.mail_password_reset_preheader,
    body: m.mail_password_reset_body,
    action: m.mail_password_reset_action,
    footnote: m.mail_password_reset_footnote,
  });
}
