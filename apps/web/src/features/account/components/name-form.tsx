import { NAME_MAX, nameProblem } from "@hogar/shared/auth-rules";
import { m } from "@hogar/shared/messages";
import { useEffect, useRef } from "react";
import { TextField } from "../../../components/ui/field.tsx";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { useUpdateName } from "../api/update-name.ts";
import { fieldErrorsOf } from "./account-rules.ts";
import { FormButtons } from "./form-buttons.tsx";

/** "Change name": the sign-up rules, saved with PUT /api/me/name (docs/product.md 58). */
export function NameForm({ current, onDone }: { current: string; onDone: (saved: boolean) => void }) {
  const update = useUpdateName();
  const form = useForm({
    initial: { name: current },
    // The server's own rule and words (packages/shared), so the form refuses exactly what it would.
    validate: ({ name }) => {
      const problem = nameProblem(name);
      return problem ? { name: problem } : {};
    },
    idPrefix: "my-data-",
    busy: update.isPending,
  });
  const input = useRef<HTMLInputElement>(null);
  // Revealed by "Change name", so the field takes the focus the button had.
  useEffect(() => input.current?.select(), []);

  const onSubmit = form.submit(({ name }) => {
    update.mutate(name.trim(), {
      onSuccess: () => {
        showNotice({
          type: "success",
          title: m.account_name_saved(),
          message: m.account_name_saved_message(),
        });
        onDone(true);
      },
      onError: (failure) => {
        const errors = fieldErrorsOf(failure, ["name"], "name");
        if (errors) form.report(errors, { focus: true });
        else showErrorNotice(failure, m.account_name_not_saved());
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 max-w-md space-y-3">
      <TextField
        {...form.field("name")}
        ref={input}
        label={m.account_name()}
        autoComplete="name"
        maxLength={NAME_MAX + 20}
        hint={m.account_name_hint({ max: NAME_MAX })}
        announceError
      />
      <FormButtons label={m.account_save()} busy={update.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
