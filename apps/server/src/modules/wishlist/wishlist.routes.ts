import { productIdParamSchema, variantChoiceSchema, wishlistSchema } from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import type { WishlistService } from "./wishlist.service.ts";

export async function wishlistRoutes(
  app: FastifyInstance,
  { wishlist, requireUser }: { wishlist: WishlistService; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requireShopper(api, requireUser);
  const schema = (summary: string, statuses: number[]) => ({
    summary,
    params: productIdParamSchema,
    response: { 200: wishlistSchema, ...errorResponses(...statuses) },
  });

  api.get(
    "/api/wishlist",
    {
      schema: {
        summary: "The shopper's wishlist",
        response: { 200: wishlistSchema, ...errorResponses(401) },
      },
    },
    async (request) => wishlist.get(shopperOf(request).id),
  );

  api.put(
    "/api/wishlist/:productId",
    {
      schema: {
        ...schema(
          "Add a product (with the variant chosen, for a product with variants) to the wishlist",
          [400, 401, 404, 409],
        ),
        // No body at all for a product without variants, as before variants.
        body: variantChoiceSchema.nullish(),
      },
    },
    async (request) =>
      wishlist.add(shopperOf(request).id, request.params.productId, request.body?.variantId ?? null),
  );

  api.delete(
    "/api/wishlist/:productId",
    {
      schema: {
        ...schema("Remove a product (its variant, with ?variantId=) from the wishlist", [400, 401]),
        querystring: variantChoiceSchema,
      },
    },
    async (request) =>
      wishlist.remove(shopperOf(request).id, request.params.productId, request.query.variantId ?? null),
  );
}
