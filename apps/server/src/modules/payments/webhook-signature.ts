import { createHmac, timingSafeEqual } from "node:crypto";
import { m } from "@hogar/shared/messages";
import { WebhookRejectedError } from "./payment-provider.ts";

/** The header a payment webhook is signed in (docs/product.md 87), as Node names headers. */
export const WEBHOOK_SIGNATURE_HEADER = "hogar-signature";

/** A delivery signed further than this from now, either way, is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, rawBody: string | Buffer, timestampSeconds: number): string {
  return createHmac("sha256", secret).update(`${timestampSeconds}.`).update(rawBody).digest("hex");
}

/**
 * The `Hogar-Signature` header's value for a delivery: `t=<unix seconds>,v1=<hex>`, where v1 is the
 * HMAC-SHA256 with the shared secret of `<t>.<raw body>` (docs/product.md 87). The sandbox signs its
 * deliveries with it, and so do tests.
 */
export function signWebhook(secret: string, rawBody: string | Buffer, timestampSeconds: number): string {
  if (!Number.isSafeInteger(timestampSeconds)) throw new RangeError("timestampSeconds must be whole seconds");
  return `t=${timestampSeconds},v1=${hmacHex(secret, rawBody, timestampSeconds)}`;
}

/** The parts of a header value; several v1 (a secret being rotated) may be given. */
function parseSignatureHeader(value: string): { timestamp: number; signatures: string[] } {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of value.split(",")) {
    const [key, item, ...rest] = part.trim().split("=");
    if (rest.length > 0 || item === undefined) continue;
    if (key === "t" && /^\d{1,12}$/.test(item)) timestamp = Number(item);
    if (key === "v1" && /^[0-9a-f]{64}$/i.test(item)) signatures.push(item.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw new WebhookRejectedError(m.payments_webhook_malformed_signature());
  }
  return { timestamp, signatures };
}

/**
 * Checks a delivery's signature header against its raw body, as received: the HMAC must match
 * (compared in constant time) and the timestamp must be within 5 minutes of `nowMs`, so a delivery
 * captured and sent again later is refused (docs/product.md 87). Throws WebhookRejectedError.
 */
export function verifyWebhookSignature(
  secret: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
  nowMs: number = Date.now(),
): void {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!value?.trim()) throw new WebhookRejectedError(m.payments_webhook_unsigned());
  const { timestamp, signatures } = parseSignatureHeader(value);
  const expected = Buffer.from(hmacHex(secret, rawBody, timestamp), "hex");
  const matches = signatures.some((signature) => timingSafeEqual(Buffer.from(signature, "hex"), expected));
  if (!matches) throw new WebhookRejectedError(m.payments_webhook_bad_signature());
  // Checked after the signature, so the time named in a refusal is one the provider really signed.
  const offSeconds = Math.abs(Math.floor(nowMs / 1000) - timestamp);
  if (offSeconds > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookRejectedError(
      m.payments_webhook_stale({ seconds: offSeconds, limit: WEBHOOK_TOLERANCE_SECONDS }),
    );
  }
}
