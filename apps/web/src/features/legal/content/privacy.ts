import { m } from "@hogar/shared/messages";
import type { LegalDocument } from "./legal-document.ts";

/**
 * The full privacy notice (aviso de privacidad integral, docs/product.md 84): the contents LFPDPPP
 * art. 15 asks for (DOF 20 March 2025: the responsible party, the data, the purposes, how to limit
 * them, ARCO rights, changes), the transfers (arts. 35-36), cookies and security (art. 18).
 */
export const PRIVACY: LegalDocument = {
  title: m.legal_privacy_title,
  intro: m.legal_privacy_intro,
  sections: [
    {
      id: "responsible",
      heading: m.legal_privacy_who_heading,
      blocks: [{ kind: "paragraph", text: m.legal_privacy_who }, { kind: "seller" }],
    },
    {
      id: "data",
      heading: m.legal_privacy_data_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_privacy_data_intro },
        {
          kind: "list",
          items: [
            m.legal_privacy_data_account,
            m.legal_privacy_data_contact,
            m.legal_privacy_data_cards,
            m.legal_privacy_data_fiscal,
            m.legal_privacy_data_shopping,
            m.legal_privacy_data_security,
          ],
        },
        { kind: "paragraph", text: m.legal_privacy_data_sensitive },
      ],
    },
    {
      id: "purposes",
      heading: m.legal_privacy_purposes_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_privacy_purposes_primary },
        {
          kind: "list",
          items: [
            m.legal_privacy_purpose_account,
            m.legal_privacy_purpose_orders,
            m.legal_privacy_purpose_mail,
            m.legal_privacy_purpose_lists,
            m.legal_privacy_purpose_security,
            m.legal_privacy_purpose_law,
          ],
        },
        { kind: "paragraph", text: m.legal_privacy_purposes_secondary },
      ],
    },
    {
      id: "sharing",
      heading: m.legal_privacy_share_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_privacy_share_intro },
        {
          kind: "list",
          items: [
            m.legal_privacy_share_payments,
            m.legal_privacy_share_carrier,
            m.legal_privacy_share_mail,
            m.legal_privacy_share_invoices,
          ],
        },
        { kind: "paragraph", text: m.legal_privacy_share_basis },
      ],
    },
    {
      id: "arco",
      heading: m.legal_privacy_arco_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_privacy_arco_intro },
        {
          kind: "list",
          items: [m.legal_privacy_arco_access, m.legal_privacy_arco_rectify, m.legal_privacy_arco_cancel],
        },
        { kind: "link", to: "/account/my-data", text: m.legal_privacy_my_data_link },
        { kind: "paragraph", text: m.legal_privacy_arco_request },
        { kind: "paragraph", text: m.legal_privacy_authority },
      ],
    },
    {
      id: "cookies",
      heading: m.legal_privacy_cookies_heading,
      blocks: [
        { kind: "paragraph", text: m.legal_privacy_cookies },
        {
          kind: "list",
          items: [
            m.legal_privacy_cookie_session,
            m.legal_privacy_cookie_locale,
            m.legal_privacy_cookie_theme,
            m.legal_privacy_cookie_checkout,
          ],
        },
        { kind: "paragraph", text: m.legal_privacy_cookies_browser },
      ],
    },
    {
      id: "security",
      heading: m.legal_privacy_security_heading,
      blocks: [{ kind: "paragraph", text: m.legal_privacy_security }],
    },
    {
      id: "changes",
      heading: m.legal_privacy_changes_heading,
      blocks: [{ kind: "paragraph", text: m.legal_privacy_changes }],
    },
  ],
};
