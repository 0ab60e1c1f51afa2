import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import { ReviewsPage } from "../../../features/back-office/components/reviews-page.tsx";
import { AdminCrumbs } from "./admin-crumbs.tsx";
import { AdminsOnly } from "./admins-only.tsx";

/** /admin/reviews: every review, hidden ones too, to hide one with a reason (docs/product.md 98). */
export function Component() {
  return (
    <AdminsOnly>
      <PageTitle>{m.reviews_admin_title()}</PageTitle>
      <AdminCrumbs trail={[{ label: m.reviews_admin_crumb() }]} />
      <ReviewsPage />
    </AdminsOnly>
  );
}
