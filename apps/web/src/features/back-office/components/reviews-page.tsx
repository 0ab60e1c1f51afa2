import type { AdminReviewRow, ReviewStatusFilter } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { SelectField } from "../../../components/ui/field.tsx";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { readReviewStatus, reviewStatusQuery, useAdminReviews } from "../api/get-reviews.ts";
import { distinctRows } from "../api/next-page.ts";
import { type ReviewAction, useReviewAction } from "../api/review-actions.ts";
import { HideReviewDialog } from "./hide-review-dialog.tsx";
import { LoadFailed } from "./load-failed.tsx";
import { ReviewsTable, reviewActionId } from "./reviews-table.tsx";

const STATUS_LABELS: Record<ReviewStatusFilter, () => string> = {
  all: m.reviews_admin_show_all,
  visible: m.reviews_admin_show_visible,
  hidden: m.reviews_admin_show_hidden,
};

const CAPTIONS: Record<ReviewStatusFilter, () => string> = {
  all: m.reviews_admin_caption_all,
  visible: m.reviews_admin_caption_visible,
  hidden: m.reviews_admin_caption_hidden,
};

/** The button that opened a dialog takes the focus back; the heading does once its row has left the table. */
function focusAfter(id: string) {
  (document.getElementById(reviewActionId(id)) ?? document.getElementById("reviews-heading"))?.focus();
}

/** /admin/reviews (docs/product.md 98): newest first, visible, hidden or all; hide with a reason, or show again. */
export function ReviewsPage() {
  const [search, setSearch] = useSearchParams();
  const status = readReviewStatus(search);
  const reviews = useAdminReviews(status);
  const rows = distinctRows(reviews.data?.pages);
  const change = useReviewAction();
  const [asking, setAsking] = useState<{ row: AdminReviewRow; kind: ReviewAction["kind"] } | null>(null);

  const close = () => {
    const id = asking?.row.id;
    setAsking(null);
    if (id) requestAnimationFrame(() => focusAfter(id));
  };
  const send = (row: AdminReviewRow, action: ReviewAction) =>
    change.mutate(
      { id: row.id, action },
      {
        onSuccess: () => {
          showNotice({
            type: "success",
            title:
              action.kind === "hide" ? m.reviews_admin_hidden_notice() : m.reviews_admin_unhidden_notice(),
            message:
              action.kind === "hide" ? m.reviews_admin_hidden_message() : m.reviews_admin_unhidden_message(),
          });
          close();
        },
        onError: (error) => {
          showErrorNotice(error, m.reviews_admin_action_failed());
          close();
        },
      },
    );

  return (
    <>
      <h1 id="reviews-heading" tabIndex={-1} className="mb-6 text-2xl font-semibold">
        {m.reviews_admin_heading()}
      </h1>
      <form
        aria-label={m.reviews_admin_filters()}
        onSubmit={(event) => event.preventDefault()}
        className="mb-6 max-w-xs rounded-xl bg-surface p-5 shadow-sm"
      >
        <SelectField
          id="reviews-status"
          label={m.reviews_admin_show()}
          name="status"
          value={status}
          onChange={(event) => setSearch(reviewStatusQuery(event.target.value as ReviewStatusFilter))}
        >
          {(Object.keys(STATUS_LABELS) as ReviewStatusFilter[]).map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]()}
            </option>
          ))}
        </SelectField>
      </form>
      {reviews.isPending ? (
        <DotWaveLoader label={m.reviews_admin_loading()} />
      ) : reviews.isError && !reviews.data ? (
        <LoadFailed message={m.reviews_admin_failed()} retry={() => void reviews.refetch()} />
      ) : rows.length === 0 ? (
        <p role="status" className="py-6 text-center text-lg">
          {m.reviews_admin_none()}
        </p>
      ) : (
        <>
          <ReviewsTable
            rows={rows}
            caption={CAPTIONS[status]()}
            busy={change.isPending}
            onHide={(row) => setAsking({ row, kind: "hide" })}
            onUnhide={(row) => setAsking({ row, kind: "unhide" })}
          />
          <LoadMore
            pages={reviews}
            words={{
              more: m.back_office_load_more,
              loading: m.reviews_loading_more,
              failed: m.reviews_more_failed,
            }}
          />
        </>
      )}
      {asking?.kind === "hide" && (
        <HideReviewDialog
          busy={change.isPending}
          onConfirm={(reason) => send(asking.row, { kind: "hide", reason })}
          onCancel={close}
        />
      )}
      {asking?.kind === "unhide" && (
        <ConfirmDialog
          title={m.reviews_admin_unhide_title()}
          message={m.reviews_admin_unhide_message()}
          confirmLabel={m.reviews_admin_unhide()}
          busy={change.isPending}
          onConfirm={() => send(asking.row, { kind: "unhide" })}
          onCancel={close}
        />
      )}
    </>
  );
}
