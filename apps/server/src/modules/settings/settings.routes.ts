import { SHOP_TIME_ZONE } from "@hogar/shared";
import { OXXO_MAX_CENTS, OXXO_MIN_CENTS } from "@hogar/shared/payment-methods";
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
  /** What checkout and the product page offer (docs/product.md 85-88). */
  payments: z.object({
    /** Meses-sin-intereses plans: `months` payments from a total of `minCents`. */
    msiPlans: z.array(z.object({ months: z.number().int(), minCents: z.number().int() })),
    /** OXXO takes vouchers from 10 to 10,000 pesos. */
    oxxo: z.object({ minCents: z.number().int(), maxCents: z.number().int() }),
    /** How long a voucher or transfer waits for the money. */
    payLaterHours: z.number().int(),
    /** The sandbox's "mark paid" button shows on orders awaiting payment (never in production). */
    sandboxControls: z.boolean(),
  }),
  seller: z.object({
    legalName: z.string(),
    rfc: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});

export type ShopSettings = z.infer<typeof settingsSchema>;

/** Settings the pages need to show the same shipping promise and dates as checkout will charge. */
export function shopSettings(config: AppConfig): ShopSettings {
  const { legalName, rfc, address, phone, email } = config.seller;
  return {
    shopName: config.shopName,
    shipping: { feeCents: config.shipping.feeCents, freeFromCents: config.shipping.freeFromCents },
    timeZone: SHOP_TIME_ZONE,
    ivaRateBp: config.ivaRateBp,
    payments: {
      msiPlans: config.payments.msiPlans,
      oxxo: { minCents: OXXO_MIN_CENTS, maxCents: OXXO_MAX_CENTS },
      payLaterHours: config.payments.payLaterHours,
      sandboxControls: config.payments.sandboxControls,
    },
    // The seller's invoicing details (tax regime, fiscal name) stay out: the pages show who sells.
    seller: { legalName, rfc, address, phone, email },
  };
}

/** The same settings for API clients; every page of the web app also comes with them (web-app.ts). */
export async function settingsRoutes(app: FastifyInstance, { settings }: { settings: ShopSettings }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/settings",
    {
      schema: {
        summary: "Shop name, shipping rule, time zone, IVA rate, payment options and who sells",
        response: { 200: settingsSchema },
      },
    },
    async () => settings,
  );
}
