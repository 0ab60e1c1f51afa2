import {
  productDetailsSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productPageSchema,
  suggestionsQuerySchema,
  suggestionsSchema,
} from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import type { CatalogService } from "./catalog.service.ts";

export async function catalogRoutes(
  app: FastifyInstance,
  { catalog, requireUser }: { catalog: CatalogService; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The shop is for signed-in shoppers only (docs/product.md 1).
  requireShopper(api, requireUser);

  api.get(
    "/api/products",
    {
      schema: {
        summary: "Products by name, room and price, a page at a time",
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => catalog.list(request.query),
  );

  api.get(
    "/api/products/:id",
    {
      schema: {
        summary: "One product, with its variants on sale (empty without variants)",
        params: productIdParamsSchema,
        response: { 200: productDetailsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => catalog.get(request.params.id),
  );

  api.get(
    "/api/search/suggestions",
    {
      schema: {
        summary: "Up to 8 product names for the search box, best first, typo-tolerant",
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => catalog.suggestions(request.query.q),
  );
}
