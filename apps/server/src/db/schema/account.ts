import { CARD_FUNDINGS } from "@hogar/shared/card-rules";
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    country: text("country").notNull(),
    fullName: text("full_name").notNull(),
    /**
     * The street; addresses saved before Mexican addresses (docs/product.md 83) hold street and
     * number here, with the number fields empty.
     */
    street: text("street_and_number").notNull(),
    exteriorNumber: text("exterior_number").notNull().default(""),
    interiorNumber: text("interior_number").notNull().default(""),
    colonia: text("colonia").notNull().default(""),
    /** Municipio, or alcaldía in Mexico City. */
    municipality: text("municipality").notNull().default(""),
    /** ISO 3166-2:MX code without "MX-" (packages/shared/src/mx-states.ts); "" until completed. */
    state: text("state").notNull().default(""),
    postalCode: text("postal_code").notNull(),
    phone: text("phone").notNull(),
    instructions: text("instructions").notNull().default(""),
    /** The chosen shipping address; at most one per shopper. */
    current: boolean("current").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("addresses_one_current_idx").on(t.userId).where(sql`${t.current}`),
  ],
);

/** A saved card: never the number or CCV, only what identifies it and the provider's token. */
export const cards = pgTable(
  "cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    holderName: text("holder_name").notNull(),
    brand: text("brand", { enum: ["Visa", "Mastercard"] }).notNull(),
    /**
     * As the provider reported it when the card was saved. Cards saved before the shop asked were
     * counted as credit cards (migration 0027); no default since, so a save that forgets it fails.
     */
    funding: text("funding", { enum: CARD_FUNDINGS }).notNull(),
    last4: text("last4").notNull(),
    expMonth: text("exp_month").notNull(),
    expYear: text("exp_year").notNull(),
    provider: text("provider").notNull(),
    providerToken: text("provider_token").notNull(),
    /** The provider's fingerprint of the number; none on cards saved before the shop asked for it. */
    fingerprint: text("fingerprint"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cards_user_idx").on(t.userId, t.createdAt),
    // One card (number and expiry) once per shopper: the save checks first, under the shopper's lock.
    uniqueIndex("cards_user_same_card_idx")
      .on(t.userId, t.fingerprint, t.expMonth, t.expYear)
      .where(sql`${t.fingerprint} is not null`),
  ],
);

/**
 * The sandbox payment provider's own ledger of card tokens, as a real provider keeps them on its
 * side. It records what a test number does (approve, decline, insufficient funds), not the number.
 */
export const sandboxCardTokens = pgTable("sandbox_card_tokens", {
  token: text("token").primaryKey(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  behaviour: text("behaviour", {
    enum: ["approve", "decline", "insufficient_funds", "refuse_refunds"],
  }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
