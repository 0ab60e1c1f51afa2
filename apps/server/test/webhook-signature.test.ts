import { describe, expect, it } from "vitest";
import { WebhookRejectedError } from "../src/modules/payments/payment-provider.ts";
import {
  signWebhook,
  verifyWebhookSignature,
  WEBHOOK_TOLERANCE_SECONDS,
} from "../src/modules/payments/webhook-signature.ts";

const secret = "a-webhook-secret-that-is-long-enough-0123456789";
const body = Buffer.from('{"type":"payment.succeeded"}');
const nowMs = 1_790_000_000_500;
const nowSeconds = Math.floor(nowMs / 1000);

function verifySignedAt(timestamp: number): void {
  verifyWebhookSignature(secret, body, signWebhook(secret, body, timestamp), nowMs);
}

describe("a webhook signature's time window", () => {
  it("accepts a delivery signed exactly 5 minutes before or after now", () => {
    expect(WEBHOOK_TOLERANCE_SECONDS).toBe(300);
    expect(() => verifySignedAt(nowSeconds - 300)).not.toThrow();
    expect(() => verifySignedAt(nowSeconds + 300)).not.toThrow();
  });

  it("refuses one signed a second further either way, naming how far off it was", () => {
    for (const timestamp of [nowSeconds - 301, nowSeconds + 301]) {
      expect(() => verifySignedAt(timestamp)).toThrow(WebhookRejectedError);
      expect(() => verifySignedAt(timestamp)).toThrow(/301/);
    }
  });
});
