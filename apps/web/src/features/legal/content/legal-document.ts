import { formatMoney } from "@hogar/shared/money";
import { PAY_LATER_OPEN_MAX } from "@hogar/shared/payment-methods";
import type { ShopSettings } from "../../../lib/shop-settings.ts";

/** The shop's own values a legal text names: who sells (the `SELLER_*` settings), shipping, IVA and paying later. */
export interface LegalValues {
  legalName: string;
  rfc: string;
  address: string;
  phone: string;
  email: string;
  /** "$99.00 MXN" */
  fee: string;
  /** "$10,000.00 MXN" */
  freeFrom: string;
  /** "16" (percent) */
  ivaRate: string;
  /** What OXXO takes: "$10.00 MXN" to "$10,000.00 MXN" */
  oxxoMin: string;
  oxxoMax: string;
  /** How long an OXXO or SPEI order waits for its payment, and how many may wait at once. */
  payLaterHours: string;
  payLaterOpenMax: string;
}

export function legalValues(settings: ShopSettings): LegalValues {
  return {
    ...settings.seller,
    fee: formatMoney(settings.shipping.feeCents),
    freeFrom: formatMoney(settings.shipping.freeFromCents),
    ivaRate: String(settings.ivaRateBp / 100),
    oxxoMin: formatMoney(settings.payments.oxxo.minCents),
    oxxoMax: formatMoney(settings.payments.oxxo.maxCents),
    payLaterHours: String(settings.payments.payLaterHours),
    payLaterOpenMax: String(PAY_LATER_OPEN_MAX),
  };
}

/** A message called when the page renders, never before (it would freeze the language). */
export type LegalText = (values: LegalValues) => string;

export type LegalBlock =
  | { kind: "paragraph"; text: LegalText }
  | { kind: "list"; items: LegalText[]; ordered?: boolean }
  | { kind: "link"; to: string; text: LegalText }
  /** The seller's address, phone and e-mail, the phone and e-mail as links. */
  | { kind: "seller" };

export interface LegalSection {
  /** The section's anchor on the page. */
  id: string;
  heading: LegalText;
  blocks: LegalBlock[];
}

/** One of the seller's pages (docs/product.md 84): a title, an introduction and its sections. */
export interface LegalDocument {
  title: () => string;
  intro: LegalText;
  sections: LegalSection[];
}

/** When the texts last changed, shown dd/mm/yyyy in both languages (docs/product.md 81). */
export const LEGAL_TEXTS_UPDATED = "30/11/2026";
