import { m } from "@hogar/shared/messages";
import { useRef, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { dangerButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useDeleteFiscalData } from "../api/fiscal-data.ts";

/**
 * "Delete fiscal data" while there are some, asked first. Invoices already issued keep their copy.
 * The button goes with the data, so `onDeleted` moves the focus somewhere that stays; Cancel puts it
 * back on the button. Mounted either way, so the answer still reaches it once the data are gone.
 */
export function DeleteFiscalData({ saved, onDeleted }: { saved: boolean; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const remove = useDeleteFiscalData();

  const close = () => {
    setAsking(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (!saved && !asking) return null;
  return (
    <>
      <button ref={opener} type="button" onClick={() => setAsking(true)} className={dangerButtonClass}>
        {m.invoicing_delete()}
      </button>
      {asking && (
        <ConfirmDialog
          title={m.invoicing_delete_title()}
          message={m.invoicing_delete_message()}
          confirmLabel={m.invoicing_delete_confirm()}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setAsking(false);
                showNotice({
                  type: "success",
                  title: m.invoicing_deleted_title(),
                  message: m.invoicing_deleted_message(),
                });
                onDeleted();
              },
              onError: (failure) => {
                close();
                showErrorNotice(failure, m.invoicing_delete_failed());
              },
            })
          }
          onCancel={close}
        />
      )}
    </>
  );
}
