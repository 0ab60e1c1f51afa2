import type { AdminReviewRow } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { shopDate } from "@hogar/shared/shop-dates";
import { Link } from "react-router";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { linkClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { Stars } from "../../../components/ui/rating-stars.tsx";
import { useShopTimeZone } from "../../../lib/shop-settings-query.ts";
import { DataTable } from "./data-table.tsx";
import { SidewaysBox } from "./sideways-hint.tsx";
import { cellClass } from "./styles.ts";

/** The id of a row's Hide / Show again button, which keeps the focus once its dialog closes. */
export const reviewActionId = (id: string) => `review-action-${id}`;

/** When a review was hidden, and by whom when the audit log says. */
function hiddenWhenAndBy(hidden: NonNullable<AdminReviewRow["hidden"]>, timeZone: string): string {
  const date = shopDate(hidden.at, timeZone);
  return hidden.by
    ? m.reviews_admin_hidden_by({ email: hidden.by, date })
    : m.reviews_admin_hidden_on({ date });
}

/** The reviews table: product (linked to its back-office page), stars, text, author, date, status. */
export function ReviewsTable({
  rows,
  caption,
  busy,
  onHide,
  onUnhide,
}: {
  rows: AdminReviewRow[];
  caption: string;
  busy: boolean;
  onHide: (row: AdminReviewRow) => void;
  onUnhide: (row: AdminReviewRow) => void;
}) {
  const timeZone = useShopTimeZone();
  return (
    <SidewaysBox className="rounded-xl bg-surface p-4 shadow-sm">
      <DataTable
        caption={caption}
        columns={[
          { label: m.reviews_admin_column_product() },
          { label: m.reviews_admin_column_rating() },
          { label: m.reviews_admin_column_review() },
          { label: m.reviews_admin_column_author() },
          { label: m.reviews_admin_column_date() },
          { label: m.reviews_admin_column_status() },
        ]}
      >
        {rows.map((row) => {
          const named = { author: row.author.name, product: row.product.name };
          return (
            <tr key={row.id}>
              <th scope="row" className={`${cellClass} font-medium`}>
                <Link to={`/admin/products/${row.product.id}`} className={linkClass}>
                  {row.product.name}
                </Link>
              </th>
              <td className={`${cellClass} whitespace-nowrap`}>
                <Stars value={row.rating} />
                <span className="sr-only">{m.reviews_review_rating({ rating: row.rating })}</span>
              </td>
              <td className={`${cellClass} max-w-md whitespace-pre-line`}>
                {row.body ?? <span className="text-muted">{m.reviews_admin_no_text()}</span>}
              </td>
              <td className={cellClass}>
                {row.author.name}
                <span className="block text-sm text-muted">{row.author.email}</span>
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{shopDate(row.createdAt, timeZone)}</td>
              <td className={cellClass}>
                <p className="font-medium">
                  {row.hidden ? m.reviews_admin_hidden() : m.reviews_admin_visible()}
                </p>
                {row.hidden && (
                  <>
                    <p className="text-sm text-muted">
                      {m.reviews_admin_hidden_reason({ reason: row.hidden.reason })}
                    </p>
                    <p className="text-sm text-muted">{hiddenWhenAndBy(row.hidden, timeZone)}</p>
                  </>
                )}
                <BusyButton
                  blocked={busy}
                  type="button"
                  id={reviewActionId(row.id)}
                  aria-label={
                    row.hidden ? m.reviews_admin_unhide_named(named) : m.reviews_admin_hide_named(named)
                  }
                  onClick={() => (row.hidden ? onUnhide(row) : onHide(row))}
                  className={`mt-2 whitespace-nowrap ${secondaryButtonClass}`}
                >
                  {row.hidden ? m.reviews_admin_unhide() : m.reviews_admin_hide()}
                </BusyButton>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </SidewaysBox>
  );
}
