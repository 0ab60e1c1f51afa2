import { m } from "@hogar/shared/messages";
import type { LegalDocument } from "./legal-document.ts";

/**
 * Terms and conditions (docs/product.md 84): who sells and how to reach them (LFPC art. 76 Bis III,
 * NMX-COE-001-SCFI-2018), prices with IVA (LFPC art. 7 Bis, docs/product.md 82), payment by card,
 * meses sin intereses, OXXO and SPEI (85-86, 118),
 * delivery and shipping (docs/product.md 23-24), confirmation, cancellation (72), returns (73),
 * complaints and the applicable law.
 */
export const TERMS: LegalDocument = {
  title: m.legal_terms_title,
  intro: m.legal_terms_intro,
  sections: [
    {
      id: "seller",
      heading: m.legal_terms_seller_heading,
      blocks: [{ kind: "paragraph", text: m.legal_terms_seller }, { kind: "seller" }],
    },
    {
      id: "prices",
      heading: m.legal_terms_prices_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_terms_prices },
        { kind: "paragraph", text: m.legal_terms_prices_change },
      ],
    },
    {
      id: "payment",
      heading: m.legal_terms_payment_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_terms_payment },
        { kind: "paragraph", text: m.legal_terms_payment_msi },
        { kind: "paragraph", text: m.legal_terms_payment_later },
        { kind: "paragraph", text: m.legal_terms_payment_card },
      ],
    },
    {
      id: "delivery",
      heading: m.legal_terms_delivery_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_terms_delivery },
        { kind: "paragraph", text: m.legal_terms_shipping },
      ],
    },
    {
      id: "confirmation",
      heading: m.legal_terms_confirmation_heading,
      blocks: [{ kind: "paragraph", text: m.legal_terms_confirmation }],
    },
    {
      id: "cancelling",
      heading: m.legal_terms_cancel_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_terms_cancel },
        { kind: "paragraph", text: m.legal_terms_cancel_shop },
      ],
    },
    {
      id: "returns",
      heading: m.legal_terms_returns_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_terms_returns },
        { kind: "link", to: "/legal/returns", text: m.legal_terms_returns_link },
      ],
    },
    {
      id: "complaints",
      heading: m.legal_terms_complaints_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_terms_complaints },
        { kind: "paragraph", text: m.legal_terms_profeco },
      ],
    },
    {
      id: "personal-data",
      heading: m.legal_terms_privacy_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_terms_privacy },
        { kind: "link", to: "/legal/privacy", text: m.legal_terms_privacy_link },
      ],
    },
    {
      id: "changes",
      heading: m.legal_terms_changes_heading,
      blocks: [{ kind: "paragraph", text: m.legal_terms_changes }],
    },
    {
      id: "law",
      heading: m.legal_terms_law_heading,
      blocks: [{ kind: "paragraph", text: m.legal_terms_law }],
    },
  ],
};
