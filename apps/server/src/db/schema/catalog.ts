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
  uniqueIndex,
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
    // Facts a buyer of furniture asks for (issue 19), shown on the product page and used as filters.
    // Null only on products added before they existed; the admin form asks for them.
    widthCm: integer("width_cm"),
    depthCm: integer("depth_cm"),
    heightCm: integer("height_cm"),
    weightGrams: integer("weight_grams"),
    /** Ids from packages/shared MATERIALS. */
    materials: text("materials").array().notNull().default(sql`'{}'::text[]`),
    /** An id from packages/shared COLOURS. */
    colour: text("colour"),
    assemblyRequired: boolean("assembly_required").notNull().default(false),
    /**
     * The names of the choices its variants differ in, in order (for example Fabric, Size); empty
     * for a product without variants. A product with variants keeps `price_cents` at its cheapest
     * live variant's price and `stock` at their sum, in the transaction that changes them.
     */
    optionNames: text("option_names").array().notNull().default(sql`'{}'::text[]`),
    /** Visible reviews: their number and the sum of their ratings (the average without a scan). */
    reviewCount: integer("review_count").notNull().default(0),
    ratingTotal: integer("rating_total").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("products_price_positive", sql`${t.priceCents} > 0`),
    check("products_stock_not_negative", sql`${t.stock} >= 0`),
    check(
      "products_dimensions_positive",
      sql`coalesce(${t.widthCm}, 1) > 0 and coalesce(${t.depthCm}, 1) > 0 and coalesce(${t.heightCm}, 1) > 0 and coalesce(${t.weightGrams}, 1) > 0`,
    ),
    check(
      "products_ratings",
      sql`${t.reviewCount} >= 0 and ${t.ratingTotal} between ${t.reviewCount} and 5 * ${t.reviewCount}`,
    ),
    check("products_category_known", sql`${t.category} in ('living room', 'bedroom', 'bathroom', 'kitchen')`),
    // The listings' sort indexes (newest and price, with and without a room) and the colour index
    // carry the filters' columns, so a filtered page or count reads the index alone: made by
    // migrations 0020, 0024 and 0026 (written by hand: drizzle-kit has no INCLUDE), so not part of
    // this schema.
    index("products_materials_idx").using("gin", t.materials),
    // Name search: trigrams of the stored lower-case name name_lower (migration 0022) for substrings,
    // and whole words on the stored column name_search (migration 0019). On PostgreSQL both indexes
    // also hold the colour and materials (migration 0021), all written by hand, so they are not part
    // of this schema.
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
    /** Set when the picture shows one variant; null for the product's own pictures. */
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    /** An outside http(s) address, used as it is. */
    url: text("url"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull(),
  },
  (t) => [
    unique("product_images_position_unique").on(t.productId, t.position),
    check("product_images_source", sql`(${t.imageKey} is null) <> (${t.url} is null)`),
    // For the cascade when a variant goes: without it PostgreSQL reads every picture to find its own.
    index("product_images_variant_idx").on(t.variantId).where(sql`${t.variantId} is not null`),
  ],
);

/**
 * One buyable version of a product (for example linen, three seats), with its own SKU, price and
 * stock. `option_values` follow the product's `option_names`, one value each. A variant someone
 * bought is archived, never deleted, so order lines keep pointing at it.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    optionValues: text("option_values").array().notNull(),
    priceCents: integer("price_cents").notNull(),
    stock: integer("stock").notNull(),
    /** The picker's order. */
    position: integer("position").notNull(),
    archived: boolean("archived").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("product_variants_sku_idx").on(t.sku),
    uniqueIndex("product_variants_options_idx").on(t.productId, t.optionValues).where(sql`not ${t.archived}`),
    index("product_variants_product_idx").on(t.productId, t.position),
    check("product_variants_price_positive", sql`${t.priceCents} > 0`),
    check("product_variants_stock_not_negative", sql`${t.stock} >= 0`),
  ],
);

/**
 * A rating (1-5) with an optional text, one per shopper and product, from a shopper who received it.
 * Staff may hide one (the reason goes to the audit log); a hidden review counts nowhere.
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    body: text("body"),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("product_reviews_one_per_shopper").on(t.productId, t.userId),
    // The product page's list: visible reviews, newest first, page by page (keyset on created_at, id).
    index("product_reviews_product_created_idx")
      .on(t.productId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    check("product_reviews_rating", sql`${t.rating} between 1 and 5`),
    check("product_reviews_hidden", sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
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
