import { m } from "@hogar/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { PasswordField } from "../../../components/ui/field.tsx";
import { dangerButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { useDeleteAccount } from "../api/delete-account.ts";
import { fieldErrorsOf } from "./account-rules.ts";

/**
 * "Delete account" (docs/product.md 61): a confirmation dialog, with the password for an account
 * that has one; then the shopper lands on / with a notice.
 */
export function DeleteAccount({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const remove = useDeleteAccount();
  const form = useForm({
    initial: { password: "" },
    validate: ({ password }) => ({
      password: hasPassword && password === "" ? m.account_enter_current_password() : undefined,
    }),
    idPrefix: "delete-account-",
    busy: remove.isPending,
  });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const close = () => {
    setAsking(false);
    form.reset();
    requestAnimationFrame(() => opener.current?.focus());
  };

  const confirm = form.submit(({ password }) => {
    remove.mutate(hasPassword ? { password } : {}, {
      onSuccess: async () => {
        // Leave the signed-in pages first, so they do not take the vanished session for a lost one.
        await navigate("/", { replace: true });
        queryClient.clear();
        showNotice({
          type: "success",
          title: m.account_deleted_title(),
          message: m.account_deleted_message({ email }),
        });
      },
      onError: (failure) => {
        const wrong = fieldErrorsOf(failure, ["password"], "password");
        if (hasPassword && wrong) {
          form.report(wrong, { focus: true });
        } else {
          close();
          showErrorNotice(failure, m.account_not_deleted());
        }
      },
    });
  });

  return (
    <>
      <button ref={opener} type="button" onClick={() => setAsking(true)} className={dangerButtonClass}>
        {m.account_delete()}
      </button>
      {asking && (
        <ConfirmDialog
          title={m.account_delete_question()}
          message={m.account_delete_what_goes()}
          confirmLabel={m.account_delete()}
          busy={remove.isPending}
          onConfirm={confirm}
          onCancel={close}
        >
          {hasPassword && (
            <PasswordField
              {...form.field("password")}
              label={m.account_current_password()}
              autoComplete="current-password"
              announceError
            />
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
