import { m } from "@hogar/shared/messages";
import type { LegalDocument } from "./legal-document.ts";

/**
 * Returns policy (docs/product.md 73, 84): 5 business days from delivery (LFPC art. 56), counted as
 * packages/shared/src/business-days.ts counts them; how to ask, sending back, the refund, and
 * faulty products (LFPC arts. 92 and 92 Ter).
 */
export const RETURNS: LegalDocument = {
  title: m.legal_returns_title,
  intro: m.legal_returns_intro,
  sections: [
    {
      id: "window",
      heading: m.legal_returns_window_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_returns_window },
        { kind: "paragraph", text: m.legal_returns_window_example },
      ],
    },
    {
      id: "how",
      heading: m.legal_returns_how_heading,
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [m.legal_returns_how_step1, m.legal_returns_how_step2, m.legal_returns_how_step3],
        },
        { kind: "paragraph", text: m.legal_returns_how_once },
        { kind: "paragraph", text: m.legal_returns_how_other },
        { kind: "link", to: "/account/orders", text: m.legal_returns_orders_link },
      ],
    },
    {
      id: "sending",
      heading: m.legal_returns_send_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_returns_send },
        { kind: "paragraph", text: m.legal_returns_shipping },
      ],
    },
    {
      id: "refund",
      heading: m.legal_returns_refund_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_returns_refund },
        { kind: "paragraph", text: m.legal_returns_refuse },
      ],
    },
    {
      id: "faulty",
      heading: m.legal_returns_faulty_heading,
      blocks: [{ kind: "paragraph", text: m.legal_returns_faulty }],
    },
    {
      id: "questions",
      heading: m.legal_returns_help_heading,
      blocks: [{ kind: "paragraph", text: m.legal_returns_help }, { kind: "seller" }],
    },
  ],
};
