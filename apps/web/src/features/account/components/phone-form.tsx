import { isValidPhone, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, phoneDigits } from "@hogar/shared/address-rules";
import { m } from "@hogar/shared/messages";
import { useEffect, useRef } from "react";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { isUnavailableError } from "../../../lib/api-client.ts";
import { useUpdatePhone } from "../api/update-phone.ts";

/**
 * The "Add phone" and "Change phone" form: digits only, saved with PUT /api/me/phone. A mistyped
 * number can be put right, as the privacy notice promises (the right of rectification, LFPDPPP).
 */
export function PhoneForm({
  current,
  onSaved,
  onCancel,
}: {
  current: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const update = useUpdatePhone();
  const form = useForm({
    initial: { phone: current },
    validate: ({ phone }) =>
      isValidPhone(phone)
        ? {}
        : { phone: m.rules_phone_digits({ min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS }) },
    clean: { phone: phoneDigits },
    busy: update.isPending,
  });
  const { error, ...phone } = form.field("phone");
  const input = useRef<HTMLInputElement>(null);

  // Revealed by "Add phone" or "Change phone", so the field takes the focus the button had.
  useEffect(() => input.current?.select(), []);

  const onSubmit = form.submit((values) => {
    update.mutate(values.phone, {
      onSuccess: () => {
        // Said as the name's change is: the form goes, and its button gets the focus back.
        showNotice({
          type: "success",
          title: m.account_phone_saved(),
          message: m.account_phone_saved_message(),
        });
        onSaved();
      },
      onError: (failure) => {
        if (isUnavailableError(failure)) showErrorNotice(failure, m.common_save_failed());
        else form.report({ phone: failure.message });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 max-w-md">
      <Field
        id={phone.id}
        label={m.account_phone()}
        hint={m.account_phone_hint({ min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS })}
        error={error}
        announceError
      >
        {(control) => (
          <div className="flex flex-wrap items-start gap-2">
            <input
              {...phone}
              {...control}
              ref={input}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              className={`${control.className} min-w-0 flex-1`}
            />
            <BusyButton busy={update.isPending} type="submit" className={primaryButtonClass}>
              {m.account_save()}
            </BusyButton>
            <button type="button" onClick={onCancel} className={secondaryButtonClass}>
              {m.common_cancel()}
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
