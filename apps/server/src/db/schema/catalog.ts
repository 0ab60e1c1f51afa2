import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** Whole centavos; money is never a float in the database. */
    priceCents: integer("price_cents").notNull(),
    category: text("category", { enum: ["living room", "bedroom", "bathroom", "kitchen"] }).notNull(),
    stock: integer("stock").notNull(),
    archived: boolean("archived").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("products_price_positive", sql`${t.priceCents} > 0`),
    check("products_stock_not_negative", sql`${t.stock} >= 0`),
    check("products_category_known", sql`${t.category} in ('living room', 'bedroom', 'bathroom', 'kitchen')`),
    // The feed's room rows and the newest-first listings.
    index("products_category_created_idx")
      .on(t.category, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`not ${t.archived}`),
    index("products_created_idx").on(t.createdAt.desc().nullsFirst(), t.id).where(sql`not ${t.archived}`),
    index("products_price_idx").on(t.priceCents).where(sql`not ${t.archived}`),
    // Name search: full-text for whole words, trigrams for substrings and typos.
    index("products_name_fts_idx").using("gin", sql`to_tsvector('english', ${t.name})`),
    index("products_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** 0 is the cover. */
    position: integer("position").notNull(),
    /** Name of an image the shop serves itself at every width (/images/{key}-{width}.webp). */
    imageKey: text("image_key"),
    /** An outside http(s) address, used as it is. */
    url: text("url"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull(),
  },
  (t) => [
    unique("product_images_position_unique").on(t.productId, t.position),
    check("product_images_source", sql`(${t.imageKey} is null) <> (${t.url} is null)`),
  ],
);

/** Products a shopper viewed; one row per product, the latest view wins. */
export const viewHistory = pgTable(
  "view_history",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index("view_history_user_viewed_idx").on(t.userId, t.viewedAt.desc()),
  ],
);

/**
 * Images uploaded by admins, already converted to WebP at every served width. They live in the
 * database, not on one machine's disk, so every server process can serve them.
 */
export const uploadedImages = pgTable(
  "uploaded_images",
  {
    key: text("key").notNull(),
    width: integer("width").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.width] })],
);
