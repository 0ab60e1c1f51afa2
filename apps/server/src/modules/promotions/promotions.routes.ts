import { m } from "@hogar/shared/messages";
import {
  adminPromotionSchema,
  promotionInputSchema,
  promotionPreviewRequestSchema,
  promotionPreviewSchema,
  promotionSchema,
} from "@hogar/shared/promotions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { shopperOf } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { idParams, noBody } from "../../lib/route-schemas.ts";
import { auditActorOf } from "../audit/audit-actor.ts";
import type { PromotionsService } from "./promotions.service.ts";

const promotionIdParams = idParams(m.promotions_not_found);

/** The back office's promotion codes; the admin guard is the caller's (promotions.module.ts). */
export async function adminPromotionsRoutes(
  app: FastifyInstance,
  { promotions }: { promotions: PromotionsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/promotions",
    {
      schema: {
        summary: "Promotion codes, newest first, with their uses and state now (admins)",
        response: { 200: z.array(promotionSchema), ...errorResponses(401, 403) },
      },
    },
    async () => promotions.list(),
  );

  api.get(
    "/api/admin/promotions/:id",
    {
      schema: {
        summary: "One promotion code with its audit log (admins)",
        params: promotionIdParams,
        response: { 200: adminPromotionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => promotions.get(request.params.id),
  );

  api.post(
    "/api/admin/promotions",
    {
      schema: {
        summary: "Create a promotion code (admins): a percentage or amount off, dates, limits, categories",
        description: "Amounts in centavos; null limits and categories mean no limit and every category.",
        body: promotionInputSchema,
        response: { 201: promotionSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await promotions.create(auditActorOf(request), request.body)),
  );

  api.put(
    "/api/admin/promotions/:id",
    {
      schema: {
        summary: "Change a promotion code (admins); its uses stay, and a limit below them is refused",
        params: promotionIdParams,
        body: promotionInputSchema,
        response: { 200: promotionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => promotions.update(auditActorOf(request), request.params.id, request.body),
  );

  api.post(
    "/api/admin/promotions/:id/disable",
    {
      schema: {
        summary: "Disable a promotion code for good (admins); orders placed with it keep their discount",
        params: promotionIdParams,
        body: noBody,
        response: { 200: promotionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => promotions.disable(auditActorOf(request), request.params.id),
  );
}

/** The checkout's preview of a code, for the signed-in shopper (promotions.module.ts). */
export async function checkoutPromotionRoutes(
  app: FastifyInstance,
  { promotions }: { promotions: PromotionsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/checkout/promotion",
    {
      schema: {
        summary: "What a promotion code takes off this checkout (the cart, or one product in a quantity)",
        description:
          "Answers the totals with the discount and the IVA the total contains; 400 or 409 with the reason the code cannot be used; 429 once the shopper tried 20 codes that do not exist in an hour. Counts no use: the order does.",
        body: promotionPreviewRequestSchema,
        response: { 200: promotionPreviewSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => promotions.preview(shopperOf(request).id, request.body),
  );
}
