import type { Order, OrderDetails } from "@hogar/shared";

// The browser carries no zod (docs/decisions/002-web-app.md), and packages/shared's orders.ts is a zod
// module, so its few plain values the order page needs are repeated here, with the same numbers and
// messages as orderNumber() and returnRequestSchema there.

/** The short number shoppers and staff read and search by: the id's first 8 characters. */
export function orderNumber(order: { id: string }): string {
  return order.id.slice(0, 8);
}

/** The server keeps a reason code (or a short phrase) for a failed payment; the shopper reads a sentence. */
const FAILURE_TEXT: Record<string, string> = {
  card_declined: "The card was declined.",
  insufficient_funds: "The card had insufficient funds.",
};

export function failureText(reason: string): string {
  return FAILURE_TEXT[reason] ?? reason;
}

export const RETURN_REASON_MIN = 3;
export const RETURN_REASON_MAX = 500;

export const RETURN_MESSAGES = {
  lines: "Choose the products to return",
  reason: "Tell us why you return them",
  reasonTooLong: `The reason must be at most ${RETURN_REASON_MAX} characters`,
} as const;

/** How many of each product come back; 0 (or missing) leaves the line out. */
export type ReturnChoice = Record<string, number>;

export interface ReturnFormValues {
  lines: ReturnChoice;
  reason: string;
}

/** The return form's messages (docs/product.md 73): at least one line, and a reason of 3-500 characters. */
export function returnProblems(values: ReturnFormValues): { lines?: string; reason?: string } {
  const reason = values.reason.trim();
  return {
    lines: Object.values(values.lines).some((quantity) => quantity > 0) ? undefined : RETURN_MESSAGES.lines,
    reason:
      reason.length < RETURN_REASON_MIN
        ? RETURN_MESSAGES.reason
        : reason.length > RETURN_REASON_MAX
          ? RETURN_MESSAGES.reasonTooLong
          : undefined,
  };
}

/** What POST /api/orders/:id/return takes: only the chosen lines, each no more than was bought. */
export function returnInput(order: Pick<Order, "lines">, values: ReturnFormValues) {
  return {
    lines: order.lines.flatMap((line) => {
      const quantity = Math.min(values.lines[line.productId] ?? 0, line.quantity);
      return quantity > 0 ? [{ productId: line.productId, quantity }] : [];
    }),
    reason: values.reason.trim(),
  };
}

/** The products of a return request, named as the order names them. */
export function returnedLines(order: OrderDetails, request: NonNullable<OrderDetails["returnRequest"]>) {
  return request.lines.map((returned) => ({
    ...returned,
    name: order.lines.find((line) => line.productId === returned.productId)?.name ?? "A product",
  }));
}
