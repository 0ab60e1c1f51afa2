import { m } from "@hogar/shared/messages";
import { ReviewsPage } from "../../../features/back-office/components/reviews-page.tsx";
import { AdminCrumbs } from "./admin-crumbs.tsx";
import { AdminsOnly } from "./admins-only.tsx";

/** /admin/reviews: every review, hidden ones too, to hide one with a reason (docs/product.md 98). */
export function Component() {
  return (
    <AdminsOnly>
      <title>{m.reviews_admin_title()}</title>
      <AdminCrumbs trail={[{ label: m.reviews_admin_crumb() }]} />
      <ReviewsPage />
    </AdminsOnly>
  );
}
