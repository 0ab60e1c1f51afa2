import { m } from "@hogar/shared/messages";
import { AddProductForm } from "../../features/product-admin/components/add-product-form.tsx";
import { AdminsOnly } from "./admin/admins-only.tsx";

/** /add-product: the form for admins; everyone else is told the page is not theirs (docs/product.md 36). */
export function Component() {
  return (
    <AdminsOnly reason={m.back_office_admins_only_add_product()}>
      <title>{m.back_office_title_add_product()}</title>
      <h1 className="mb-6 text-2xl font-semibold">{m.back_office_add_heading()}</h1>
      <AddProductForm />
    </AdminsOnly>
  );
}
