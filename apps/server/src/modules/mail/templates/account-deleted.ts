import { m } from "@hogar/shared/messages";
import { type MailLocale, writtenIn } from "../mail-locale.ts";
import type { OutgoingMail } from "../outbox.ts";
import { renderMail } from "./layout.ts";

/**
 * To the address of an account just deleted (docs/product.md 61), queued in the deletion's own
 * transaction: it goes out exactly when the account is gone. In the account's language (its pick).
 */
export function accountDeletedMail({
  to,
  name,
  locale,
  contact,
}: {
  to: string;
  name: string;
  locale?: MailLocale;
  /** The shop's customer service (SELLER_EMAIL, SELLER_PHONE), for a deletion the owner did not ask for. */
  contact: { email: string; phone: string };
}): OutgoingMail {
  return writtenIn(locale, () => {
    const subject = m.mail_account_deleted_subject();
    return {
      to,
      subject,
      ...renderMail({
        preheader: m.mail_account_deleted_preheader(),
        heading: subject,
        paragraphs: [
          m.mail_greeting({ name }),
          m.mail_account_deleted_done(),
          m.mail_account_deleted_orders(),
          m.mail_account_deleted_welcome_back(),
        ],
        footnote: m.mail_account_deleted_footnote(contact),
      }),
    };
  });
}
