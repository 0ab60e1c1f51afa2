import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  accounts,
  addresses,
  cards,
  cartItems,
  orderLines,
  orders,
  products,
  productVariants,
  sessions,
  users,
  viewHistory,
  wishlistItems,
} from "../../db/schema/index.ts";
import { addressColumns } from "../addresses/addresses.repository.ts";

/** A saved line's variant (null for a product without variants): its option values and its SKU. */
const savedVariant = {
  optionValues: productVariants.optionValues,
  sku: productVariants.sku,
};

/**
 * Reads everything the shop holds about one shopper, for "Download my data" (docs/product.md 62).
 * Columns are named one by one: secrets (password hash, session and provider tokens, the card's
 * provider token) are never selected, so they cannot slip into the file.
 */
export function createAccountDataRepository(db: Db) {
  return {
    async profile(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          phone: users.phone,
          image: users.image,
          role: users.role,
          locale: users.locale,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    signInMethods(userId: string) {
      return db
        .select({
          provider: accounts.providerId,
          accountId: accounts.accountId,
          linkedAt: accounts.createdAt,
        })
        .from(accounts)
        .where(eq(accounts.userId, userId))
        .orderBy(asc(accounts.createdAt));
    },

    sessions(userId: string) {
      return db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt));
    },

    addresses(userId: string) {
      return db
        .select({ ...addressColumns, createdAt: addresses.createdAt })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt));
    },

    cards(userId: string) {
      return db
        .select({
          holderName: cards.holderName,
          brand: cards.brand,
          funding: cards.funding,
          last4: cards.last4,
          expMonth: cards.expMonth,
          expYear: cards.expYear,
          createdAt: cards.createdAt,
        })
        .from(cards)
        .where(eq(cards.userId, userId))
        .orderBy(asc(cards.createdAt));
    },

    cart(userId: string) {
      return db
        .select({
          productId: cartItems.productId,
          name: products.name,
          ...savedVariant,
          quantity: cartItems.quantity,
          addedAt: cartItems.addedAt,
        })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.addedAt));
    },

    wishlist(userId: string) {
      return db
        .select({
          productId: wishlistItems.productId,
          name: products.name,
          ...savedVariant,
          addedAt: wishlistItems.addedAt,
        })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .leftJoin(productVariants, eq(productVariants.id, wishlistItems.variantId))
        .where(eq(wishlistItems.userId, userId))
        .orderBy(asc(wishlistItems.addedAt));
    },

    history(userId: string) {
      return db
        .select({ productId: viewHistory.productId, name: products.name, viewedAt: viewHistory.viewedAt })
        .from(viewHistory)
        .innerJoin(products, eq(products.id, viewHistory.productId))
        .where(eq(viewHistory.userId, userId))
        .orderBy(desc(viewHistory.viewedAt));
    },

    /** Every order, declined payments included: the shop keeps those rows too. */
    orders(userId: string) {
      return db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    async orderLines(orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds));
    },
  };
}
