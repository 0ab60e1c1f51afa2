import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses.ts";
import type { PaymentOutcome, PaymentProvider, PaymentWebhookEvent } from "./payment-provider.ts";
import { WEBHOOK_TOLERANCE_SECONDS } from "./webhook-signature.ts";

/**
 * Acts on a payment event once: records its id in the transaction that updates the order, so a
 * repeat changes nothing. Throws when the database fails, and the provider retries.
 */
export type RecordPayment = (event: PaymentWebhookEvent, provider: string) => Promise<PaymentOutcome>;

export const PAYMENT_WEBHOOK_PATH = "/api/payments/webhook";

/**
 * `POST /api/payments/webhook`: the provider reports a payment (docs/product.md 87).
 *
 * Registered as a plugin of its own: its JSON parser keeps the body as the bytes received (up to
 * the shop's body limit), since the signature is over those bytes, and the rest of the API keeps
 * the usual parser.
 *
 * The request guards (docs/product.md 69) stay on: a provider calls from its server, with JSON and
 * neither an Origin header nor cookies, which both guards let through, so no exception is needed.
 * A browser's post from another site is still refused before the body is read, and were one let
 * through it could not sign.
 */
export async function paymentWebhookRoutes(
  app: FastifyInstance,
  { provider, recordPayment }: { provider: PaymentProvider; recordPayment: RecordPayment },
) {
  // This plugin's own parser in place of the shop's (json-depth.ts), for its routes only.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    PAYMENT_WEBHOOK_PATH,
    {
      schema: {
        summary: "The payment provider reports a payment (signed with Hogar-Signature; repeats are harmless)",
        description: [
          'Header `Hogar-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` made with',
          `PAYMENTS_WEBHOOK_SECRET; a timestamp more than ${WEBHOOK_TOLERANCE_SECONDS} s from now is refused. Body:`,
          '`{"id","type":"payment.succeeded","created","data":{"orderId","paymentId","method","amountCents"}}`.',
          "200 once the order is updated (or the event was already acted on); 5xx asks the provider to retry.",
        ].join(" "),
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 415) },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = provider.verifyWebhook(rawBody, request.headers);
      // Answered only once the order has the payment: a failure here is a 5xx, and the provider retries.
      const outcome = await recordPayment(event, provider.name);
      const facts = { event: event.id, order: event.orderId, outcome };
      if (outcome === "ignored")
        request.log.warn(facts, "payment webhook for an order the shop does not have");
      else request.log.info(facts, "payment webhook");
      return { received: true as const };
    },
  );
}
