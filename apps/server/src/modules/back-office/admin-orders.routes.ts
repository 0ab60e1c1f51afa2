import {
  adminOrderRowSchema,
  adminOrdersQuerySchema,
  adminSummarySchema,
  BACK_OFFICE_PAGE_SIZE,
} from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses.ts";
import type { AdminOrdersService } from "./admin-orders.service.ts";

/** The back office's order table and home figures; the admin guard is the caller's (back-office.module.ts). */
export async function adminOrdersRoutes(app: FastifyInstance, { orders }: { orders: AdminOrdersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/orders",
    {
      schema: {
        summary:
          "Every shopper's orders, newest first, a page at a time, by status, days, order number or e-mail, and promotion code (admins)",
        description: [
          `${BACK_OFFICE_PAGE_SIZE} orders a page, by status, by days in America/Mexico_City (from and to`,
          "both included) and by `q`: the order number's first characters or part of the shopper's e-mail.",
          'When more follow, `Link: </api/admin/orders?...&cursor=...>; rel="next"` is the next page.',
        ].join(" "),
        querystring: adminOrdersQuerySchema,
        response: { 200: z.array(adminOrderRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { rows, nextCursor } = await orders.list(request.query);
      if (nextCursor) {
        const { cursor: _, ...filters } = request.query;
        const next = new URLSearchParams({ ...definedOnly(filters), cursor: nextCursor });
        reply.header("link", `</api/admin/orders?${next}>; rel="next"`);
      }
      return rows;
    },
  );

  api.get(
    "/api/admin/summary",
    {
      schema: {
        summary:
          "The admin home's figures: orders waiting to ship, returns to review, today's orders and sales (admins)",
        response: { 200: adminSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async () => orders.summary(),
  );
}

/** A query's given values as strings, for the next page's address. */
export function definedOnly(query: Record<string, string | boolean | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== "")
      .map(([key, value]) => [key, String(value)]),
  );
}
