import { cartQuantitySchema, cartSchema, productIdParamSchema, variantChoiceSchema } from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import type { CartService } from "./cart.service.ts";

export async function cartRoutes(
  app: FastifyInstance,
  { cart, requireUser }: { cart: CartService; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requireShopper(api, requireUser);

  api.get(
    "/api/cart",
    {
      schema: {
        summary: "The shopper's cart with totals",
        response: { 200: cartSchema, ...errorResponses(401) },
      },
    },
    async (request) => cart.get(shopperOf(request).id),
  );

  api.put(
    "/api/cart/items/:productId",
    {
      schema: {
        summary:
          "Add a product (with the variant chosen, for a product with variants) to the cart or set its line's quantity",
        params: productIdParamSchema,
        body: cartQuantitySchema,
        response: { 200: cartSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = shopperOf(request);
      const { quantity, variantId } = request.body;
      return cart.setQuantity(user.id, request.params.productId, quantity, variantId ?? null);
    },
  );

  api.delete(
    "/api/cart/items/:productId",
    {
      schema: {
        summary: "Remove a product's line (its variant's, with ?variantId=) from the cart",
        params: productIdParamSchema,
        querystring: variantChoiceSchema,
        response: { 200: cartSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      cart.remove(shopperOf(request).id, request.params.productId, request.query.variantId ?? null),
  );
}
