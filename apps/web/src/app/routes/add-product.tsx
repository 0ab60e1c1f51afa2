import type { Me } from "@hogar/shared";
import { Link, useOutletContext } from "react-router";
import { AddProductForm } from "../../features/product-admin/components/add-product-form.tsx";

/** /add-product: the form for admins; everyone else is told the page is not theirs (docs/product.md 36). */
export function Component() {
  const me = useOutletContext<Me>();
  if (me.role !== "ADMIN") {
    return (
      <>
        <title>No access | Hogar</title>
        <h1 className="text-2xl font-semibold">You don't have access to this page</h1>
        <p className="mt-2 text-muted">Only the shop's administrators can add products.</p>
        <Link
          to="/feed"
          className="mt-6 inline-block rounded-lg bg-primary px-6 py-2.5 font-semibold text-white hover:bg-[#7e2fc8]"
        >
          Back to the feed
        </Link>
      </>
    );
  }
  return (
    <>
      <title>Add product | Hogar</title>
      <h1 className="mb-6 text-2xl font-semibold">Add product</h1>
      <AddProductForm />
    </>
  );
}
