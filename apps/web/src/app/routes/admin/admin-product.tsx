import { m } from "@hogar/shared/messages";
import { useParams } from "react-router";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import { ProductPage } from "../../../features/back-office/components/product-page.tsx";
import { EditProductForm } from "../../../features/product-admin/components/edit-product-form.tsx";
import { AdminCrumbs } from "./admin-crumbs.tsx";
import { AdminsOnly } from "./admins-only.tsx";

/**
 * /admin/products/:id: the back office's product page with the product-admin feature's form, the one
 * that adds products, for changing this one (docs/product.md 77).
 */
export function Component() {
  const { id = "" } = useParams();
  return (
    <AdminsOnly>
      <PageTitle>{m.back_office_title_product()}</PageTitle>
      <AdminCrumbs
        trail={[
          { label: m.back_office_crumb_products(), to: "/admin/products" },
          { label: m.back_office_crumb_product() },
        ]}
      />
      <ProductPage
        key={id}
        id={id}
        renderForm={(product, onSaved) => <EditProductForm product={product} onSaved={onSaved} />}
      />
    </AdminsOnly>
  );
}
