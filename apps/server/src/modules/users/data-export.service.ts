import type { MyDataExport } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { variantLabel } from "@hogar/shared/variant-choices";
import { findPendingEmailToken } from "../../auth/email-tokens.ts";
import { findSignInAddresses } from "../../auth/sign-in-throttle.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { fiscalDataRepository, toFiscalData } from "../invoicing/fiscal-data.repository.ts";
import { invoicesRepository } from "../invoicing/invoices.repository.ts";
import { toOrder } from "../orders/order-view.ts";
import { createReviewsRepository } from "../reviews/reviews.repository.ts";
import { createAccountDataRepository } from "./account-data.repository.ts";

const iso = (date: Date) => date.toISOString();

/**
 * "Download my data" (docs/product.md 62): everything the shop holds about the shopper, the access
 * right of Mexico's LFPDPPP (article 23 of the 2010 law; the 2025 law that replaced it keeps the
 * ARCO rights, docs/decisions/010). Cards show as the shopper knows them (holder, brand, last four,
 * expiry); nothing that would let anyone sign in or pay is included. Beside the shopper's own rows:
 * an e-mail change waiting for its link (the new address, never the token) and the client addresses
 * the sign-in throttle remembers the account signing in from.
 */
export function createDataExportService(db: Db) {
  const repository = createAccountDataRepository(db);

  return {
    async exportFor(userId: string, now = new Date()): Promise<MyDataExport> {
      const [profile, methods, sessions, addresses, cards, cart, wishlist, history, orderRows] =
        await Promise.all([
          repository.profile(userId),
          repository.signInMethods(userId),
          repository.sessions(userId),
          repository.addresses(userId),
          repository.cards(userId),
          repository.cart(userId),
          repository.wishlist(userId),
          repository.history(userId),
          repository.orders(userId),
        ]);
      if (!profile) throw new AppError("unauthorized", m.server_not_signed_in());
      const [lines, pendingEmailChange, signInAddresses, fiscalData, invoices, reviews] = await Promise.all([
        repository.orderLines(orderRows.map((order) => order.id)),
        findPendingEmailToken(db, "change-email", userId),
        findSignInAddresses(db, profile.email),
        fiscalDataRepository.find(db, userId),
        invoicesRepository.ofShopper(db, userId),
        createReviewsRepository().ofShopper(db, userId),
      ]);

      return {
        exportedAt: iso(now),
        profile: { ...profile, createdAt: iso(profile.createdAt), updatedAt: iso(profile.updatedAt) },
        signInMethods: methods.map((method) => ({
          provider: method.provider,
          // For a password the "account id" is the shop's own user id; for a provider, its id of the shopper.
          providerAccountId: method.provider === "credential" ? null : method.accountId,
          linkedAt: iso(method.linkedAt),
        })),
        sessions: sessions.map((session) => ({
          ...session,
          createdAt: iso(session.createdAt),
          expiresAt: iso(session.expiresAt),
        })),
        addresses: addresses.map((address) => ({ ...address, createdAt: iso(address.createdAt) })),
        cards: cards.map((card) => ({ ...card, createdAt: iso(card.createdAt) })),
        cart: cart.map(({ optionValues, ...line }) => ({
          ...line,
          variantLabel: optionValues && variantLabel(optionValues),
          addedAt: iso(line.addedAt),
        })),
        wishlist: wishlist.map(({ optionValues, ...item }) => ({
          ...item,
          variantLabel: optionValues && variantLabel(optionValues),
          addedAt: iso(item.addedAt),
        })),
        history: history.map((view) => ({ ...view, viewedAt: iso(view.viewedAt) })),
        reviews: reviews.map((review) => ({
          ...review,
          hiddenAt: review.hiddenAt && iso(review.hiddenAt),
          createdAt: iso(review.createdAt),
          updatedAt: iso(review.updatedAt),
        })),
        orders: orderRows.map((order) =>
          toOrder(
            order,
            lines.filter((line) => line.orderId === order.id),
          ),
        ),
        pendingEmailChange: pendingEmailChange && {
          email: pendingEmailChange.email,
          expiresAt: iso(pendingEmailChange.expiresAt),
        },
        signInAddresses: signInAddresses.map((known) => ({
          address: known.address,
          lastSignInAt: iso(known.lastSignInAt),
        })),
        fiscalData: fiscalData ? toFiscalData(fiscalData) : null,
        invoices: invoices.map((invoice) => ({
          ...invoice,
          stampedAt: iso(invoice.stampedAt),
          cancelledAt: invoice.cancelledAt && iso(invoice.cancelledAt),
        })),
      };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
