import type { JobHandler } from "../jobs/job-worker.ts";
import type { ClaimedJob } from "../jobs/jobs.repository.ts";
import type { PaymentWebhookEvent } from "./payment-provider.ts";
import { PAYMENT_WEBHOOK_PATH } from "./payment-webhook.routes.ts";
import { webhookBody } from "./webhook-event.ts";
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from "./webhook-signature.ts";

/** The jobs kind of a sandbox webhook delivery; queued in the transaction that marks a payment paid. */
export const SANDBOX_WEBHOOK_JOB = "sandbox_webhook";

export interface SandboxWebhookJob {
  event: PaymentWebhookEvent;
  /** When the payment happened (unix seconds): the body's `created`, the same on every try. */
  created: number;
}

/** A shop that does not answer within this is tried again later, as a failure. */
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Delivers a sandbox payment event to the shop's webhook as a provider does (docs/product.md 87):
 * signed at each try (so a retry hours later is not refused as a replay; the event id stays the
 * same, so the shop acts on it once), and anything but a 2xx throws, so the jobs worker tries again
 * with its doubling wait until the shop has the payment.
 */
export function sandboxWebhookJobHandler(
  { baseUrl, webhookSecret }: { baseUrl: string; webhookSecret: string },
  send: typeof fetch = fetch,
): JobHandler {
  const url = `${baseUrl}${PAYMENT_WEBHOOK_PATH}`;
  return async (job: ClaimedJob) => {
    const { event, created } = job.payload as SandboxWebhookJob;
    const body = JSON.stringify(webhookBody(event, created));
    const signature = signWebhook(webhookSecret, body, Math.floor(Date.now() / 1000));
    const response = await send(url, {
      method: "POST",
      headers: { "content-type": "application/json", [WEBHOOK_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    }).catch((error: unknown) => {
      // fetch says only "fetch failed"; the reason (ECONNREFUSED, a timeout) is what the log needs.
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      const reason =
        cause instanceof Error ? ((cause as { code?: string }).code ?? cause.message) : String(cause);
      throw new Error(`the shop's webhook at ${url} could not be reached: ${reason}`);
    });
    // Read to the end, so the connection is free for the next delivery.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`the shop's webhook answered ${response.status}, not 2xx`);
  };
}
