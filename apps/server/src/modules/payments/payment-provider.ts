import type { CardBrand } from "@hogar/shared";

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
  last4: string;
}

/**
 * A payment provider as checkout sees it. The sandbox implements it here; Stripe or Mercado Pago
 * would implement the same interface. (Authorize, capture, refund and cancel join with checkout.)
 */
export interface PaymentProvider {
  readonly name: string;
  /** Exchanges card details for a token the shop may store. */
  tokenize(card: CardDetails): Promise<TokenizedCard>;
}
