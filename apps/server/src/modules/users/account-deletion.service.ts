import type { Me } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { orderNumber } from "@hogar/shared/order-rules";
import { type EmailTokenPurpose, revokeEmailTokens } from "../../auth/email-tokens.ts";
import { forgetMailRequestCounters } from "../../auth/mail-request-limit.ts";
import type { SignInThrottle } from "../../auth/sign-in-throttle.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { queueMail, withdrawMailTo } from "../mail/outbox.ts";
import { accountDeletedMail } from "../mail/templates/account-deleted.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { forgetPromotionGuesses } from "../promotions/promotion-guess-limit.ts";
import { createReviewsRepository } from "../reviews/reviews.repository.ts";
import { createAccountDeletionRepository } from "./account-deletion.repository.ts";
import type { CurrentPasswordCheck } from "./current-password.ts";
import { createUsersRepository } from "./users.repository.ts";

const EMAIL_TOKEN_PURPOSES: EmailTokenPurpose[] = ["password-reset", "verify-email", "change-email"];

/**
 * docs/product.md 61: deleting an account is one transaction. Sessions, sign-in methods, addresses,
 * cards with their provider tokens, cart, wishlist, history, reviews (out of their products'
 * figures, rule 99), e-mail links, the counters keyed by the e-mail or the account, mail to the
 * address not sent yet and the account go; orders stay
 * without the shopper's name, street or phone; the "account deleted" mail is queued with it, so it
 * goes out exactly when the account is gone.
 */
export function createAccountDeletionService(
  db: Db,
  deps: {
    payments: PaymentProvider;
    throttle: SignInThrottle;
    confirmCurrentPassword: CurrentPasswordCheck;
    /** The shop's customer service, which the "account deleted" mail names. */
    contact: { email: string; phone: string };
  },
) {
  const { payments, throttle, confirmCurrentPassword, contact } = deps;
  const users = createUsersRepository(db);
  const deletion = createAccountDeletionRepository();
  const reviews = createReviewsRepository();

  return {
    async deleteAccount({ me, address }: { me: Me; address: string }, password: string | undefined) {
      await confirmCurrentPassword(me, password, { address, field: "password" });
      await db.transaction(async (tx) => {
        // The account's lock makes a checkout or list change of this shopper wait, or go first.
        const account = await users.lockAccount(tx, me.id);
        if (!account) throw new AppError("unauthorized", m.server_not_signed_in());
        // An order under way needs its shopper: a voucher still payable would take money for an
        // order nobody can see or cancel, and goods to deliver need the name, street and phone the
        // deletion strips. Data a contract still needs may be kept until then (the 2010 LFPDPPP,
        // art. 26 I; docs/decisions/010, docs/product.md 61).
        const underWay = await deletion.ordersUnderWay(tx, me.id);
        if (underWay.length > 0) {
          const numbers = underWay.map(orderNumber).join(", ");
          throw new AppError("conflict", m.server_account_orders_under_way({ numbers }));
        }
        for (const card of await deletion.cardTokens(tx, me.id)) {
          if (card.provider !== payments.name) {
            // Only one provider exists; a card of another would need that provider to forget it.
            throw new Error(`card token of unknown provider ${card.provider}`);
          }
          await payments.forgetCard(tx, card.token);
        }
        await deletion.anonymizeOrders(tx, me.id);
        // Their reviews go, out of their products' figures first (docs/product.md 99).
        await reviews.removeAllOf(tx, me.id);
        for (const purpose of EMAIL_TOKEN_PURPOSES) await revokeEmailTokens(tx, purpose, me.id);
        // Counters keyed by the e-mail or the account (sign-in failures, remembered addresses, mail
        // limits, unknown promotion codes).
        await throttle.forgetAccount(tx, account.email);
        await forgetMailRequestCounters(tx, { email: account.email, userId: me.id });
        await forgetPromotionGuesses(tx, me.id);
        await deletion.removeAccount(tx, me.id);
        // Mail to the address not sent yet (or failed) goes, with the links in it; then the last one.
        await withdrawMailTo(tx, account.email);
        await queueMail(
          tx,
          accountDeletedMail({ to: account.email, name: account.name, locale: me.locale, contact }),
        );
      });
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
