import { AddProductForm } from "../../features/product-admin/components/add-product-form.tsx";
import { AdminsOnly } from "./admin/admins-only.tsx";

/** /add-product: the form for admins; everyone else is told the page is not theirs (docs/product.md 36). */
export function Component() {
  return (
    <AdminsOnly reason="Only the shop's administrators can add products.">
      <title>Add product | Hogar</title>
      <h1 className="mb-6 text-2xl font-semibold">Add product</h1>
      <AddProductForm />
    </AdminsOnly>
  );
}
