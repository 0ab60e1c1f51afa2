import { m } from "@hogar/shared/messages";
import { PAYMENT_METHODS } from "@hogar/shared/payment-methods";
import { z } from "zod";
import { type PaymentWebhookEvent, WebhookRejectedError } from "./payment-provider.ts";

/**
 * A webhook delivery's body (docs/product.md 87):
 * `{"id":"evt_...","type":"payment.succeeded","created":<unix s>,"data":{orderId,paymentId,method,amountCents}}`.
 * Fields the shop does not read may be added by the provider and are ignored.
 */
const webhookBodySchema = z.object({
  id: z.string().min(1).max(200),
  type: z.literal("payment.succeeded"),
  created: z.number().int().nonnegative(),
  data: z.object({
    orderId: z.uuid(),
    paymentId: z.string().min(1).max(200),
    method: z.enum(PAYMENT_METHODS),
    amountCents: z.number().int().positive(),
  }),
});

export type WebhookBody = z.infer<typeof webhookBodySchema>;

/** The body a provider sends for an event, as the shop reads it back. */
export function webhookBody(event: PaymentWebhookEvent, createdSeconds: number): WebhookBody {
  const { id, type, ...data } = event;
  return { id, type, created: createdSeconds, data };
}

/** The event a (signature-checked) raw body reports; WebhookRejectedError when it is not one. */
export function parseWebhookBody(rawBody: Buffer): PaymentWebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw new WebhookRejectedError(m.payments_webhook_not_json());
  }
  const parsed = webhookBodySchema.safeParse(json);
  if (!parsed.success) {
    const problem = parsed.error.issues
      .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
      .join("; ");
    throw new WebhookRejectedError(m.payments_webhook_bad_event({ problem }));
  }
  const { id, type, data } = parsed.data;
  return { id, type, ...data };
}
