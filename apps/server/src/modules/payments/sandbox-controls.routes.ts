import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses.ts";
import type { SandboxControls } from "./sandbox-controls.ts";

export const SANDBOX_PAY_PATH = "/api/sandbox/payments/pay";

const payBody = z.strictObject({
  reference: z
    .string({ error: () => m.payments_reference_required() })
    .trim()
    .min(1, { error: () => m.payments_reference_required() })
    .max(40, { error: () => m.payments_reference_too_long() }),
});

const paidSchema = z.object({ orderId: z.uuid(), paymentId: z.string(), status: z.literal("captured") });

/**
 * The sandbox's test API: registered only outside production (config.payments.sandboxControls).
 * No shop session: it stands for the provider's own test tools, used by `npm run sandbox -- pay`
 * and the order page's "Pay now (sandbox)" button (docs/product.md 87).
 */
export async function sandboxControlsRoutes(
  app: FastifyInstance,
  { controls }: { controls: SandboxControls },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    SANDBOX_PAY_PATH,
    {
      schema: {
        summary: "Sandbox only: pay an OXXO voucher or SPEI transfer by its reference; the webhook follows",
        body: payBody,
        response: { 200: paidSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => controls.pay(request.body.reference),
  );
}
