import multipart from "@fastify/multipart";
import { productPatchSchema, productSchema, UPLOAD_MAX_FILES, UPLOAD_TYPES } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { AppError } from "../../lib/errors.ts";
import { idParams } from "../../lib/route-schemas.ts";
import { auditActorOf } from "../audit/audit-actor.ts";
import type { CatalogAdminService } from "./catalog-admin.service.ts";
import {
  PRODUCT_FORM_BODY_LIMIT,
  PRODUCT_FORM_FIELDS,
  PRODUCT_FORM_MULTIPART,
  readProductForm,
} from "./product-form.ts";

const productIdParams = idParams(m.server_product_not_found);

export async function catalogAdminRoutes(
  app: FastifyInstance,
  { admin, requireUser }: { admin: CatalogAdminService; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requireShopper(api, requireUser);
  api.addHook("onRequest", async (request) => {
    if (shopperOf(request).role !== "ADMIN") throw new AppError("forbidden", m.server_admins_only_products());
  });
  await api.register(multipart, PRODUCT_FORM_MULTIPART);

  api.post(
    "/api/products",
    {
      bodyLimit: PRODUCT_FORM_BODY_LIMIT,
      schema: {
        summary: `Add a product (admins): multipart form with ${PRODUCT_FORM_FIELDS.join(", ")} and up to ${UPLOAD_MAX_FILES} files (${UPLOAD_TYPES.join(", ")}, 5 MB each); pictures given by address are fetched and stored like uploads`,
        description:
          "Variants (optional): `optionNames`, a JSON array of names, and `variants`, a JSON array of `{ options, sku, price, stock, pictures }` (pictures: positions among the saved pictures, never 0). The product then costs its cheapest variant and holds their summed stock; its own price and stock fields are ignored.",
        consumes: ["multipart/form-data"],
        response: { 201: productSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const { input, uploads, variants, facts } = await readProductForm(request);
      return reply
        .status(201)
        .send(await admin.create(input, uploads, auditActorOf(request), variants, facts));
    },
  );

  api.patch(
    "/api/products/:id",
    {
      schema: {
        summary: "Change a product (admins); price in pesos",
        params: productIdParams,
        body: productPatchSchema,
        response: { 200: productSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => admin.update(request.params.id, request.body, auditActorOf(request)),
  );

  api.delete(
    "/api/products/:id",
    {
      schema: {
        summary: "Archive a product (admins)",
        params: productIdParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await admin.archive(request.params.id, auditActorOf(request));
      return reply.status(204).send(null);
    },
  );
}
