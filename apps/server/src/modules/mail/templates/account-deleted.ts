import type { OutgoingMail } from "../outbox.ts";
import { renderMail } from "./layout.ts";

/**
 * To the address of an account just deleted (docs/product.md 61), queued in the deletion's own
 * transaction: it goes out exactly when the account is gone.
 */
export function accountDeletedMail({ to, name }: { to: string; name: string }): OutgoingMail {
  const subject = "Your Hogar account was deleted";
  return {
    to,
    subject,
    ...renderMail({
      preheader: "Your data is gone; your orders stay in the shop's books without your name.",
      heading: subject,
      paragraphs: [
        `Hi ${name},`,
        "Your Hogar account has been deleted, as you asked. Your sessions, sign-in methods, addresses, saved cards, cart, wishlist and history are gone.",
        "Orders you placed stay in the shop's books, without your name, e-mail, street or phone.",
        "You are welcome back any time: signing up again with this address starts a new, empty account.",
      ],
      footnote:
        "If you did not ask for this, someone else was signed in to your account: tell Hogar's customer service.",
    }),
  };
}
