import { m } from "@hogar/shared/messages";
import { Link } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import { useShopSettings } from "../../../lib/shop-settings-query.ts";
import {
  LEGAL_TEXTS_UPDATED,
  type LegalBlock,
  type LegalDocument,
  type LegalValues,
  legalValues,
} from "../content/legal-document.ts";
import { SellerContact } from "./seller-contact.tsx";

const linkClass = "rounded font-medium text-link underline underline-offset-2 hover:no-underline";

function Block({ block, values }: { block: LegalBlock; values: LegalValues }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="mt-3">{block.text(values)}</p>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={`mt-3 space-y-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}`}>
          {block.items
            .map((item) => item(values))
            .map((text) => (
              <li key={text}>{text}</li>
            ))}
        </List>
      );
    }
    case "link":
      return (
        <p className="mt-3">
          <Link to={block.to} className={linkClass}>
            {block.text(values)}
          </Link>
        </p>
      );
    case "seller":
      return (
        <div className="mt-3 rounded-lg border border-black/10 p-4 dark:border-white/15">
          <SellerContact seller={values} />
        </div>
      );
  }
}

/**
 * One of the seller's pages (docs/product.md 84), open signed in or out: its title, when it last
 * changed, a list of its sections, and the sections, with the shop's values (who sells, shipping,
 * IVA) from GET /api/settings.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const settings = useShopSettings();
  const title = document.title();

  return (
    <article className="mx-auto max-w-3xl rounded-xl bg-surface p-6 shadow-sm sm:p-8">
      <PageTitle>{`${title} | Hogar`}</PageTitle>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-1 text-sm text-muted">{m.legal_updated({ date: LEGAL_TEXTS_UPDATED })}</p>
      {settings.data ? (
        <LegalText document={document} values={legalValues(settings.data)} />
      ) : settings.isError ? (
        <div role="alert" className="mt-6">
          <p>{m.legal_load_failed()}</p>
          <button type="button" onClick={() => settings.refetch()} className={`${secondaryButtonClass} mt-3`}>
            {m.legal_try_again()}
          </button>
        </div>
      ) : (
        <DotWaveLoader />
      )}
    </article>
  );
}

function LegalText({ document, values }: { document: LegalDocument; values: LegalValues }) {
  return (
    <div className="leading-relaxed">
      <p className="mt-4">{document.intro(values)}</p>
      <nav aria-labelledby="legal-contents" className="mt-6 rounded-lg bg-page p-4">
        <h2 id="legal-contents" className="font-semibold">
          {m.legal_contents()}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={linkClass}>
                {section.heading(values)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-8">
          <h2 id={section.id} className="scroll-mt-24 text-lg font-semibold">
            {`${index + 1}. ${section.heading(values)}`}
          </h2>
          {section.blocks.map((block, blockIndex) => (
            // Blocks are a fixed list per page: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks never reorder
            <Block key={blockIndex} block={block} values={values} />
          ))}
        </section>
      ))}
    </div>
  );
}
