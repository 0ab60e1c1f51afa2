import type { OutgoingMail } from "../outbox.ts";
import { renderMail } from "./layout.ts";

/** The link to set a new password: one use, one hour (docs/product.md 64). */
export function passwordResetMail({
  to,
  name,
  url,
}: {
  to: string;
  name: string;
  url: string;
}): OutgoingMail {
  const subject = "Set a new password for Hogar";
  return {
    to,
    subject,
    link: url,
    ...renderMail({
      preheader: "The link works once, within an hour.",
      heading: subject,
      paragraphs: [
        `Hi ${name},`,
        `Someone asked to set a new password for the Hogar account of ${to}. Choose a new one within an hour with the button below. Setting it signs you out on every device and signs you in here.`,
      ],
      action: { label: "Set a new password", url },
      footnote:
        "If you did not ask for this, ignore this e-mail: your password stays as it is. The link works once.",
    }),
  };
}
