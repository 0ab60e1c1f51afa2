import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Failed sign-in counters, keyed "email:<address>" or "ip:<address>", shared by every process. */
export const signInThrottle = pgTable("sign_in_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});
