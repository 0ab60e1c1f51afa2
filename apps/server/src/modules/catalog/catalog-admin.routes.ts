import multipart from "@fastify/multipart";
import {
  type ProductFormInput,
  productPatchSchema,
  productSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_TYPES,
} from "@hogar/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { AppError } from "../../lib/errors.ts";
import { type ConvertedUpload, convertUpload } from "../images/uploads.ts";
import type { CatalogAdminService } from "./catalog-admin.service.ts";

const FORM_FIELDS = ["name", "category", "images", "stock", "price", "description"] as const;
const idParams = z.strictObject({ id: z.uuid({ error: "Product not found" }) });

/** Reads the add-product form: its text fields and up to five image files, each checked and converted. */
async function readProductForm(
  request: FastifyRequest,
): Promise<{ input: ProductFormInput; uploads: ConvertedUpload[] }> {
  if (!request.isMultipart()) throw new AppError("invalid", "Send the product as multipart/form-data");
  const input: ProductFormInput = {
    name: "",
    category: "",
    images: "",
    stock: "",
    price: "",
    description: "",
  };
  const uploads: ConvertedUpload[] = [];
  for await (const part of request.parts()) {
    if (part.type === "file") {
      if (part.fieldname !== "files") throw new AppError("invalid", `Unknown file field: ${part.fieldname}`);
      const bytes = await part.toBuffer();
      if (bytes.length === 0) continue;
      uploads.push(await convertUpload(bytes, part.filename || "The file"));
    } else if (
      (FORM_FIELDS as readonly string[]).includes(part.fieldname) &&
      typeof part.value === "string"
    ) {
      input[part.fieldname as (typeof FORM_FIELDS)[number]] = part.value;
    } else {
      throw new AppError("invalid", `Unknown field: ${part.fieldname}`);
    }
  }
  return { input, uploads };
}

export async function catalogAdminRoutes(
  app: FastifyInstance,
  { admin, requireUser }: { admin: CatalogAdminService; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requireShopper(api, requireUser);
  api.addHook("onRequest", async (request) => {
    if (shopperOf(request).role !== "ADMIN")
      throw new AppError("forbidden", "Only admins may change products");
  });
  await api.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 10, fieldSize: 10_000, parts: 20 },
    throwFileSizeLimit: true,
  });

  api.post(
    "/api/products",
    {
      bodyLimit: UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + 100_000,
      schema: {
        summary: `Add a product (admins): multipart form with ${FORM_FIELDS.join(", ")} and up to ${UPLOAD_MAX_FILES} files (${UPLOAD_TYPES.join(", ")}, 5 MB each)`,
        consumes: ["multipart/form-data"],
        response: { 201: productSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const { input, uploads } = await readProductForm(request);
      return reply.status(201).send(await admin.create(input, uploads));
    },
  );

  api.patch(
    "/api/products/:id",
    {
      schema: {
        summary: "Change a product (admins); price in pesos",
        params: idParams,
        body: productPatchSchema,
        response: { 200: productSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => admin.update(request.params.id, request.body),
  );

  api.delete(
    "/api/products/:id",
    {
      schema: {
        summary: "Archive a product (admins)",
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await admin.archive(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
