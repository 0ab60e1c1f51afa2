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
}: {
  to: string;
  name: string;
  resetUrl: string;
}): OutgoingMail {
  const subject = "Someone tried to sign up to Hogar with your e-mail";
  return {
    to,
    subject,
    link: resetUrl,
    ...renderMail({
      preheader: "Your account already uses this address; nothing was changed.",
      heading: subject,
      paragraphs: [
        `Hi ${name},`,
        `Someone tried to create a new Hogar account with ${to}. Your account already uses this address, so no new account was made and nothing in yours changed.`,
        "If it was you and you forgot your password, set a new one here:",
      ],
      action: { label: "Set a new password", url: resetUrl },
      footnote: "If it was not you, there is nothing to do: your account is safe.",
    }),
  };
}
