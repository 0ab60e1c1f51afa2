import { m } from "@hogar/shared/messages";
import { Link, useLocation } from "react-router";
import { LanguageSwitch } from "../../components/ui/language-switch.tsx";
import { useFooterSettings } from "../../features/legal/api/use-footer-settings.ts";
import { SellerContact } from "../../features/legal/components/seller-contact.tsx";

const LEGAL_LINKS = [
  { to: "/legal/terms", label: m.legal_terms_title },
  { to: "/legal/returns", label: m.legal_returns_title },
  { to: "/legal/privacy", label: m.legal_privacy_title },
] as const;

const headingClass = "mb-2 font-semibold text-fg";
// At least 24 px tall, so the stacked links are targets a finger can tell apart (WCAG 2.2, 2.5.8).
const linkClass =
  "inline-flex min-h-6 items-center rounded text-link underline underline-offset-2 hover:no-underline";

/**
 * The end of every screen (docs/product.md 84): who sells, the seller's pages and the language switch.
 * It waits for the settings before showing, so it appears once, whole, below the page.
 */
export function Footer() {
  const settings = useFooterSettings();
  const { pathname } = useLocation();
  if (settings === undefined) return null;
  const seller = settings === "failed" ? undefined : settings.seller;

  return (
    // Room at its foot for the scroll-to-top button (bottom-4, size-11): scrolled to the end, the
    // page's last links stand above it rather than under it.
    <footer className="border-t border-black/10 bg-surface pb-16 text-sm text-muted dark:border-white/10">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        {seller && (
          <section aria-labelledby="footer-seller">
            <h2 id="footer-seller" className={headingClass}>
              {m.legal_footer_seller()}
            </h2>
            <SellerContact seller={seller} />
          </section>
        )}
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={headingClass}>
            {m.legal_footer_nav()}
          </h2>
          <ul className="space-y-1">
            {LEGAL_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} aria-current={pathname === to ? "page" : undefined} className={linkClass}>
                  {label()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <LanguageSwitch />
        </div>
      </div>
      {seller && (
        <p className="border-t border-black/10 px-4 py-4 text-center dark:border-white/10">
          {m.legal_footer_copyright({ year: new Date().getFullYear(), legalName: seller.legalName })}
        </p>
      )}
    </footer>
  );
}
