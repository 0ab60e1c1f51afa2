import { SHOP_TIME_ZONE } from "@hogar/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppConfig } from "../../config.ts";

const settingsSchema = z.object({
  shopName: z.string(),
  shipping: z.object({ feeCents: z.number().int(), freeFromCents: z.number().int() }),
  timeZone: z.string(),
  /** IVA included in prices, in basis points (1600 = 16%). */
  ivaRateBp: z.number().int(),
  seller: z.object({
    legalName: z.string(),
    rfc: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});

/** Settings the pages need to show the same shipping promise and dates as checkout will charge. */
export async function settingsRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/settings",
    {
      schema: {
        summary: "Shop name, shipping rule, time zone, IVA rate and who sells",
        response: { 200: settingsSchema },
      },
    },
    async () => ({
      shopName: config.shopName,
      shipping: config.shipping,
      timeZone: SHOP_TIME_ZONE,
      ivaRateBp: config.ivaRateBp,
      seller: config.seller,
    }),
  );
}
