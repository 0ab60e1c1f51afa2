import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Attempt counters shared by every process: failed sign-ins per account and address, per address
 * and per account, the addresses an account signed in from (keys in auth/sign-in-throttle.ts), and
 * other limits' own keys ("sign-up:", "mail:").
 */
export const signInThrottle = pgTable(
  "sign_in_throttle",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    /** The last counted attempt: waits grow from it, and idle counters are swept by it. */
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sign_in_throttle_last_attempt_at_idx").on(table.lastAttemptAt)],
);
