import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { categoryList, type Promotion, promotionValueText } from "@hogar/shared/promotions";
import { shopDate } from "@hogar/shared/shop-dates";
import { type RefObject, useRef, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { dangerButtonClass, linkClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useShopTimeZone } from "../../../lib/shop-settings-query.ts";
import { useAdminPromotion, useDisablePromotion, usePromotions } from "../api/promotions.ts";
import { AuditLog } from "./audit-log.tsx";
import { DataTable } from "./data-table.tsx";
import { LoadFailed } from "./load-failed.tsx";
import { PromotionForm } from "./promotion-form.tsx";
import { SidewaysBox } from "./sideways-hint.tsx";
import { cellClass, panelClass } from "./styles.ts";

const STATUS_LABELS: Record<Promotion["status"], () => string> = {
  active: m.promotions_admin_status_active,
  scheduled: m.promotions_admin_status_scheduled,
  ended: m.promotions_admin_status_ended,
  used_up: m.promotions_admin_status_used_up,
  disabled: m.promotions_admin_status_disabled,
};

/** What a code takes off, from what minimum, on which categories. */
function discountText(promotion: Promotion): string {
  const parts: string[] = [promotionValueText(promotion)];
  if (promotion.minSubtotal > 0)
    parts.push(m.promotions_admin_min_purchase({ amount: formatMoney(promotion.minSubtotal) }));
  parts.push(promotion.categories ? categoryList(promotion.categories) : m.promotions_admin_all_categories());
  return parts.join(" · ");
}

function usesOf(promotion: Promotion): string {
  const total =
    promotion.maxUses === null
      ? String(promotion.uses)
      : m.promotions_admin_uses_of({ uses: promotion.uses, max: promotion.maxUses });
  return promotion.maxUsesPerShopper === null
    ? total
    : m.promotions_admin_uses_with_per_shopper({ total, max: promotion.maxUsesPerShopper });
}

/** The rows' buttons by "<id> edit" and "<id> disable": where the focus goes back once a dialog or an edit ends. */
type RowButtons = RefObject<Map<string, HTMLButtonElement>>;

function PromotionsTable({
  onEdit,
  buttons,
}: {
  onEdit: (promotion: Promotion) => void;
  buttons: RowButtons;
}) {
  const promotions = usePromotions();
  const disable = useDisablePromotion();
  // Disabling cannot be undone, so it is asked first; the dialog's buttons are off while it is sent.
  const [disabling, setDisabling] = useState<Promotion | null>(null);
  const keep = (key: string) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(key, button);
    else buttons.current.delete(key);
  };
  const close = (key: string) => {
    setDisabling(null);
    requestAnimationFrame(() => buttons.current.get(key)?.focus());
  };
  if (promotions.isPending) return <DotWaveLoader label={m.promotions_admin_title()} />;
  if (promotions.isError)
    return <LoadFailed message={m.promotions_admin_load_failed()} retry={() => void promotions.refetch()} />;
  if (promotions.data.length === 0) return <p>{m.promotions_admin_none()}</p>;
  return (
    <>
      <SidewaysBox>
        <DataTable
          caption={m.promotions_admin_title()}
          columns={[
            { label: m.promotions_admin_code() },
            { label: m.promotions_admin_value() },
            { label: m.promotions_admin_dates() },
            { label: m.promotions_admin_uses(), numeric: true },
            { label: m.promotions_admin_status() },
            { label: m.promotions_admin_actions() },
          ]}
        >
          {promotions.data.map((promotion) => (
            <tr key={promotion.id}>
              <th scope="row" className={`${cellClass} font-mono font-semibold`}>
                {promotion.code}
              </th>
              <td className={cellClass}>{discountText(promotion)}</td>
              {/* One date a line: the range on one line took the width the discount needed. */}
              <td className={`${cellClass} whitespace-nowrap`}>
                <span className="block">
                  {m.promotions_admin_dates_from({ date: shopDate(promotion.startsAt) })}
                </span>{" "}
                <span className="block">
                  {m.promotions_admin_dates_to({
                    date: shopDate(new Date(new Date(promotion.endsAt).getTime() - 1)),
                  })}
                </span>
              </td>
              <td className={`${cellClass} text-right`}>
                {/* Its uses lead to the orders that made them (docs/product.md 75). Relative, as the
                    buttons are: the hidden words stay in the table's scrolling box on a phone. */}
                {promotion.uses > 0 ? (
                  <Link
                    to={`/admin/orders?${new URLSearchParams({ code: promotion.code })}`}
                    className={`relative ${linkClass}`}
                  >
                    {usesOf(promotion)}
                    <span className="sr-only">
                      {" "}
                      {m.promotions_admin_uses_orders({ code: promotion.code })}
                    </span>
                  </Link>
                ) : (
                  usesOf(promotion)
                )}
              </td>
              <td className={cellClass}>{STATUS_LABELS[promotion.status]()}</td>
              <td className={cellClass}>
                <div className="flex flex-wrap gap-2">
                  <button
                    ref={keep(`${promotion.id} edit`)}
                    type="button"
                    // Relative: the hidden code is placed in the button, inside the table's
                    // scrolling box, not at the page's edge, which it widened on a phone.
                    className={`relative ${secondaryButtonClass}`}
                    onClick={() => onEdit(promotion)}
                  >
                    {/* The row's code heads it already: seen once, heard with each button. */}
                    {m.promotions_admin_edit_word()}
                    <span className="sr-only"> {promotion.code}</span>
                  </button>
                  {promotion.status !== "disabled" && (
                    <button
                      ref={keep(`${promotion.id} disable`)}
                      type="button"
                      className={`relative ${dangerButtonClass}`}
                      onClick={() => setDisabling(promotion)}
                    >
                      {m.promotions_admin_disable_word()}
                      <span className="sr-only"> {promotion.code}</span>
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      </SidewaysBox>
      {disabling && (
        <ConfirmDialog
          title={m.promotions_admin_disable_title({ code: disabling.code })}
          message={m.promotions_admin_disable_message({ code: disabling.code })}
          confirmLabel={m.promotions_admin_disable_confirm()}
          busy={disable.isPending}
          onConfirm={() =>
            disable.mutate(disabling.id, {
              // Disable goes with the code's status; Edit stays.
              onSuccess: (done) => {
                close(`${disabling.id} edit`);
                showNotice({
                  type: "success",
                  title: m.promotions_admin_title(),
                  message: m.promotions_admin_disabled({ code: done.code }),
                });
              },
              onError: (error) => {
                close(`${disabling.id} disable`);
                showErrorNotice(error, m.promotions_admin_title());
              },
            })
          }
          onCancel={() => close(`${disabling.id} disable`)}
        />
      )}
    </>
  );
}

/** /admin/promotions: the codes, a form to create or edit one, and Disable (docs/product.md 100). */
export function PromotionsPage() {
  const [editing, setEditing] = useState<Promotion | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The form starts again empty once a code is saved or given up, its buttons gone: the focus goes
  // back to that code's Edit, where the keyboard left the table.
  const done = () => {
    const id = editing?.id;
    setEditing(null);
    if (id) requestAnimationFrame(() => buttons.current.get(`${id} edit`)?.focus());
  };
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">{m.promotions_admin_title()}</h1>
      <p className="mb-6 text-muted">{m.promotions_admin_intro()}</p>
      {/* One column on phones that may be narrower than the table, which then scrolls in its own box. */}
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section className={panelClass} aria-label={m.promotions_admin_title()}>
          <PromotionsTable onEdit={setEditing} buttons={buttons} />
        </section>
        <section className={panelClass}>
          {/* A new form for each code edited, starting from its values. */}
          <PromotionForm key={editing?.id ?? "new"} editing={editing} onDone={done} />
        </section>
      </div>
      {editing && <PromotionAudit id={editing.id} />}
    </>
  );
}

/** The audit log of the code being edited: who created, changed or disabled it, and what changed. */
function PromotionAudit({ id }: { id: string }) {
  const promotion = useAdminPromotion(id);
  const timeZone = useShopTimeZone();
  if (!promotion.data) return null;
  return (
    <div className="mt-8">
      <AuditLog entries={promotion.data.audit} timeZone={timeZone} />
    </div>
  );
}
