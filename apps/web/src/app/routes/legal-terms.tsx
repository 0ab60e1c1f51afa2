import { LegalPage } from "../../features/legal/components/legal-page.tsx";
import { TERMS } from "../../features/legal/content/terms.ts";

/** /legal/terms, open signed in or out (docs/product.md 84). */
export function Component() {
  return <LegalPage document={TERMS} />;
}
