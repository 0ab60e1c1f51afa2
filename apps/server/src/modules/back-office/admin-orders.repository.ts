import { type OrderStatus, SHOP_TIME_ZONE } from "@hogar/shared";
import type { PaymentMethod } from "@hogar/shared/payment-methods";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines, orders, users } from "../../db/schema/index.ts";
import { escapeLike } from "../catalog/catalog.repository.ts";
import type { OrderIdRange } from "./order-search.ts";

export interface AdminOrdersFilter {
  status?: OrderStatus;
  /** yyyy-mm-dd, days in the shop's time zone, both included. */
  from?: string;
  to?: string;
  /** Order number prefix, when the search text can be one. */
  idRange?: OrderIdRange;
  /** Part of the shopper's e-mail. */
  email?: string;
  /** The promotion code the orders used, in capitals as kept. */
  promotionCode?: string;
}

export interface AdminOrdersCursor {
  createdAt: string;
  id: string;
}

export interface AdminOrderRecord {
  id: string;
  status: OrderStatus;
  createdAt: Date;
  /** created_at as PostgreSQL's text, exact to the microsecond, for the next page's cursor. */
  createdAtText: string;
  shopperEmail: string | null;
  total: number;
  /** Given back so far (a cancellation, an approved return). */
  refunded: number;
  items: number;
  paymentMethod: PaymentMethod;
  installments: number;
}

/**
 * Statuses of an order whose payment went through and was not all given back by a cancellation:
 * what the admin home counts as sold (docs/product.md 75). A return's refund is subtracted by
 * refunded_cents.
 */
const SOLD_STATUSES: OrderStatus[] = ["paid", "shipped", "delivered", "return_requested", "returned"];

/** The instant a day (yyyy-mm-dd) starts in the shop's time zone, so created_at is compared as it is indexed. */
function dayStarts(day: SQL): SQL {
  return sql`((${day})::timestamp at time zone ${SHOP_TIME_ZONE})`;
}

function conditions(filter: AdminOrdersFilter, cursor?: AdminOrdersCursor): SQL | undefined {
  const search = [
    filter.idRange
      ? sql`${orders.id} between ${filter.idRange.low}::uuid and ${filter.idRange.high}::uuid`
      : undefined,
    // The shoppers first (a small table), then their orders: the newest-first index walk stays.
    filter.email
      ? sql`${orders.userId} in (select ${users.id} from ${users} where ${users.email} ilike ${`%${escapeLike(filter.email)}%`})`
      : undefined,
  ].filter((condition) => condition !== undefined);
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.promotionCode ? eq(orders.promotionCode, filter.promotionCode) : undefined,
    filter.from ? sql`${orders.createdAt} >= ${dayStarts(sql`${filter.from}::date`)}` : undefined,
    filter.to ? sql`${orders.createdAt} < ${dayStarts(sql`${filter.to}::date + 1`)}` : undefined,
    search.length > 0 ? sql`(${sql.join(search, sql` or `)})` : undefined,
    cursor
      ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined,
  );
}

/** The back office's orders: every shopper's, read only (changes are the order lifecycle's). */
export function createAdminOrdersRepository(db: Db) {
  return {
    /**
     * One page, newest first, after `cursor`: a backward range on orders_status_created_idx with a
     * status, on orders_created_idx without.
     */
    async page(
      filter: AdminOrdersFilter,
      limit: number,
      cursor?: AdminOrdersCursor,
    ): Promise<AdminOrderRecord[]> {
      const items = sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderLines} l where l.order_id = ${orders.id})`;
      return db
        .select({
          id: orders.id,
          status: orders.status,
          createdAt: orders.createdAt,
          createdAtText: sql<string>`${orders.createdAt}::text`,
          shopperEmail: users.email,
          total: orders.totalCents,
          refunded: orders.refundedCents,
          items,
          paymentMethod: orders.paymentMethod,
          installments: orders.installments,
        })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(conditions(filter, cursor))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    /**
     * The admin home's figures at `now`: orders waiting to ship (paid), returns waiting for an
     * answer, and the orders placed
     * today in the shop's time zone whose payment went through, with their totals less what was
     * refunded (docs/product.md 75).
     */
    async summary(now: Date) {
      const today = sql`(${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date`;
      const [waiting] = await db
        .select({
          toShip: sql<number>`count(*) filter (where ${orders.status} = 'paid')::int`,
          returns: sql<number>`count(*) filter (where ${orders.status} = 'return_requested')::int`,
        })
        .from(orders)
        .where(inArray(orders.status, ["paid", "return_requested"]));
      const [sold] = await db
        .select({
          count: sql<number>`count(*)::int`,
          // bigint: a day's sales may pass what 32 bits of centavos hold.
          cents:
            sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)::bigint`.mapWith(
              Number,
            ),
        })
        .from(orders)
        .where(
          and(
            inArray(orders.status, SOLD_STATUSES),
            sql`${orders.createdAt} >= ${dayStarts(today)}`,
            sql`${orders.createdAt} < ${dayStarts(sql`${today} + 1`)}`,
          ),
        );
      return {
        waitingToShip: waiting?.toShip ?? 0,
        returnsToReview: waiting?.returns ?? 0,
        ordersToday: sold?.count ?? 0,
        salesToday: sold?.cents ?? 0,
      };
    },
  };
}

export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
