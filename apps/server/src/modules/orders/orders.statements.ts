import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { PreparedStatement } from "../../db/prepared.ts";
import {
  addresses,
  cards,
  cartItems,
  jobs,
  orderEvents,
  orderLines,
  orders,
  productImages,
} from "../../db/schema/index.ts";

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;
type NewOrder = typeof orders.$inferInsert;

/** The columns an order is placed with; the others keep their defaults until it is priced and paid. */
const PLACED_COLUMNS = [
  "userId",
  "source",
  "idempotencyKey",
  "requestHash",
  "subtotalCents",
  "shippingCents",
  "totalCents",
  "ivaRateBp",
  "ivaCents",
  "locale",
  "delivery",
  "deliveryDate",
  "shippingAddress",
  "paymentMethod",
  "installments",
  "cardId",
  "cardBrand",
  "cardLast4",
  "cardFunding",
  "paymentProvider",
] as const satisfies readonly (keyof NewOrder)[];
export type OrderToPlace = Required<Pick<NewOrder, (typeof PLACED_COLUMNS)[number]>>;

/** An order's totals, set once its lines are taken. */
export interface OrderTotals {
  subtotalCents: number;
  /** Taken off by a promotion code, and the code (docs/product.md 101). */
  discountCents: number;
  promotionCode: string | null;
  shippingCents: number;
  totalCents: number;
  ivaCents: number;
}
const TOTALS_COLUMNS = [
  "subtotalCents",
  "discountCents",
  "promotionCode",
  "shippingCents",
  "totalCents",
  "ivaCents",
] as const satisfies readonly (keyof OrderTotals)[];
const LINE_COLUMNS = [
  "orderId",
  "productId",
  "variantId",
  "variantLabel",
  "sku",
  "name",
  "priceCents",
  "quantity",
  "discountCents",
  "image",
] as const satisfies readonly (keyof OrderLineRow)[];

/** The cart lines an order bought, removed; `order` holds values or a statement's SQL for them. */
export function boughtRemoval(order: { id: string | SQL; userId: string | SQL }): SQL {
  // A line is its product and variant: another variant of a product bought stays in the cart.
  return sql`
    delete from ${cartItems} where ${cartItems.userId} = ${order.userId}
      and exists (select 1 from ${orderLines} l where l.order_id = ${order.id}
        and l.product_id = ${cartItems.productId} and l.variant_id is not distinct from ${cartItems.variantId})`;
}

/**
 * Checkout's statements, each built once (per shape where its shape varies) rather than per order:
 * building them was a fifth of the shop's CPU under checkout (docs/decisions/019). Those run in a
 * transaction go through `runPrepared`. A placeholder given as a column's value in `values()` is
 * encoded by the column (JSON text for jsonb); one inside `sql` is sent as given.
 */
export function createOrderStatements(db: Db) {
  const orderByKey = db
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, sql.placeholder("userId")), eq(orders.idempotencyKey, sql.placeholder("key"))),
    )
    .prepare("hogar_order_by_key");
  // The card only when it is the shopper's; a null card id matches none.
  const addressAndCard = db
    .select({ address: addresses, card: cards })
    .from(addresses)
    .leftJoin(
      cards,
      and(eq(cards.id, sql.placeholder("cardId")), eq(cards.userId, sql.placeholder("userId"))),
    )
    .where(
      and(eq(addresses.id, sql.placeholder("addressId")), eq(addresses.userId, sql.placeholder("userId"))),
    )
    .prepare("hogar_order_address_and_card");
  // By product first: pictures are indexed by product, and a variant's are among its product's.
  const picturesOfLines = db
    .select()
    .from(productImages)
    .where(
      and(
        sql`${productImages.productId} = any(${sql.placeholder("productIds")}::uuid[])`,
        or(
          eq(productImages.position, 0),
          sql`${productImages.variantId} = any(${sql.placeholder("variantIds")}::uuid[])`,
        ),
      ),
    )
    .orderBy(asc(productImages.position))
    .prepare("hogar_order_line_pictures");
  const paymentIdSet = db
    .update(orders)
    .set({ paymentId: sql`${sql.placeholder("paymentId")}`, updatedAt: sql`now()` })
    .where(eq(orders.id, sql.placeholder("id")))
    .prepare("hogar_order_payment_id");
  // The order and its first timeline entry, by the shopper who placed it; nothing when another
  // request holds the idempotency key.
  const placedRow = db.$with("placed").as(
    db
      .insert(orders)
      .values(
        Object.fromEntries(
          PLACED_COLUMNS.map((column) => [column, sql.placeholder(column)]),
        ) as unknown as NewOrder,
      )
      .onConflictDoNothing()
      .returning({ id: orders.id, userId: orders.userId }),
  );
  const placedEvent = db.$with("placed_event", {}).as(
    sql`insert into ${orderEvents} ("order_id", "actor_id", "actor_role", "from_status", "to_status")
      select "id", "user_id", 'shopper', null, 'placed' from "placed"`,
  );
  const placing = db.with(placedRow, placedEvent).select().from(placedRow).prepare("hogar_order_placed");

  // Paying an order, in the shapes its callers need (a new delivery day, a job, the cart emptied),
  // each built once when first needed. What it writes besides are data-modifying CTEs: PostgreSQL runs
  // each once, to completion, whether the main query reads it or not
  // (https://www.postgresql.org/docs/15/queries-with.html#QUERIES-WITH-MODIFYING).
  const payingStatements = new Map<string, PreparedStatement<OrderRow[]>>();
  function paying(newDeliveryDay: boolean, queuesJob: boolean, emptiesCart: boolean) {
    const shape = `${Number(newDeliveryDay)}${Number(queuesJob)}${Number(emptiesCart)}`;
    let statement = payingStatements.get(shape);
    if (!statement) {
      const value = (name: string) => sql`${sql.placeholder(name)}`;
      const paid = db.$with("paid").as(
        db
          .update(orders)
          .set({
            status: "paid",
            paymentId: value("paymentId"),
            changeClaimedAt: null,
            ...(newDeliveryDay ? { deliveryDate: value("deliveryDate") } : {}),
            updatedAt: sql`now()`,
          })
          .where(
            and(eq(orders.id, sql.placeholder("id")), sql`${orders.status} = ${sql.placeholder("from")}`),
          )
          .returning(),
      );
      const paidRow = sql`"paid"`;
      const parts = [
        sql`insert into ${orderEvents} ("order_id", "actor_id", "actor_role", "from_status", "to_status")
          select "id", null, 'system', ${sql.placeholder("from")}, 'paid' from ${paidRow}`,
        ...(queuesJob
          ? [
              sql`insert into ${jobs} ("kind", "payload")
                select ${sql.placeholder("kind")}, ${sql.placeholder("payload")}::jsonb
                where exists (select 1 from ${paidRow} where "user_id" = ${sql.placeholder("userId")}::uuid)`,
            ]
          : []),
        ...(emptiesCart
          ? [
              boughtRemoval({
                id: sql`(select "id" from ${paidRow})`,
                userId: sql`(select "user_id" from ${paidRow})`,
              }),
            ]
          : []),
      ].map((part, i) => db.$with(`paid_${i}`, {}).as(part));
      statement = db
        .with(paid, ...parts)
        .select()
        .from(paid)
        .prepare(`hogar_order_paid_${shape}`);
      payingStatements.set(shape, statement);
    }
    return statement;
  }

  // An order's lines and totals, one statement per number of lines, each built once when first needed.
  const totalsWithLines = new Map<number, PreparedStatement<OrderRow[]>>();
  function totalsWithLinesOf(count: number): PreparedStatement<OrderRow[]> {
    let statement = totalsWithLines.get(count);
    if (!statement) {
      // A line's picture is sent as JSON text or NULL (totalsWithLinesValues): through the column's
      // encoder, a line without one was stored as the JSON value null, not as no value.
      const lines = Array.from({ length: count }, (_, i) =>
        Object.fromEntries(
          LINE_COLUMNS.map((column) => [
            column,
            column === "image"
              ? sql`${sql.placeholder(`image_${i}`)}::jsonb`
              : sql.placeholder(`${column}_${i}`),
          ]),
        ),
      ) as unknown as OrderLineRow[];
      const written = db.$with("lines").as(db.insert(orderLines).values(lines));
      statement = db
        .with(written)
        .update(orders)
        .set(Object.fromEntries(TOTALS_COLUMNS.map((column) => [column, sql`${sql.placeholder(column)}`])))
        .where(eq(orders.id, sql.placeholder("id")))
        .returning()
        .prepare(`hogar_order_totals_${count}`);
      totalsWithLines.set(count, statement);
    }
    return statement;
  }

  return { orderByKey, addressAndCard, picturesOfLines, paymentIdSet, placing, paying, totalsWithLinesOf };
}

/** The values of `totalsWithLinesOf(lines.length)` for an order's totals and lines. */
export function totalsWithLinesValues(
  id: string,
  totals: OrderTotals,
  lines: OrderLineRow[],
): Record<string, unknown> {
  const values: Record<string, unknown> = { id, ...totals };
  lines.forEach((line, i) => {
    for (const column of LINE_COLUMNS) values[`${column}_${i}`] = line[column];
    values[`image_${i}`] = line.image === null ? null : JSON.stringify(line.image);
  });
  return values;
}
