import type { OutgoingMail } from "../outbox.ts";
import { renderMail } from "./layout.ts";

/**
 * To the new address: the link that makes the change (docs/product.md 60). The same message goes
 * to an address another account already uses, so the answer on screen never tells whether it is
 * taken; confirming such a link changes nothing.
 */
export function emailChangeMail({ to, name, url }: { to: string; name: string; url: string }): OutgoingMail {
  const subject = "Confirm your new e-mail address";
  return {
    to,
    subject,
    link: url,
    ...renderMail({
      preheader: "Confirm it within an hour to start using it to sign in.",
      heading: subject,
      paragraphs: [
        `Hi ${name},`,
        `Someone signed in to Hogar asked to use ${to} as their account's e-mail address. Confirm it within an hour and it becomes the address you sign in with and where we write to you.`,
      ],
      action: { label: "Confirm new e-mail", url },
      footnote:
        "If you did not ask for this, ignore this e-mail: nothing changes unless the link is used. The link works once.",
    }),
  };
}

/** To the old address: a change was asked, so a stranger with a session cannot move the account quietly. */
export function emailChangeRequestedMail({
  to,
  name,
  newEmail,
}: {
  to: string;
  name: string;
  newEmail: string;
}): OutgoingMail {
  const subject = "Your Hogar e-mail address is about to change";
  return {
    to,
    subject,
    ...renderMail({
      preheader: `A change to ${newEmail} was asked for your account.`,
      heading: subject,
      paragraphs: [
        `Hi ${name},`,
        `Someone signed in to your Hogar account asked to change its e-mail address to ${newEmail}. The change happens only when the link we sent to that address is used, within an hour.`,
        "If it was you, there is nothing more to do here.",
      ],
      footnote:
        "If it was not you, change your password in My Data (it signs out every other device) and the link stops mattering once it expires.",
    }),
  };
}
