import multipart from "@fastify/multipart";
import {
  adminProductRowSchema,
  adminProductSchema,
  adminProductsQuerySchema,
  BACK_OFFICE_PAGE_SIZE,
} from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses.ts";
import { idParams, noBody } from "../../lib/route-schemas.ts";
import { auditActorOf } from "../audit/audit-actor.ts";
import {
  PRODUCT_FORM_BODY_LIMIT,
  PRODUCT_FORM_FIELDS,
  PRODUCT_FORM_MULTIPART,
  readProductForm,
} from "../catalog/product-form.ts";

const productIdParams = idParams(m.server_product_not_found);

import { definedOnly } from "./admin-orders.routes.ts";
import type { AdminProductsService } from "./admin-products.service.ts";

/** The back office's products (docs/product.md 77); the admin guard is the caller's (back-office.module.ts). */
export async function adminProductsRoutes(
  app: FastifyInstance,
  { products }: { products: AdminProductsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await api.register(multipart, PRODUCT_FORM_MULTIPART);

  api.get(
    "/api/admin/products",
    {
      schema: {
        summary: "Products on sale and archived, newest first or low stock first, a page at a time (admins)",
        description: [
          `${BACK_OFFICE_PAGE_SIZE} products a page. When more follow,`,
          '`Link: </api/admin/products?...&cursor=...>; rel="next"` is the next page.',
        ].join(" "),
        querystring: adminProductsQuerySchema,
        response: { 200: z.array(adminProductRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { rows, nextCursor } = await products.list(request.query);
      if (nextCursor) {
        const { cursor: _, ...filters } = request.query;
        const next = new URLSearchParams({ ...definedOnly(filters), cursor: nextCursor });
        reply.header("link", `</api/admin/products?${next}>; rel="next"`);
      }
      return rows;
    },
  );

  api.get(
    "/api/admin/products/:id",
    {
      schema: {
        summary: "One product, archived or not, with its pictures' ids and audit log (admins)",
        params: productIdParams,
        response: { 200: adminProductSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => products.get(request.params.id),
  );

  api.put(
    "/api/admin/products/:id",
    {
      bodyLimit: PRODUCT_FORM_BODY_LIMIT,
      schema: {
        summary: `Change a product (admins): multipart form with ${PRODUCT_FORM_FIELDS.join(", ")}, keep (ids of its pictures to keep, one per line, in order), stockWas (the stock the form loaded) and files; 1 to 8 pictures in all`,
        description:
          "A new stock is written only while the product's stock still is `stockWas`; otherwise 409 and nothing changes (docs/product.md 26). Variants: `optionNames` and `variants` (JSON arrays) describe them as they are to be: a listed variant with `id` is changed (its stock only while it still is its `stockWas`) or, with `archived: true`, archived; one without `id` is added; unlisted ones stay. `pictures` are positions among the saved pictures (kept, then uploads, then addresses), never 0. Without these fields the variants stay as they are.",
        consumes: ["multipart/form-data"],
        params: productIdParams,
        response: { 200: adminProductSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) =>
      products.edit(
        request.params.id,
        await readProductForm(request, { editing: true }),
        auditActorOf(request),
      ),
  );

  for (const [action, archived] of [
    ["archive", true],
    ["restore", false],
  ] as const) {
    api.post(
      `/api/admin/products/:id/${action}`,
      {
        schema: {
          summary: archived
            ? "Archive a product: it leaves the shop, orders keep it (admins)"
            : "Put an archived product back on sale (admins)",
          params: productIdParams,
          body: noBody,
          response: { 200: adminProductSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => products.setArchived(request.params.id, archived, auditActorOf(request)),
    );
  }
}
