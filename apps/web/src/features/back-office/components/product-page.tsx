import type { AdminProduct } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { dangerButtonClass, linkClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useShopTimeZone } from "../../../lib/shop-settings-query.ts";
import { useArchiveProduct } from "../api/archive-product.ts";
import { useAdminProduct } from "../api/get-product.ts";
import { adminKeys } from "../api/query-keys.ts";
import { AuditLog } from "./audit-log.tsx";
import { LoadFailed } from "./load-failed.tsx";
import { panelClass, panelHeadingClass } from "./styles.ts";
import { VariantsTable } from "./variants-table.tsx";

/** Archive (after a confirmation) or restore: the product leaves or rejoins the shop (docs/product.md 77). */
function ArchivePanel({ product }: { product: AdminProduct }) {
  const change = useArchiveProduct(product.id);
  const [asking, setAsking] = useState(false);
  const archiveButton = useRef<HTMLButtonElement>(null);
  const restoreButton = useRef<HTMLButtonElement>(null);
  // Once the product shows the state asked for, the other button takes the focus of the one pressed.
  const [focusWhenArchived, setFocusWhenArchived] = useState<boolean | null>(null);
  useEffect(() => {
    if (focusWhenArchived === null || product.archived !== focusWhenArchived) return;
    (product.archived ? restoreButton : archiveButton).current?.focus();
    setFocusWhenArchived(null);
  }, [focusWhenArchived, product.archived]);

  const send = (what: "archive" | "restore") =>
    change.mutate(what, {
      onSuccess: (changed) => {
        setAsking(false);
        showNotice({
          type: "success",
          title: what === "archive" ? m.back_office_archived_title() : m.back_office_restored_title(),
          message:
            what === "archive"
              ? m.back_office_archived_message({ name: changed.name })
              : m.back_office_restored_message({ name: changed.name }),
        });
        setFocusWhenArchived(what === "archive");
      },
      onError: (error) => {
        setAsking(false);
        showErrorNotice(
          error,
          what === "archive" ? m.back_office_archive_failed() : m.back_office_restore_failed(),
        );
      },
    });

  return (
    <section aria-labelledby="status-heading" className={panelClass}>
      <h2 id="status-heading" className={panelHeadingClass}>
        {m.back_office_archive_heading()}
      </h2>
      {product.archived ? (
        <>
          <p className="mb-3">{m.back_office_archive_archived()}</p>
          <BusyButton
            busy={change.isPending}
            ref={restoreButton}
            type="button"
            onClick={() => send("restore")}
            className={secondaryButtonClass}
          >
            {m.back_office_archive_restore()}
          </BusyButton>
        </>
      ) : (
        <>
          <p className="mb-3">{m.back_office_archive_active()}</p>
          <BusyButton
            busy={change.isPending}
            ref={archiveButton}
            type="button"
            onClick={() => setAsking(true)}
            className={dangerButtonClass}
          >
            {m.back_office_archive_archive()}
          </BusyButton>
        </>
      )}
      {asking && (
        <ConfirmDialog
          title={m.back_office_archive_title({ name: product.name })}
          message={m.back_office_archive_message()}
          confirmLabel={m.back_office_archive_confirm()}
          busy={change.isPending}
          onConfirm={() => send("archive")}
          onCancel={() => {
            setAsking(false);
            archiveButton.current?.focus();
          }}
        />
      )}
    </section>
  );
}

/**
 * /admin/products/:id: the product (archived ones too), the form that changes it (the route gives it,
 * from the product-admin feature), archive and restore, and the audit log (docs/product.md 77-78).
 */
export function ProductPage({
  id,
  renderForm,
}: {
  id: string;
  /**
   * The edit form for this product. `onSaved` takes the product as the server has it now: after a
   * save (the form starts again from it), or read again with `restartForm: false` (the form keeps
   * what was typed, e.g. after a 409 said the stock moved).
   */
  renderForm: (
    product: AdminProduct,
    onSaved: (saved: AdminProduct, options?: { restartForm?: boolean }) => void,
  ) => ReactNode;
}) {
  const product = useAdminProduct(id);
  const timeZone = useShopTimeZone();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  // A save starts the form again from the product as saved.
  const [saves, setSaves] = useState(0);

  if (product.isPending) return <DotWaveLoader label={m.back_office_product_loading()} />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) {
      return (
        <>
          <h1 className="text-2xl font-semibold">{m.back_office_product_not_found()}</h1>
          <p className="mt-2 text-muted">
            <Link to="/admin/products" className={linkClass}>
              {m.back_office_product_back()}
            </Link>
          </p>
        </>
      );
    }
    return <LoadFailed message={m.back_office_product_failed()} retry={() => void product.refetch()} />;
  }

  const data = product.data;
  const onSaved = (next: AdminProduct, { restartForm = true } = {}) => {
    queryClient.setQueryData(adminKeys.product(id), next);
    void queryClient.invalidateQueries({ queryKey: adminKeys.products });
    if (!restartForm) return;
    setSaves((n) => n + 1);
    heading.current?.focus();
  };
  return (
    <>
      <PageTitle>{m.back_office_title_product_name({ name: data.name })}</PageTitle>
      <div className="mb-6">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {data.name}
        </h1>
        <p className="mt-1 text-muted">
          {m.back_office_product_summary({
            price: formatMoney(data.price),
            stock: data.stock,
            status: data.archived ? m.back_office_products_archived() : m.back_office_products_active(),
          })}
        </p>
        {!data.archived && (
          <Link to={`/product-details/${data.id}`} className={`mt-2 inline-block ${linkClass}`}>
            {m.back_office_product_see_in_shop()}
          </Link>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,36rem)_1fr]">
        <div key={saves}>{renderForm(data, onSaved)}</div>
        <div className="min-w-0 space-y-6">
          <ArchivePanel product={data} />
          <VariantsTable variants={data.variants} />
        </div>
      </div>
      {/* The page's whole width: beside the form its four columns did not fit at 1280 px. */}
      <div className="mt-6">
        <AuditLog entries={data.audit} timeZone={timeZone} />
      </div>
    </>
  );
}
