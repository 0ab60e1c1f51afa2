import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { noBody } from "../../lib/route-schemas.ts";
import { orderParams } from "../orders/order-lifecycle.routes.ts";
import { invoiceViewSchema, orderInvoiceResponseSchema } from "./invoice-schemas.ts";
import type { InvoiceFile, InvoicesService } from "./invoices.service.ts";

/** An invoice's XML or PDF as a download named Hogar-<serie><folio>. */
export function sendInvoiceFile(reply: FastifyReply, file: InvoiceFile): FastifyReply {
  const type = file.contentType === "application/xml" ? "application/xml; charset=utf-8" : file.contentType;
  return reply
    .header("content-type", type)
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .send(file.body);
}

/** The shopper's invoice of one of their orders (docs/product.md 90-92): another shopper's is 404. */
export async function invoicesRoutes(
  app: FastifyInstance,
  { invoices, requireUser }: { invoices: InvoicesService; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requireShopper(api, requireUser);

  api.get(
    "/api/orders/:id/invoice",
    {
      schema: {
        summary: "The order's invoice (CFDI), until when one may be requested, and why not now",
        params: orderParams,
        response: { 200: orderInvoiceResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => invoices.orderInvoice(shopperOf(request).id, request.params.id),
  );

  api.post(
    "/api/orders/:id/invoice",
    {
      schema: {
        summary:
          "Request the order's CFDI 4.0 to the saved fiscal data: stamped by the invoicing provider and e-mailed with its XML and PDF",
        params: orderParams,
        body: noBody,
        response: {
          201: z.object({ invoice: invoiceViewSchema }),
          ...errorResponses(400, 401, 404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      const invoice = await invoices.request(shopperOf(request).id, request.params.id);
      return reply.status(201).send({ invoice });
    },
  );

  for (const kind of ["xml", "pdf"] as const) {
    api.get(
      `/api/orders/:id/invoice.${kind}`,
      {
        schema: {
          summary: `The order's stamped invoice as ${kind.toUpperCase()} (Hogar-<serie><folio>.${kind})`,
          params: orderParams,
          response: errorResponses(400, 401, 404),
        },
      },
      async (request, reply) =>
        sendInvoiceFile(reply, await invoices.file(shopperOf(request).id, request.params.id, kind)),
    );
  }
}
