import { LegalPage } from "../../features/legal/components/legal-page.tsx";
import { RETURNS } from "../../features/legal/content/returns.ts";

/** /legal/returns, open signed in or out (docs/product.md 84). */
export function Component() {
  return <LegalPage document={RETURNS} />;
}
