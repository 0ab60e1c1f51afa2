import { addressInputSchema, addressSchema } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { idParams } from "../../lib/route-schemas.ts";
import type { AddressesService } from "./addresses.service.ts";

const addressParams = idParams(m.addresses_not_found);

export async function addressesRoutes(
  app: FastifyInstance,
  { addresses, requireUser }: { addresses: AddressesService; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requireShopper(api, requireUser);

  api.get(
    "/api/addresses",
    {
      schema: {
        summary: "The shopper's delivery addresses",
        response: { 200: z.array(addressSchema), ...errorResponses(401) },
      },
    },
    async (request) => addresses.list(shopperOf(request).id),
  );

  api.post(
    "/api/addresses",
    {
      schema: {
        summary: "Save a delivery address (the first becomes the chosen one)",
        body: addressInputSchema,
        response: { 201: addressSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addresses.create(shopperOf(request).id, request.body)),
  );

  api.put(
    "/api/addresses/:id",
    {
      schema: {
        summary: "Edit a delivery address (one saved before Mexican addresses is completed this way)",
        params: addressParams,
        body: addressInputSchema,
        response: { 200: addressSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => addresses.update(shopperOf(request).id, request.params.id, request.body),
  );

  api.put(
    "/api/addresses/:id/current",
    {
      schema: {
        summary: "Choose the shipping address",
        params: addressParams,
        response: { 200: z.array(addressSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => addresses.choose(shopperOf(request).id, request.params.id),
  );

  api.delete(
    "/api/addresses/:id",
    {
      schema: {
        summary: "Delete an address",
        params: addressParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await addresses.remove(shopperOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
