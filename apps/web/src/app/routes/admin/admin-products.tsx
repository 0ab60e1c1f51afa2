import { m } from "@hogar/shared/messages";
import { ProductsPage } from "../../../features/back-office/components/products-page.tsx";
import { AdminCrumbs } from "./admin-crumbs.tsx";
import { AdminsOnly } from "./admins-only.tsx";

/** /admin/products: the catalogue, archived products too (docs/product.md 77). */
export function Component() {
  return (
    <AdminsOnly>
      <title>{m.back_office_title_products()}</title>
      <AdminCrumbs trail={[{ label: m.back_office_crumb_products() }]} />
      <ProductsPage />
    </AdminsOnly>
  );
}
