import { cardInputSchema, cardSchema } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { idParams } from "../../lib/route-schemas.ts";
import type { CardsService } from "./cards.service.ts";

const cardParams = idParams(m.server_card_not_found);

export async function cardsRoutes(
  app: FastifyInstance,
  { cards, requireUser }: { cards: CardsService; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requireShopper(api, requireUser);

  api.get(
    "/api/cards",
    {
      schema: {
        summary: "The shopper's saved cards",
        response: { 200: z.array(cardSchema), ...errorResponses(401) },
      },
    },
    async (request) => cards.list(shopperOf(request).id),
  );

  api.post(
    "/api/cards",
    {
      schema: {
        summary: "Save a card: the number and CCV go to the payment provider, never to the shop's tables",
        body: cardInputSchema(),
        response: { 201: cardSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await cards.create(shopperOf(request).id, request.body)),
  );

  api.delete(
    "/api/cards/:id",
    {
      schema: {
        summary: "Delete a saved card",
        params: cardParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await cards.remove(shopperOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
