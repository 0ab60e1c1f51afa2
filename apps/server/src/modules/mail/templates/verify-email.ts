import type { OutgoingMail } from "../outbox.ts";
import { renderMail } from "./layout.ts";

/** Sent at sign-up and on "Send the link again": following it proves the shopper reads this inbox. */
export function verifyEmailMail({ to, name, url }: { to: string; name: string; url: string }): OutgoingMail {
  const subject = "Verify your e-mail for Hogar";
  return {
    to,
    subject,
    link: url,
    ...renderMail({
      preheader: "One click confirms this address is yours.",
      heading: subject,
      paragraphs: [
        `Hi ${name},`,
        `Welcome to Hogar! Confirm that ${to} is your address with the button below, within a day. A verified address lets you add Google, Facebook or GitHub sign-in to your account.`,
      ],
      action: { label: "Verify my e-mail", url },
      footnote:
        "If you did not create a Hogar account, ignore this e-mail. The link works once; My Data sends a new one.",
    }),
  };
}
