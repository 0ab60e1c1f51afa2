import { formatMoney } from "@hogar/shared/money";
import type { ShopSettings } from "../../../lib/shop-settings.ts";

/** The shop's own values a legal text names: who sells (the `SELLER_*` settings), shipping and IVA. */
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
}

export function legalValues(settings: ShopSettings): LegalValues {
  return {
    ...settings.seller,
    fee: formatMoney(settings.shipping.feeCents),
    freeFrom: formatMoney(settings.shipping.freeFromCents),
    ivaRate: String(settings.ivaRateBp / 100),
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
export const LEGAL_TEXTS_UPDATED = "24/11/2026";
