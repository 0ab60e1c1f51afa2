import { m } from "@hogar/shared/messages";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../auth/require-admin.ts";
import type { RequireUser } from "../../auth/require-user.ts";
import type { Db } from "../../db/client.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { auditActorOf } from "../audit/audit-actor.ts";
import { orderParams } from "../orders/order-lifecycle.routes.ts";
import { exportMonth, globalInvoiceCsv, globalInvoiceRows } from "./global-invoice-export.ts";
import { adminOrderInvoiceResponseSchema, invoiceViewSchema } from "./invoice-schemas.ts";
import { sendInvoiceFile } from "./invoices.routes.ts";
import type { InvoicesService } from "./invoices.service.ts";

// The reason and the folio fiscal are checked by the service, with messages that say what is wrong;
// here only their size is bounded.
const cancelBody = z.strictObject({
  reason: z.string({ error: () => m.server_invoice_cancel_reason() }).max(10, {
    error: () => m.server_invoice_cancel_reason(),
  }),
  replacementUuid: z
    .string({ error: () => m.server_invoice_cancel_replacement_format() })
    .max(100, { error: () => m.server_invoice_cancel_replacement_format() })
    .nullish(),
});

const monthQuery = z.object({ month: z.string().max(20).optional() });

function sendCsv(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .send(csv);
}

/** The back office's side of invoices (docs/product.md 93-94), for admins only (401, then 403). */
export async function invoicesAdminRoutes(
  app: FastifyInstance,
  { invoices, db, requireUser }: { invoices: InvoicesService; db: Db; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requireAdmin(api, requireUser);

  api.get(
    "/api/admin/orders/:id/invoice",
    {
      schema: {
        summary:
          "The order's invoice (active, else the last cancelled one) and the one being stamped, each or null, and its other cancelled invoices",
        params: orderParams,
        response: { 200: adminOrderInvoiceResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => invoices.adminInvoice(request.params.id),
  );

  for (const kind of ["xml", "pdf"] as const) {
    api.get(
      `/api/admin/orders/:id/invoice.${kind}`,
      {
        schema: {
          summary: `The order's stamped invoice as ${kind.toUpperCase()}`,
          params: orderParams,
          response: errorResponses(400, 401, 403, 404),
        },
      },
      async (request, reply) => sendInvoiceFile(reply, await invoices.adminFile(request.params.id, kind)),
    );
    api.get(
      `/api/admin/orders/:id/invoices/:invoiceId.${kind}`,
      {
        schema: {
          summary: `One of the order's stamped invoices, a cancelled one too, as ${kind.toUpperCase()}`,
          params: orderParams.extend({ invoiceId: z.uuid({ error: () => m.server_invoice_not_found() }) }),
          response: errorResponses(400, 401, 403, 404),
        },
      },
      async (request, reply) =>
        sendInvoiceFile(reply, await invoices.adminFile(request.params.id, kind, request.params.invoiceId)),
    );
  }

  api.post(
    "/api/admin/orders/:id/invoice/cancel",
    {
      schema: {
        summary:
          "Cancel the order's active invoice with the c_MotivoCancelacion reason that fits what was refunded (02 none, 01 part, with the replacing invoice's folio fiscal, 03 all); audited",
        params: orderParams,
        body: cancelBody,
        response: {
          200: z.object({ invoice: invoiceViewSchema }),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => ({
      invoice: await invoices.cancel(auditActorOf(request), request.params.id, request.body),
    }),
  );

  api.get(
    "/api/admin/invoices/global-export",
    {
      schema: {
        summary:
          "CSV of the month's paid orders with no invoice and not cancelled, for the global invoice to PUBLICO EN GENERAL (month=YYYY-MM, Mexico City)",
        querystring: monthQuery,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const month = request.query.month ?? "";
      const rows = await globalInvoiceRows(db, exportMonth(month));
      return sendCsv(reply, `factura-global-${month}.csv`, globalInvoiceCsv(rows));
    },
  );
}
