import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import { ProductsPage } from "../../../features/back-office/components/products-page.tsx";
import { AdminCrumbs } from "./admin-crumbs.tsx";
import { AdminsOnly } from "./admins-only.tsx";

/** /admin/products: the catalogue, archived products too (docs/product.md 77). */
export function Component() {
  return (
    <AdminsOnly>
      <PageTitle>{m.back_office_title_products()}</PageTitle>
      <AdminCrumbs trail={[{ label: m.back_office_crumb_products() }]} />
      <ProductsPage />
    </AdminsOnly>
  );
}
