import type { AdminProduct } from "@hogar/shared";
import { SHOP_TIME_ZONE } from "@hogar/shared/delivery";
import { formatMoney } from "@hogar/shared/money";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { dangerButtonClass, linkClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useShopSettings } from "../../../lib/shop-settings.ts";
import { useArchiveProduct } from "../api/archive-product.ts";
import { useAdminProduct } from "../api/get-product.ts";
import { adminKeys } from "../api/query-keys.ts";
import { AuditLog } from "./audit-log.tsx";
import { LoadFailed } from "./load-failed.tsx";
import { panelClass, panelHeadingClass } from "./styles.ts";

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
          title: what === "archive" ? "Product archived" : "Product restored",
          message:
            what === "archive" ? `${changed.name} left the shop` : `${changed.name} is back in the shop`,
        });
        setFocusWhenArchived(what === "archive");
      },
      onError: (error) => {
        setAsking(false);
        showErrorNotice(
          error,
          what === "archive" ? "The product could not be archived" : "The product could not be restored",
        );
      },
    });

  return (
    <section aria-labelledby="status-heading" className={panelClass}>
      <h2 id="status-heading" className={panelHeadingClass}>
        In the shop
      </h2>
      {product.archived ? (
        <>
          <p className="mb-3">Archived: shoppers do not see it. Past orders keep it.</p>
          <button
            ref={restoreButton}
            type="button"
            disabled={change.isPending}
            aria-busy={change.isPending}
            onClick={() => send("restore")}
            className={secondaryButtonClass}
          >
            Restore
          </button>
        </>
      ) : (
        <>
          <p className="mb-3">Active: shoppers see it and can buy it.</p>
          <button
            ref={archiveButton}
            type="button"
            disabled={change.isPending}
            onClick={() => setAsking(true)}
            className={dangerButtonClass}
          >
            Archive
          </button>
        </>
      )}
      {asking && (
        <ConfirmDialog
          title={`Archive ${product.name}?`}
          message="It leaves the shop until it is restored; past orders keep it."
          confirmLabel="Archive"
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
  const settings = useShopSettings();
  const timeZone = settings.data?.timeZone ?? SHOP_TIME_ZONE;
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  // A save starts the form again from the product as saved.
  const [saves, setSaves] = useState(0);

  if (product.isPending) return <DotWaveLoader label="Loading the product" />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) {
      return (
        <>
          <h1 className="text-2xl font-semibold">Product not found</h1>
          <p className="mt-2 text-muted">
            <Link to="/admin/products" className={linkClass}>
              Back to the products
            </Link>
          </p>
        </>
      );
    }
    return <LoadFailed what="The product" retry={() => void product.refetch()} />;
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
      <title>{`${data.name} | Back office | Hogar`}</title>
      <div className="mb-6">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {data.name}
        </h1>
        <p className="mt-1 text-muted">
          {formatMoney(data.price)} · {data.stock} in stock · {data.archived ? "Archived" : "Active"}
        </p>
        {!data.archived && (
          <Link to={`/product-details/${data.id}`} className={`mt-2 inline-block ${linkClass}`}>
            See it in the shop
          </Link>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,36rem)_1fr]">
        <div key={saves}>{renderForm(data, onSaved)}</div>
        <div className="min-w-0 space-y-6">
          <ArchivePanel product={data} />
          <AuditLog entries={data.audit} timeZone={timeZone} />
        </div>
      </div>
    </>
  );
}
