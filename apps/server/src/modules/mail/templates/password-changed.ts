import { m } from "@hogar/shared/messages";
import type { OutgoingMail } from "../outbox.ts";
import { type LinkMailTo, linkMail } from "./link-mail.ts";

/**
 * To an account's address when its password was changed or set with a reset link (docs/product.md
 * 59, 64), queued in the change's transaction: the owner learns of a change they did not make, and
 * the link to "Forgot password?" takes the account back (a reset ends every session). In the
 * account's language.
 */
export function passwordChangedMail(recipient: LinkMailTo): OutgoingMail {
  return linkMail(recipient, {
    subject: m.mail_password_changed_subject,
    preheader: m.mail_password_changed_preheader,
    body: m.mail_password_changed_body,
    action: m.mail_password_changed_action,
    footnote: m.mail_password_changed_footnote,
  });
}
