import type { CardFunding } from "@hogar/shared";
import { m } from "@hogar/shared/messages";

/** "Credit" or "Debit": said on a saved card, in the account and at checkout (docs/product.md 88). */
export function cardFundingName(funding: CardFunding): string {
  return funding === "debit" ? m.cards_funding_debit() : m.cards_funding_credit();
}
