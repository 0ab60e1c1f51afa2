import { m } from "@hogar/shared/messages";
import type { ShopSettings } from "../../../lib/shop-settings.ts";
import { telHref } from "./tel-href.ts";

const linkClass = "rounded text-link underline underline-offset-2 hover:no-underline";

/**
 * Who sells and how to reach them (docs/product.md 84; LFPC art. 76 Bis III): legal name, RFC,
 * address, the phone as a tel: link and the e-mail as a mailto: link.
 */
export function SellerContact({ seller }: { seller: ShopSettings["seller"] }) {
  return (
    <address className="not-italic leading-relaxed">
      <span className="block font-medium text-fg">{seller.legalName}</span>
      <span className="block">{m.legal_footer_rfc({ rfc: seller.rfc })}</span>
      <span className="block">{seller.address}</span>
      <span className="block">
        {`${m.legal_footer_phone()}: `}
        <a href={telHref(seller.phone)} className={linkClass}>
          {seller.phone}
        </a>
      </span>
      <span className="block">
        {`${m.legal_footer_email()}: `}
        <a href={`mailto:${seller.email}`} className={linkClass}>
          {seller.email}
        </a>
      </span>
    </address>
  );
}
