import type { CardBrand, CardFunding } from "@hogar/shared";
import type { InstallmentCount, PayLaterMethod, PaymentMethod } from "@hogar/shared/payment-methods";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";

/** What a shopper types; it goes to the provider and nowhere else. */
export interface CardDetails {
  number: string;
  holderName: string;
  expMonth: string;
  expYear: string;
  ccv: string;
}

export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  /** Read by the provider from the card's number (its BIN). */
  funding: CardFunding;
  last4: string;
  /**
   * The same for every token of one card number, and nothing else of it (Stripe's `fingerprint`):
   * the shop tells a card saved twice without ever keeping its number.
   */
  fingerprint: string;
}

/** "pending": an OXXO voucher or SPEI transfer issued and not paid yet; paid, it is "captured". */
export type PaymentStatus = "pending" | "authorized" | "captured" | "declined" | "refunded" | "cancelled";
export type DeclineReason = "card_declined" | "insufficient_funds";

export interface Payment {
  id: string;
  orderId: string;
  amountCents: number;
  /** Given back so far (refunds add up): a payment partly given back no longer pays in full. */
  refundedCents: number;
  status: PaymentStatus;
  declineReason: DeclineReason | null;
  method: PaymentMethod;
}

/** An OXXO voucher or a SPEI transfer to issue for an order (docs/product.md 86). */
export interface PayLaterRequest {
  orderId: string;
  method: PayLaterMethod;
  amountCents: number;
  /** Until when it may be paid (at most 72 hours ahead). */
  expiresAt: Date;
}

/**
 * What the shopper needs to pay: an OXXO voucher's number (also its barcode's) or a SPEI transfer's
 * CLABE, bank and numeric reference, the amount and the deadline.
 */
export interface PayLaterIssued {
  paymentId: string;
  method: PayLaterMethod;
  reference: string;
  /** SPEI only. */
  clabe: string | null;
  bank: string | null;
  amountCents: number;
  expiresAt: Date;
}

/**
 * A payment the provider reports by webhook (docs/product.md 87): the money of an OXXO voucher or a
 * SPEI transfer arrived. `id` is the provider's event id: a delivery repeated carries the same one.
 */
export interface PaymentWebhookEvent {
  id: string;
  type: "payment.succeeded";
  orderId: string;
  paymentId: string;
  method: PaymentMethod;
  amountCents: number;
}

/**
 * What the shop did with a payment event (docs/product.md 87): the order paid; the money given back;
 * the same event again; an order the shop does not have; or money it could not give back (the
 * provider refused, or answered with another refund), recorded and logged for a person to act on.
 */
export type PaymentOutcome = "paid" | "refunded" | "refund_failed" | "duplicate" | "ignored";

/** A webhook delivery the shop must not act on: unsigned, badly signed or too old (400). */
export class WebhookRejectedError extends AppError {
  constructor(reason: string) {
    super("invalid", reason);
    this.name = "WebhookRejectedError";
  }
}

/** Money given back on a captured payment. */
export interface Refund {
  /** The shop's key for it: the order and what the refund is for (docs/product.md 74). */
  key: string;
  paymentId: string;
  amountCents: number;
  createdAt: Date;
}

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  /** Asking again with the same key returns the first refund: a retry never pays twice. */
  key: string;
}

/**
 * The provider said no to a refund (the card's bank refused it, more than is left to refund, a
 * payment never captured). Its message is the reason, for the person who asked (422).
 */
export class RefundRefusedError extends AppError {
  constructor(reason: string) {
    super("unprocessable", reason);
    this.name = "RefundRefusedError";
  }
}

/**
 * A payment provider as checkout sees it. The sandbox implements it; Stripe or Mercado Pago would
 * implement the same interface, and checkout would not change.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Exchanges card details for a token the shop may store. */
  tokenize(card: CardDetails): Promise<TokenizedCard>;
  /**
   * Reserves the amount, keyed by the order: asking again for the same order returns the first
   * payment. `installments` above 1 asks the card's bank for meses sin intereses (docs/product.md 88).
   */
  authorize(input: {
    orderId: string;
    token: string;
    amountCents: number;
    installments: InstallmentCount;
  }): Promise<Payment>;
  /**
   * Issues an OXXO voucher or a SPEI transfer for an order, as a "pending" payment, keyed by the
   * order: asking again for the same order returns the first one. Its money is reported later by a
   * webhook (verifyWebhook).
   */
  issuePayLater(request: PayLaterRequest): Promise<PayLaterIssued>;
  /**
   * Checks a webhook delivery (the raw body as received and its headers): an HMAC-SHA256 signature
   * with the shared secret over its timestamp and body, and a timestamp no more than 5 minutes off.
   * Returns the event it reports; throws WebhookRejectedError otherwise.
   */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentWebhookEvent;
  capture(paymentId: string): Promise<Payment>;
  /**
   * Gives back part or all of a captured payment; partial refunds add up, and the payment is
   * "refunded" once all of it is back. Throws RefundRefusedError when the provider says no.
   */
  refund(request: RefundRequest): Promise<Refund>;
  /** Releases an authorization that will not be captured, or voids a voucher or transfer not paid. */
  cancel(paymentId: string): Promise<Payment>;
  /** The payment made for an order, if any: how the shop settles orders after a crash. */
  findByOrder(orderId: string): Promise<Payment | null>;
  /**
   * Forgets a card token for good (the shopper deleted the account), as part of `tx`: a rollback
   * keeps the card, a commit forgets it. The sandbox deletes its ledger row in `tx`; a provider
   * behind an outside API would write the request to a job table in `tx` and call out from a worker
   * after the commit, so neither a rollback nor a crash makes the shop and the provider disagree
   * (docs/decisions/010). Forgetting a token that is already gone is not an error. Past payments
   * made with the card stay on the provider's books.
   */
  forgetCard(tx: Db, token: string): Promise<void>;
}
