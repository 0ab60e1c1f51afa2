import { ProductsPage } from "../../../features/back-office/components/products-page.tsx";
import { AdminCrumbs } from "./admin-crumbs.tsx";
import { AdminsOnly } from "./admins-only.tsx";

/** /admin/products: the catalogue, archived products too (docs/product.md 77). */
export function Component() {
  return (
    <AdminsOnly>
      <title>Products | Back office | Hogar</title>
      <AdminCrumbs trail={[{ label: "Products" }]} />
      <ProductsPage />
    </AdminsOnly>
  );
}
