import { LegalPage } from "../../features/legal/components/legal-page.tsx";
import { PRIVACY } from "../../features/legal/content/privacy.ts";

/** /legal/privacy, open signed in or out (docs/product.md 84). */
export function Component() {
  return <LegalPage document={PRIVACY} />;
}
