import { m } from "@hogar/shared/messages";
import { useParams } from "react-router";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import { OrderPage } from "../../../features/back-office/components/order-page.tsx";
import { AdminCrumbs } from "./admin-crumbs.tsx";
import { AdminsOnly } from "./admins-only.tsx";

/** /admin/orders/:id: one order and what staff may do with it (docs/product.md 75-78). */
export function Component() {
  const { id = "" } = useParams();
  return (
    <AdminsOnly>
      <PageTitle>{m.back_office_title_order()}</PageTitle>
      <AdminCrumbs
        trail={[
          { label: m.back_office_crumb_orders(), to: "/admin/orders" },
          { label: m.back_office_crumb_order() },
        ]}
      />
      {/* A new order starts with a fresh page: no message or dialog left from the last one. */}
      <OrderPage key={id} id={id} />
    </AdminsOnly>
  );
}
