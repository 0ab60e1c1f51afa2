import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { products, productVariants } from "./catalog.ts";

// One row per shopper, product and variant (null for a product without variants): the unique
// constraint, with nulls not distinct, makes a second line impossible, and writes are upserts on it,
// so two requests at once cannot lose an update or add a line twice.

export const cartItems = pgTable(
  "cart_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("cart_items_line_unique").on(t.userId, t.productId, t.variantId).nullsNotDistinct(),
    check("cart_items_quantity_range", sql`${t.quantity} between 1 and 50`),
    index("cart_items_product_idx").on(t.productId),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("wishlist_items_line_unique").on(t.userId, t.productId, t.variantId).nullsNotDistinct(),
    index("wishlist_items_product_idx").on(t.productId),
  ],
);
