import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { AddProductForm } from "../../features/product-admin/components/add-product-form.tsx";
import { AdminsOnly } from "./admin/admins-only.tsx";

/** /add-product: the form for admins; everyone else is told the page is not theirs (docs/product.md 36). */
export function Component() {
  return (
    <AdminsOnly reason={m.back_office_admins_only_add_product()}>
      <PageTitle>{m.back_office_title_add_product()}</PageTitle>
      <h1 className="mb-6 text-2xl font-semibold">{m.back_office_add_heading()}</h1>
      <AddProductForm />
    </AdminsOnly>
  );
}
